import RotationPolicyJSON

/// A parsed spec or request file: the tree, and the line each value starts on (by JSON path), so
/// reports and GitHub annotations can point at the line an expectation was written on.
public struct SourceDocument: Equatable, Sendable {
    public var root: JSONNode
    public var lines: [String: Int]

    public init(root: JSONNode, lines: [String: Int] = [:]) {
        self.root = root
        self.lines = lines
    }

    /// The line of `path`, or of its nearest written ancestor.
    public func line(of path: String) -> Int? {
        var path = path
        while true {
            if let line = lines[path] { return line }
            guard let cut = JSONPathText.parent(of: path) else { return nil }
            path = cut
        }
    }
}

/// `$.root.children[2].id`, the JSONPath form the API uses in its problem documents: spelled by the
/// API's own `JSONPath`, so a spec's key `1a` is `$["1a"]` here as in a 400 from the server.
public enum JSONPathText {
    public static func child(_ path: String, _ key: String) -> String { JSONPath.member(path, key) }

    public static func index(_ path: String, _ index: Int) -> String { JSONPath.index(path, index) }

    static func parent(of path: String) -> String? {
        guard path != "$" else { return nil }
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") { return String(path[..<open]) }
        if let dot = path.lastIndex(of: ".") { return String(path[..<dot]) }
        return nil
    }
}
