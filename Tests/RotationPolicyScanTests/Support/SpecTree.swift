import Foundation

/// Walks the controllers of a request or spec (root tree, windows, presented, events and explore
/// actions), so a scan can be compared with a hand-written fixture class by class.
enum SpecTree {
    struct Controller {
        var node: [String: Any]
        var parent: [String: Any]?
    }

    static func controllers(_ spec: [String: Any]) -> [Controller] {
        let request = spec["request"] as? [String: Any] ?? spec
        var out: [Controller] = []
        func walk(_ node: [String: Any], _ parent: [String: Any]?) {
            out.append(Controller(node: node, parent: parent))
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child, node) }
            if let presented = (node["presented"] as? [String: Any])?["controller"] as? [String: Any] { walk(presented, node) }
        }
        if let root = request["root"] as? [String: Any] { walk(root, nil) }
        for window in request["windows"] as? [[String: Any]] ?? [] {
            if let root = window["root"] as? [String: Any] { walk(root, nil) }
        }
        let explore = (spec["explore"] as? [String: Any]) ?? (request["explore"] as? [String: Any])
        let steps = (request["events"] as? [[String: Any]] ?? []) + (explore?["actions"] as? [[String: Any]] ?? [])
        for step in steps {
            if let controller = step["controller"] as? [String: Any] { walk(controller, nil) }
        }
        // A pushed controller's parent is the navigation controller it is pushed onto.
        let byId = Dictionary(out.compactMap { c in (c.node["id"] as? String).map { ($0, c.node) } }, uniquingKeysWith: { a, _ in a })
        for step in steps where step["type"] as? String == "push" {
            guard let pushed = (step["controller"] as? [String: Any])?["id"] as? String, let nav = step["navigation"] as? String else { continue }
            if let index = out.firstIndex(where: { $0.node["id"] as? String == pushed }) { out[index].parent = byId[nav] }
        }
        return out
    }

    static func bareClass(_ node: [String: Any]) -> String? {
        (node["class"] as? String).map { String($0.split(separator: ".").last ?? "") }
    }

    static func classById(_ spec: [String: Any]) -> [String: String] {
        var map: [String: String] = [:]
        for controller in controllers(spec) {
            if let id = controller.node["id"] as? String, let name = bareClass(controller.node) { map[id] = name }
        }
        return map
    }

    static let maskNames: [String: Set<String>] = [
        "portrait": ["portrait"], "portraitUpsideDown": ["portraitUpsideDown"], "landscapeLeft": ["landscapeLeft"],
        "landscapeRight": ["landscapeRight"], "landscape": ["landscapeLeft", "landscapeRight"],
        "all": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
        "allButUpsideDown": ["portrait", "landscapeLeft", "landscapeRight"],
    ]

    /// A mask in any of the request's spellings, as a set (nil when absent).
    static func mask(_ value: Any?) -> Set<String>? {
        if let name = value as? String { return maskNames[name] }
        if let list = value as? [String] { return Set(list) }
        return nil
    }
}
