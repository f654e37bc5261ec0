import Foundation

/// `expectCalls`: the UIKit calls each cross-platform step (`flutter.…`, `expo.…`,
/// `rnOrientationLocker.…`, `rnScreens.…`) makes, one list per such step in order, as the libraries' own
/// tests state them with OCMExpect / OCMReject. Read from the step's trace (the request needs
/// `options.trace`), where each call is a line `→ call ⇒ what UIKit did (rule)`.
enum CallsExpectation {
    static func parse(_ node: JSONNode, _ fail: (String, String) -> CLIError) throws(CLIError) -> [[String]] {
        guard let lists = node.items else { throw fail("$.expectCalls", "must be a list of lists of calls") }
        var result: [[String]] = []
        for (index, list) in lists.enumerated() {
            guard let calls = list.items else { throw fail("$.expectCalls[\(index)]", "must be a list of calls") }
            var names: [String] = []
            for (position, call) in calls.enumerated() {
                guard let name = call.string else { throw fail("$.expectCalls[\(index)][\(position)]", "must be a string") }
                names.append(name)
            }
            result.append(names)
        }
        return result
    }

    static func compare(_ expected: [[String]], _ answer: JSONNode) -> [Mismatch] {
        let steps = (answer["steps"]?.items ?? []).filter { $0["type"]?.string?.contains(".") ?? false }
        guard steps.count == expected.count else {
            return [
                Mismatch(
                    path: "$.expectCalls", expected: "\(expected.count)", actual: "\(steps.count)",
                    note: "expected \(expected.count) cross-platform steps, the answer has \(steps.count)")
            ]
        }
        var mismatches: [Mismatch] = []
        for (index, (step, wanted)) in zip(steps, expected).enumerated() {
            guard let trace = step["trace"]?.items else {
                mismatches.append(
                    Mismatch(path: "$.expectCalls[\(index)]", expected: "", actual: "", note: "the step has no trace: set options.trace"))
                continue
            }
            let calls = trace.compactMap { line -> String? in
                guard let text = line.string, text.hasPrefix("→ ") else { return nil }
                return text.dropFirst(2).components(separatedBy: " ⇒ ")[0]
            }
            if calls != wanted {
                mismatches.append(
                    Mismatch(
                        path: "$.expectCalls[\(index)]", expected: wanted.joined(separator: "; "),
                        actual: calls.joined(separator: "; ")))
            }
        }
        return mismatches
    }
}
