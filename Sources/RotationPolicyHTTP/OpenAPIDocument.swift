import FoundationEssentials
import RotationPolicyAssets

/// The `openapi.yaml` served at `GET /openapi.yaml`. By default the copy built into the binary (the
/// EmbedAssets plugin embeds the package's `openapi.yaml`), so any copy of the binary, started from any
/// folder, serves its own contract. `--openapi-path` overrides it with a file read once at start-up.
public struct OpenAPIDocument: Sendable {
    /// Where the bytes came from: a file path, or `embedded`.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The document built into the binary; nil only if the build embedded none.
    public static var embedded: OpenAPIDocument? {
        EmbeddedAssets.files["openapi.yaml"].map { OpenAPIDocument(path: "embedded", bytes: $0) }
    }

    /// The file at `explicitPath`, or the embedded document when there is none.
    public static func load(explicitPath: String?) -> Result<OpenAPIDocument, LoadFailure> {
        guard let explicitPath else {
            return embedded.map { .success($0) } ?? .failure(LoadFailure(path: "embedded openapi.yaml"))
        }
        guard let data = FileManager.default.contents(atPath: explicitPath) else {
            return .failure(LoadFailure(path: explicitPath))
        }
        return .success(OpenAPIDocument(path: explicitPath, bytes: Array(data)))
    }

    public struct LoadFailure: Error, Sendable, CustomStringConvertible {
        public let path: String
        public var description: String { "cannot read \(path)" }
    }
}
