import FoundationEssentials

/// The `openapi.yaml` served at `GET /openapi.yaml`, read once at start-up (SwiftPM resources would
/// need Foundation's Bundle in the container; a file beside the binary's package is not known there).
public struct OpenAPIDocument: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Where the document is looked for when `--openapi-path` is not given, in order.
    public static let defaultCandidates = ["openapi.yaml", "/usr/share/rotation-policy/openapi.yaml"]

    /// The first readable candidate, or the list of paths tried.
    public static func load(explicitPath: String?) -> Result<OpenAPIDocument, LoadFailure> {
        let candidates = explicitPath.map { [$0] } ?? defaultCandidates
        for path in candidates {
            if let data = FileManager.default.contents(atPath: path) {
                return .success(OpenAPIDocument(path: path, bytes: Array(data)))
            }
        }
        return .failure(LoadFailure(triedPaths: candidates))
    }

    public struct LoadFailure: Error, Sendable {
        public let triedPaths: [String]
    }
}
