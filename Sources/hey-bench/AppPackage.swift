import Foundation

/// The small app package the build figures compile next to Hey: an executable that depends on
/// Hey by path and calls a few services, as an app would. It is only built, never run.
enum AppPackage {
    /// The folder name the Hey copy must have beside the app (the app's manifest points at it).
    static let heyFolder = "hey"

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "BenchApp",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(path: "../\(heyFolder)")],
            targets: [
                .executableTarget(name: "BenchApp", dependencies: [.product(name: "Hey", package: "\(heyFolder)")]),
            ]
        )

        """

    static let source = """
        import Foundation
        import Hey

        @main
        struct BenchApp {
            static func main() async throws {
                let client = try HeyClient(accessToken: ProcessInfo.processInfo.environment["HEY_TOKEN"] ?? "")
                let boxes = try await client.boxes.list()
                for box in boxes.value { print(box.id) }
                let imbox = try await client.boxes.getImbox()
                print(imbox.postings?.count ?? 0)
                let contacts = try await client.contacts.list()
                try await client.eachPage(contacts) { page in
                    print(page.value.count)
                    return true
                }
                let created = try await client.contacts.create(body: CreateContactRequestContent(
                    contact: ContactPayload(name: "Ada Lovelace", emailAddress: SensitiveString("ada@example.com"))
                ))
                print(created.id)
            }
        }

        """

    /// Writes the app package into `folder` (its Hey dependency goes in `../hey`).
    static func write(to folder: URL) throws {
        try BenchPackage.write(to: folder, manifest: manifest, target: "BenchApp", source: source)
    }
}
