import Foundation
import HeyGeneratorKit

/// `hey-generator`: argument parsing and exit codes only; the work is in HeyGeneratorKit.
let usage = """
    usage: hey-generator <command> [options]

    commands:
      generate [--spec DIR] [--names FILE] [--templates DIR] [--output DIR] [--version-file FILE] [--strict]
               [--profile automatic|hey|generic] [--config FILE]
                  render the SDK package of the spec folder into the output folder (default
                  Output): HEY's Hey package for a HEY model, an SDK named after the document's
                  title (or --config, default DIR/sdk.toml) for any other OpenAPI document;
                  warnings and notes go to standard error, --strict makes every warning an error
      check    [same options]
                  exit 1 when the output folder is not exactly what generate would write
      validate [--spec DIR] [--strict]
                  check the spec and report every problem and warning with its JSON pointer
      diff OLD NEW [--intended FILE]
                  list operations and schemas added, removed and changed between two specs,
                  each breaking, additive or behaviour, and the version bump they call for
      --help      show this text

    defaults: --spec spec --templates Templates --output Output --version-file VERSION --profile automatic;
              --names is names.toml for HEY's profile, DIR/names.toml (if there is one) for another
    exit codes: 0 success, 1 problems found (spec, names, templates, drift), 2 usage error
    """

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, command != "--help", command != "-h", command != "help" else {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}
let rest = Array(arguments.dropFirst())
switch command {
case "generate", "check":
    exit(GenerateCommand.run(command, rest))
case "validate":
    exit(ValidateCommand.run(rest))
case "diff":
    exit(DiffCommand.run(rest))
default:
    standardError("hey-generator: unknown command \"\(command)\"\n\n" + usage)
    exit(2)
}
