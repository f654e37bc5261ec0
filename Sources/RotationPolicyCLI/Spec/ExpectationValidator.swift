/// Rejects expectations that name fields the answer cannot have (exit 2 with the path), and mask
/// values that are not masks, before anything runs.
enum ExpectationValidator {
    static func validate(
        _ node: JSONNode, _ shape: Shape, at path: String, _ fail: (String, String) -> CLIError
    ) throws(CLIError) {
        switch shape {
        case .value:
            return
        case .mask:
            if case .object = node {
                try validate(node, .object(["orientations": .value, "rawValue": .value]), at: path, fail)
            } else if case .failure(let message) = Mask.rawValue(of: node) {
                throw fail(path, message.message)
            }
        case .orNone(let fields):
            if node == .null || node == .string("none") { return }
            try validate(node, .object(fields), at: path, fail)
        case .object(let fields):
            guard let members = node.members else {
                throw fail(path, "must be an object with some of: \(fields.keys.sorted().joined(separator: ", "))")
            }
            for member in members {
                let childPath = JSONPathText.child(path, member.key)
                guard let child = fields[member.key] else {
                    throw fail(childPath, "no such field in the answer: " + DidYouMean.unknownKey(member.key, among: fields.keys))
                }
                try validate(member.value, child, at: childPath, fail)
            }
        case .array(let element):
            guard let items = node.items else { throw fail(path, "must be a list") }
            for (index, item) in items.enumerated() { try validate(item, element, at: JSONPathText.index(path, index), fail) }
        case .steps(let element):
            if let items = node.items {
                for (index, item) in items.enumerated() { try validate(item, element, at: JSONPathText.index(path, index), fail) }
            } else if let members = node.members {
                for member in members {
                    let childPath = JSONPathText.child(path, member.key)
                    guard let index = Int(member.key), index >= 0 else {
                        throw fail(childPath, "steps are keyed by step index (0, 1, …), got '\(member.key)'")
                    }
                    _ = index
                    try validate(member.value, element, at: childPath, fail)
                }
            } else {
                throw fail(path, "must be a list of every step, or an object keyed by step index")
            }
        }
    }
}
