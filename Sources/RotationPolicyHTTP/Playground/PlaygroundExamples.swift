import RotationPolicy
import RotationPolicyAssets
import RotationPolicyJSON
import RotationPolicyWire

/// `GET /v1/examples`: every embedded seed and explore fixture as `{"name", "seed", "story", "request"}`
/// (`seed` is the folder: `seed-000`, …, `explore`), in file order. The fixtures' `expect` is left out: the playground shows what the service answers, not what a
/// test expects. Built once, on first use.
enum PlaygroundExamples {
    static let json: [UInt8] = render(keys: EmbeddedAssets.keys(withPrefix: "examples/"), files: EmbeddedAssets.files)

    /// `{"examples": [...]}`. A fixture that does not parse, or lacks `story` or `request`, is listed
    /// under `"skipped"` with the reason, so a broken file is visible rather than silently absent.
    static func render(keys: [String], files: [String: [UInt8]]) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 256 * 1024)
        var skipped: [(String, String)] = []
        writer.beginObject()
        writer.key("examples")
        writer.beginArray()
        for key in keys {
            // examples/seed-000/08-preferred-outside-mask-crash.json
            let parts = key.split(separator: "/")
            guard parts.count == 3, parts[2].hasSuffix(".json") else { continue }
            let value: JSONValue
            do {
                value = try JSONParser.parse(files[key] ?? [], maxDepth: 1024, maxStringBytes: 1 << 20)
            } catch {
                skipped.append((key, RequestError(error).detail))
                continue
            }
            guard case .object(let fixture) = value, case .string(let story)? = fixture["story"],
                let request = fixture["request"]
            else {
                skipped.append((key, "expected an object with a string 'story' and a 'request'"))
                continue
            }
            writer.beginObject()
            writer.key("name")
            writer.string(String(parts[2].dropLast(".json".count)))
            writer.key("seed")
            writer.string(String(parts[1]))
            writer.key("story")
            writer.string(story)
            writer.key("request")
            writer.value(request)
            writer.endObject()
        }
        writer.endArray()
        writer.key("skipped")
        writer.beginArray()
        for (key, reason) in skipped {
            writer.beginObject()
            writer.key("file")
            writer.string(key)
            writer.key("reason")
            writer.string(reason)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}
