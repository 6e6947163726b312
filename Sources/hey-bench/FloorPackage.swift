import Foundation

/// The smallest package the build figures compile beside Hey: one model and one call over
/// Foundation's networking. Its clean build is the floor every package pays on the machine at
/// that moment (the manifest, Foundation's module cache, the index store of a debug build), so
/// the Hey figures can say how much of their time is Hey's own code.
enum FloorPackage {
    /// The target `swift build --target` names.
    static let target = "Floor"

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Floor",
            platforms: [.macOS(.v13), .iOS(.v16)],
            products: [.library(name: "\(target)", targets: ["\(target)"])],
            targets: [.target(name: "\(target)")]
        )

        """

    static let source = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        public struct Contact: Codable, Sendable, Equatable {
            public var id: Int
            public var name: String?
            public var createdAt: Date?
        }

        public func contacts(_ session: URLSession, at url: URL) async throws -> [Contact] {
            try JSONDecoder().decode([Contact].self, from: try await session.data(from: url).0)
        }

        """

    /// Writes the package into `folder`.
    static func write(to folder: URL) throws {
        try BenchPackage.write(to: folder, manifest: manifest, target: target, source: source)
    }
}
