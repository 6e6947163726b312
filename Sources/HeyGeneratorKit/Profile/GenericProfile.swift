extension SDKProfile {
    /// The profile of another service's document: names from the document's title (`OpenAI
    /// API` → module `OpenAI`, `OpenAIClient`, `OpenAIError`), the first server as the default base
    /// URL, the document's version as the library's, paths as written, none of HEY's
    /// conveniences; whatever `config` sets wins.
    public static func generic(document: SpecDocument, config: SDKConfig = SDKConfig()) -> SDKProfile {
        let module = config.moduleName?.value ?? moduleName(fromTitle: document.info.title)
        let prefix = config.typePrefix?.value ?? module
        return SDKProfile(
            moduleName: module,
            clientType: config.clientType?.value ?? prefix + "Client",
            errorType: config.errorType?.value ?? prefix + "Error",
            typePrefix: prefix,
            serviceName: serviceName(fromTitle: document.info.title) ?? module,
            defaultBaseURL: config.baseURL?.value ?? defaultBaseURL(document.servers),
            userAgentProduct: config.userAgent?.value ?? module.lowercased() + "-sdk-swift",
            libraryVersion: config.version?.value ?? (document.info.version.isEmpty ? nil : document.info.version),
            appendsJSONExtension: false,
            includesHeyConveniences: false)
    }

    /// The first server whose URL is absolute once its variables take their defaults; empty when
    /// there is none.
    static func defaultBaseURL(_ servers: [SpecServer]) -> String {
        for server in servers {
            if let url = server.resolvedURL, url.hasPrefix("https://") || url.hasPrefix("http://") { return url }
        }
        return ""
    }

    /// A module name made of a title's words, each capitalised (`Text Generation Inference` →
    /// `TextGenerationInference`), a last word `API` dropped when others remain; `API` when nothing
    /// usable is left, with a leading digit prefixed by it.
    static func moduleName(fromTitle title: String) -> String {
        let name = titleWords(title).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return "API" }
        return first.isNumber ? "API" + name : name
    }

    /// How doc comments name the service: the title's words, a last word `API` dropped
    /// (`Twilio - Api` → `Twilio`); nil for a title with no words.
    static func serviceName(fromTitle title: String) -> String? {
        let words = titleWords(title)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private static func titleWords(_ title: String) -> [String] {
        var words = title.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        if words.count > 1, words.last?.uppercased() == "API" { words.removeLast() }
        return words
    }
}
