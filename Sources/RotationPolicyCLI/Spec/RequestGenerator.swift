import Foundation

/// `generate`, as the limit fixtures use it: `base` with `repeat.item` placed `repeat.count` times in
/// the array at the dotted `repeat.key`, `{n}` in strings replaced by the 1-based index.
enum RequestGenerator {
    static let maxCount = 1_000_000

    static func generate(_ recipe: JSONNode) throws(CLIError) -> JSONNode {
        guard case .object = recipe["base"], let repeating = recipe["repeat"], let key = repeating["key"]?.string,
            let count = repeating["count"]?.int, let item = repeating["item"]
        else { throw CLIError.invalid("must be {base: {...}, repeat: {key, count, item}}") }
        guard (1...maxCount).contains(count) else { throw CLIError.invalid("repeat.count must be 1…\(maxCount)") }
        func numbered(_ value: JSONNode, _ n: Int) -> JSONNode {
            switch value {
            case .string(let text): .string(text.replacingOccurrences(of: "{n}", with: String(n)))
            case .array(let items): .array(items.map { numbered($0, n) })
            case .object(let members): .object(members.map { .init($0.key, numbered($0.value, n)) })
            default: value
            }
        }
        let items = JSONNode.array((1...count).map { numbered(item, $0) })
        func placing(_ object: JSONNode, _ keys: ArraySlice<Substring>) -> JSONNode {
            guard let first = keys.first else { return object }
            if keys.count == 1 { return object.removing(String(first)).setting(String(first), items) }
            let inner = object[String(first)].flatMap { $0.members != nil ? $0 : nil } ?? .object([])
            return object.setting(String(first), placing(inner, keys.dropFirst()))
        }
        return placing(recipe["base"]!, key.split(separator: ".")[...])
    }
}
