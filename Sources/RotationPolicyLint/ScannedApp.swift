import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// One scan of the project, as lint reads it: the spec (request, explore actions) as a tree, where each
/// fact came from, and which controller sits at which JSON path, so a finding about a controller or an
/// event can be put on the line that causes it.
struct ScannedApp {
    var iosVersion: String
    var spec: JSONNode
    /// `$.request.root.children[0].supportedOrientations` → where it was read, and how.
    var facts: [String: (at: SourceLocation?, how: String)]
    /// Controller id → its JSON path in the spec (the launch tree and the controllers actions bring).
    var controllers: [String: String]
    /// Each explore action's compact JSON, to match a witness's events to the line that fires them.
    var actions: [String]
    /// What the scan read and what the model reaches of it, for the coverage summary.
    var stats: ScanStats
    var reach: ScanReach
    var unresolved: [UnresolvedEntry]
    /// The scan itself: every class read, for ClassChecks.
    var scan: ScanResult

    init(_ result: ScanResult, iosVersion: String) {
        self.iosVersion = iosVersion
        scan = result
        stats = result.stats
        reach = result.reach
        unresolved = result.unresolved
        spec = JSONNode(result.spec(scannedPath: "."))
        var facts: [String: (at: SourceLocation?, how: String)] = [:]
        for entry in result.sources where facts[entry.fact] == nil {
            facts[entry.fact] = (entry.at.map { SourceLocation(path: $0.file, line: $0.line, column: $0.column) }, entry.how.rawValue)
        }
        self.facts = facts
        (controllers, actions) = Self.index(spec)
    }

    /// Controller id → JSON path, and each action's compact JSON, for a spec.
    static func index(_ spec: JSONNode) -> (controllers: [String: String], actions: [String]) {
        var controllers: [String: String] = [:]
        func walk(_ node: JSONNode, _ path: String) {
            if let id = node["id"]?.string, controllers[id] == nil { controllers[id] = path }
            for (index, child) in (node["children"]?.items ?? []).enumerated() { walk(child, path + ".children[\(index)]") }
            if let presented = node["presented"]?["controller"] { walk(presented, path + ".presented.controller") }
        }
        if let root = spec["request"]?["root"] { walk(root, "$.request.root") }
        for (index, window) in (spec["request"]?["windows"]?.items ?? []).enumerated() {
            if let root = window["root"] { walk(root, "$.request.windows[\(index)].root") }
        }
        let actions = spec["explore"]?["actions"]?.items ?? []
        for (index, action) in actions.enumerated() {
            if let controller = action["controller"] { walk(controller, "$.explore.actions[\(index)].controller") }
        }
        return (controllers, actions.map(\.compact))
    }

    var request: JSONNode { spec["request"] ?? .object([]) }
    var app: JSONNode { request["app"] ?? .object([]) }

    /// UIKit's mask for a controller without an override: all on iPad, all but upside down on iPhone.
    var defaultMask: Int { app["idiom"]?.string == "pad" ? 30 : 26 }

    /// The app's mask and where it comes from: the delegate's answer replaces Info.plist when the
    /// delegate implements `application(_:supportedInterfaceOrientationsFor:)` (R1.5); Info.plist takes
    /// its `~ipad` list on iPad.
    var appMask: (mask: Int, source: String) {
        if let delegate = mask(app["delegateOrientations"]) { return (delegate, "the app delegate's mask") }
        let plist = (app["idiom"]?.string == "pad" ? app["supportedOrientationsPad"] : nil) ?? app["supportedOrientations"]
        return (mask(plist) ?? defaultMask, "Info.plist")
    }

    /// A mask as the spec writes it (name, list or raw value), as a raw value; nil when absent or unreadable.
    func mask(_ node: JSONNode?) -> Int? { node.flatMap { try? Mask.rawValue(of: $0).get() } }

    /// Where a fact was read; nil for facts with no line (defaults, flags).
    func location(_ path: String) -> SourceLocation? { facts[path]?.at ?? nil }

    /// The best line for something about a controller: the given field's `return`, else the line that
    /// names its class, else the line that creates it.
    func location(controller id: String, field: String?) -> SourceLocation? {
        guard let path = controllers[id] else { return nil }
        if let field, let at = location(path + "." + field) { return at }
        return location(path + ".class") ?? location(path) ?? actionLocation(containing: path)
    }

    /// The action that brings a controller (`$.explore.actions[3].controller…` → action 3's line).
    func actionLocation(containing path: String) -> SourceLocation? {
        guard path.hasPrefix("$.explore.actions["), let end = path.firstIndex(of: "]") else { return nil }
        return location(String(path[...end]))
    }

    /// The index of the explore action an event is, if the app fires it (device turns are not actions).
    func actionIndex(of event: JSONNode) -> Int? {
        let text = event.compact
        return actions.firstIndex(of: text)
    }

    /// Every controller node with its path, launch tree first.
    var controllerNodes: [(path: String, node: JSONNode)] {
        controllers.sorted { $0.value < $1.value }.compactMap { _, path in node(at: path).map { (path, $0) } }
    }

    /// The node at a simple path of members and indices (`$.request.root.children[0]`).
    func node(at path: String) -> JSONNode? { Self.parentNode(spec, path) }

    enum Step: Equatable {
        case member(String)
        case index(Int)
    }

    /// `$.a.b[2].c` as steps; nil for anything else.
    static func steps(_ path: String) -> [Step]? {
        guard path.hasPrefix("$") else { return nil }
        var steps: [Step] = []
        var rest = Substring(path.dropFirst())
        while !rest.isEmpty {
            if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                steps.append(.member(String(rest[..<end])))
                rest = rest[end...]
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        return steps
    }

    static func parentNode(_ root: JSONNode, _ path: String) -> JSONNode? {
        guard let steps = steps(path) else { return nil }
        var node = root
        for step in steps {
            switch step {
            case .member(let key):
                guard let next = node[key] else { return nil }
                node = next
            case .index(let index):
                guard let items = node.items, items.indices.contains(index) else { return nil }
                node = items[index]
            }
        }
        return node
    }

    /// A copy of `root` with the node at `path` replaced.
    static func replacing(_ root: JSONNode, at path: String, with value: JSONNode) -> JSONNode {
        guard let steps = steps(path) else { return root }
        func replace(_ node: JSONNode, _ steps: ArraySlice<Step>) -> JSONNode {
            guard let step = steps.first else { return value }
            switch step {
            case .member(let key):
                guard let child = node[key] else { return node }
                return node.setting(key, replace(child, steps.dropFirst()))
            case .index(let index):
                guard var items = node.items, items.indices.contains(index) else { return node }
                items[index] = replace(items[index], steps.dropFirst())
                return .array(items)
            }
        }
        return replace(root, steps[...])
    }
}
