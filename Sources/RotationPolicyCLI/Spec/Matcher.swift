/// One difference between what a spec expects and what the API answered.
public struct Mismatch: Equatable, Sendable {
    /// Where in the spec, e.g. `$.expect.steps[3].rotated`.
    public var path: String
    public var expected: String
    public var actual: String
    /// Set for differences that are not a value pair (a missing field, a count, an extra finding).
    public var note: String?
    /// Lines that explain it: an unexpected finding's witness and fix, the budget that cut a search short.
    public var details: [String] = []

    public init(path: String, expected: String, actual: String, note: String? = nil, details: [String] = []) {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.note = note
        self.details = details
    }

    public var text: String {
        let place = path.hasPrefix("$.") ? String(path.dropFirst(2)) : path
        if let note { return "\(place): \(note)" }
        return "\(place): expected \(expected), got \(actual)"
    }

    /// `text` and its details, indented under it.
    public var fullText: String { ([text] + details.map { "  " + $0 }).joined(separator: "\n") }
}

/// Partial matching, as the project's fixtures use it: every key written must match; arrays match in
/// length and element by element; masks may be written in any of the API's forms; `none` is null.
enum Matcher {
    static func compare(_ expected: JSONNode, _ actual: JSONNode?, _ shape: Shape, at path: String) -> [Mismatch] {
        guard let actual else { return [Mismatch(path: path, expected: "", actual: "", note: "missing in the answer")] }
        switch shape {
        case .mask:
            if case .object = expected { return generic(expected, actual, at: path) }
            guard case .success(let want) = Mask.rawValue(of: expected) else { return generic(expected, actual, at: path) }
            let got = Mask.rawValue(ofAnswer: actual)
            if got == want { return [] }
            return [
                Mismatch(
                    path: path, expected: "[\(Mask.describe(want))]",
                    actual: got.map { "[\(Mask.describe($0))]" } ?? actual.compact)
            ]
        case .orNone(let fields):
            if expected == .null || expected == .string("none") {
                return actual == .null ? [] : [Mismatch(path: path, expected: "none", actual: summary(actual))]
            }
            if actual == .null { return [Mismatch(path: path, expected: expected.compact, actual: "none")] }
            return compare(expected, actual, .object(fields), at: path)
        case .object(let fields):
            guard let members = expected.members, actual.members != nil else { return generic(expected, actual, at: path) }
            return members.flatMap { member in
                compare(member.value, actual[member.key], fields[member.key] ?? .value, at: JSONPathText.child(path, member.key))
            }
        case .array(let element):
            return list(expected, actual, element, at: path)
        case .steps(let element):
            if let members = expected.members, let steps = actual.items {
                return members.flatMap { member -> [Mismatch] in
                    let index = Int(member.key) ?? -1
                    let childPath = JSONPathText.child(path, member.key)
                    guard steps.indices.contains(index) else {
                        return [Mismatch(path: childPath, expected: "", actual: "", note: "the answer has only \(steps.count) steps")]
                    }
                    return compare(member.value, steps[index], element, at: childPath)
                }
            }
            return list(expected, actual, element, at: path)
        case .value:
            return generic(expected, actual, at: path)
        }
    }

    private static func list(_ expected: JSONNode, _ actual: JSONNode, _ element: Shape, at path: String) -> [Mismatch] {
        guard let want = expected.items, let got = actual.items else { return generic(expected, actual, at: path) }
        guard want.count == got.count else {
            return [
                Mismatch(
                    path: path, expected: "\(want.count) entries", actual: "\(got.count)",
                    note: "expected \(want.count) entries, got \(got.count): \(truncated(actual.compact))")
            ]
        }
        return zip(want, got).enumerated().flatMap { index, pair in
            compare(pair.0, pair.1, element, at: JSONPathText.index(path, index))
        }
    }

    private static func generic(_ expected: JSONNode, _ actual: JSONNode, at path: String) -> [Mismatch] {
        switch (expected, actual) {
        case (.object(let members), .object):
            return members.flatMap { compare($0.value, actual[$0.key], .value, at: JSONPathText.child(path, $0.key)) }
        case (.array, .array):
            return list(expected, actual, .value, at: path)
        default:
            return expected.sameValue(as: actual)
                ? [] : [Mismatch(path: path, expected: truncated(expected.compact), actual: truncated(actual.compact))]
        }
    }

    /// A violation or finding in one line.
    static func summary(_ node: JSONNode) -> String {
        let parts = ["kind", "exception", "code", "controller", "event", "severity"].compactMap { key -> String? in
            guard let value = node[key], value != .null else { return nil }
            return "\(key) \(value.string ?? value.compact)"
        }
        return parts.isEmpty ? truncated(node.compact) : parts.joined(separator: ", ")
    }

    static func truncated(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Findings: each expected one must match a distinct actual one (in any order), and no actual
    /// finding at or above `failOn` (any, when nil) may be left over. A leftover one carries its
    /// message, witness and fix.
    static func findings(expected: [JSONNode], actual: [JSONNode], at path: String, failOn: Severity? = nil) -> [Mismatch] {
        var unused = Array(actual.indices)
        var found: [Mismatch] = []
        for (index, want) in expected.enumerated() {
            if let hit = unused.firstIndex(where: { compare(want, actual[$0], Shape.exploreFinding, at: path).isEmpty }) {
                unused.remove(at: hit)
            } else {
                found.append(
                    Mismatch(
                        path: JSONPathText.index(path, index), expected: "", actual: "",
                        note: "expected finding \(truncated(want.compact)) was not found"))
            }
        }
        for index in unused {
            let finding = actual[index]
            if let failOn, let severity = finding["severity"]?.string.flatMap(Severity.init(rawValue:)), severity < failOn { continue }
            var details: [String] = []
            if let message = finding["message"]?.string, !message.isEmpty { details.append(message) }
            details += FindingDetail.lines(finding)
            found.append(
                Mismatch(path: path, expected: "", actual: "", note: "unexpected finding: \(summary(finding))", details: details))
        }
        return found
    }
}

extension Mismatch {
    /// The difference as `check` reports it: at the spec line it was written on, about its JSONPath.
    func diagnostic(file: String, line: Int?) -> Diagnostic {
        Diagnostic(
            rule: .expectation, message: note ?? "expected \(expected), got \(actual)", path: file, line: line, subject: path,
            difference: note == nil ? Diagnostic.Difference(expected: expected, actual: actual) : nil, notes: details)
    }
}
