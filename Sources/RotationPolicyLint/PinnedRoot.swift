import RotationPolicyCLI

/// `root:` in `.rotation-policy.yml`: the app's real root, which only the running app shows (a
/// coordinator, a factory), as a class and the controllers it holds:
///
///     root:
///       class: MainTabBarController
///       children: [LibraryViewController, {class: UINavigationController, children: [SettingsViewController]}]
///
/// A node is a class name, or `{class, children}` for a container. Lint turns it into the text of a
/// `_printHierarchy` dump, so that it is explored as a dump is; each class keeps the overrides read from code.
public struct PinnedRoot: Equatable, Sendable {
    public var className: String
    public var children: [PinnedRoot] = []
    /// The JSON path of the node in the configuration and its line there.
    public var path: String
    public var line: Int?

    /// Deeper pins are not apps; as a dump, the scan would cut them at 64 levels.
    static let maxDepth = 16
    static let maxNodes = 500

    static func parse(
        _ value: JSONNode, path: String, line: (String) -> Int?, depth: Int = 0, count: inout Int, fail: (String, String) -> CLIError
    ) throws(CLIError) -> PinnedRoot {
        count += 1
        guard count <= maxNodes else { throw fail(path, "more than \(maxNodes) controllers (limit)") }
        guard depth < maxDepth else { throw fail(path, "more than \(maxDepth) levels deep (limit)") }
        if let name = value.string {
            try check(name, path, fail)
            return PinnedRoot(className: name, path: path, line: line(path))
        }
        guard let members = value.members else {
            throw fail(path, "expected a class name or {class: Name, children: [...]}")
        }
        var node = PinnedRoot(className: "", path: path, line: line(path))
        for member in members {
            let memberPath = path + "." + member.key
            switch member.key {
            case "class":
                guard let name = member.value.string else { throw fail(memberPath, "expected the controller's class name") }
                try check(name, memberPath, fail)
                node.className = name
                node.line = line(memberPath)
            case "children":
                guard let items = member.value.items else { throw fail(memberPath, "expected a list of controllers") }
                for (index, item) in items.enumerated() {
                    node.children.append(
                        try parse(item, path: memberPath + "[\(index)]", line: line, depth: depth + 1, count: &count, fail: fail))
                }
            default: throw fail(memberPath, DidYouMean.unknownKey(member.key, among: ["class", "children"]))
            }
        }
        guard !node.className.isEmpty else { throw fail(path, "missing class: the controller's class name") }
        return node
    }

    private static func check(_ name: String, _ path: String, _ fail: (String, String) -> CLIError) throws(CLIError) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ part in
                part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else { throw fail(path, "expected a class name such as MainTabBarController (letters, digits, _ and a module prefix)") }
    }

    /// The pin as `_printHierarchy` text, one controller a line, and for each line of the text the node it
    /// came from (to name the configuration's line in an error).
    public var dump: (text: String, nodes: [Int: PinnedRoot]) {
        var lines: [String] = []
        var nodes: [Int: PinnedRoot] = [:]
        func add(_ node: PinnedRoot, depth: Int) {
            let markers = String(repeating: "   |", count: depth)
            lines.append("\(markers)\(depth > 0 ? " " : "")<\(node.className) 0x0>, state: appeared, view: <UIView 0x0>")
            nodes[lines.count] = node
            for child in node.children { add(child, depth: depth + 1) }
        }
        add(self, depth: 0)
        return (lines.joined(separator: "\n") + "\n", nodes)
    }
}
