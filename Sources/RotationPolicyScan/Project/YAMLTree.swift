import RotationPolicyWire
import Yams

/// A YAML document as a tree whose every node keeps the file and line it was written at, so XcodeGen's
/// settings can be traced, and included files merged as XcodeGen merges them.
indirect enum YAMLTree: Sendable {
    case scalar(String, SourceRef)
    case list([YAMLTree], SourceRef)
    case map([(key: String, value: YAMLTree)], SourceRef)

    enum ParseError: Error {
        case syntax(String)
    }

    static func parse(_ text: String, file: String) throws(ParseError) -> YAMLTree? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw .syntax("\(error)")
        }
        return node.map { convert($0, file: file) }
    }

    private static func convert(_ node: Node, file: String) -> YAMLTree {
        let at = SourceRef(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar): return .scalar(scalar.string, at)
        case .sequence(let sequence): return .list(sequence.map { convert($0, file: file) }, at)
        case .mapping(let mapping):
            return .map(mapping.compactMap { key, value in key.string.map { ($0, convert(value, file: file)) } }, at)
        case .alias: return .scalar("", at)
        }
    }

    var at: SourceRef {
        switch self {
        case .scalar(_, let at), .list(_, let at), .map(_, let at): at
        }
    }

    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    var items: [YAMLTree] {
        if case .list(let items, _) = self { return items }
        return []
    }

    var entries: [(key: String, value: YAMLTree)] {
        if case .map(let entries, _) = self { return entries }
        return []
    }

    subscript(_ key: String) -> YAMLTree? { entries.last { $0.key == key }?.value }

    /// The folder of the file this node was written in: XcodeGen's paths are relative to it.
    var folder: String { ProjectPath.folder(of: at.file) }

    /// XcodeGen's merge of an included spec (`self`) with the one including it: maps merge key by key,
    /// lists are appended, anything else is replaced; a key ending in `:REPLACE` replaces.
    func merged(with over: YAMLTree) -> YAMLTree {
        switch (self, over) {
        case (.map(let base, let at), .map(let top, _)):
            var out = base
            for (key, value) in top {
                if key.hasSuffix(":REPLACE") {
                    let bare = String(key.dropLast(":REPLACE".count))
                    out.removeAll { $0.key == bare }
                    out.append((bare, value))
                } else if let index = out.firstIndex(where: { $0.key == key }) {
                    out[index].value = out[index].value.merged(with: value)
                } else {
                    out.append((key, value))
                }
            }
            return .map(out, at)
        case (.list(let base, let at), .list(let top, _)):
            return .list(base + top, at)
        default:
            return over
        }
    }
}
