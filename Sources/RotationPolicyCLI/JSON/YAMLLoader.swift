import Yams

/// YAML specs become the same `JSONNode` tree as JSON ones, so everything downstream is one code path.
/// Scalars follow the YAML 1.2 core schema (only true/false are booleans, so `NO` stays a string), and
/// timestamps, merges and aliases are not resolved: a spec should read the same to a person and to us.
/// Anchors and aliases are refused from the event stream before Yams builds a node (`YAMLEventCheck`).
public enum YAMLLoader {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int?
        public var column: Int?
        public var message: String
        public var description: String {
            guard let line else { return message }
            return "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + message
        }
    }

    static let resolver: Resolver = {
        // The patterns are constants; a failure here is a programming error caught by every test run.
        (try? Resolver.default.removing(.timestamp).removing(.merge).removing(.value)
            .replacing(.bool, with: "^(?:true|True|TRUE|false|False|FALSE)$")) ?? .default
    }()

    public static func parse(_ text: String) throws(Failure) -> SourceDocument {
        try YAMLEventCheck.check(text)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, resolver)
        } catch let error as YamlError {
            throw failure(error)
        } catch {
            throw Failure(line: nil, column: nil, message: "\(error)")
        }
        guard let node else { throw Failure(line: 1, column: 1, message: "the file holds no YAML document") }
        var lines: [String: Int] = [:]
        let root = try convert(node, path: "$", lines: &lines)
        return SourceDocument(root: root, lines: lines)
    }

    private static func failure(_ error: YamlError) -> Failure {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let around = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return Failure(line: mark.line, column: mark.column, message: problem + around)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Failure(
                line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping")
        case .reader(let problem, _, _, _):
            return Failure(line: nil, column: nil, message: problem)
        default:
            return Failure(line: nil, column: nil, message: "\(error)")
        }
    }

    private static func convert(_ node: Node, path: String, lines: inout [String: Int]) throws(Failure) -> JSONNode {
        if let mark = node.mark { lines[path] = mark.line }
        func fail(_ message: String) -> Failure {
            Failure(line: node.mark?.line, column: node.mark?.column, message: "\(path): " + message)
        }
        switch node {
        case .scalar(let scalar):
            // Quoted scalars are always strings; plain ones are typed by the resolver.
            guard scalar.style == .plain else { return .string(scalar.string) }
            switch Tag.Name(rawValue: node.tag.description) {
            case .null: return .null
            case .bool: return .bool(scalar.string.lowercased() == "true")
            case .int:
                guard let value = Int.construct(from: scalar) else { throw fail("integer '\(scalar.string)' is out of range") }
                return .number(String(value))
            case .float:
                guard let value = Double.construct(from: scalar), value.isFinite else {
                    throw fail("'\(scalar.string)' is not a number JSON can hold")
                }
                return .number(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value))
            default: return .string(scalar.string)
            }
        case .mapping(let mapping):
            var members: [JSONNode.Member] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else { throw fail("mapping keys must be plain text") }
                let childPath = JSONPathText.child(path, keyScalar.string)
                members.append(.init(keyScalar.string, try convert(value, path: childPath, lines: &lines)))
                // Point at the key: a nested value may start on the next line.
                if let mark = keyScalar.mark { lines[childPath] = mark.line }
            }
            return .object(members)
        case .sequence(let sequence):
            var items: [JSONNode] = []
            for (index, item) in sequence.enumerated() {
                items.append(try convert(item, path: JSONPathText.index(path, index), lines: &lines))
            }
            return .array(items)
        case .alias:
            throw fail("YAML aliases (*name) are not supported in specs; write the value out")
        }
    }
}
