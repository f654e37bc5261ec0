import FoundationEssentials

/// Files built into the binary by the EmbedAssets plugin: `openapi.yaml`, `playground/…` (this target's
/// Playground folder) and `examples/seed-00N/…json` (the seed fixtures). Decoded once, on first use.
public enum EmbeddedAssets {
    /// Every embedded file by key, e.g. `openapi.yaml` or `playground/index.html`.
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (key, base64) in GeneratedAssets.base64 {
            // The plugin wrote these literals itself, so they always decode.
            files[key] = Data(base64Encoded: base64).map(Array.init) ?? []
        }
        return files
    }()

    /// The keys under a prefix, sorted.
    public static func keys(withPrefix prefix: String) -> [String] {
        files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
