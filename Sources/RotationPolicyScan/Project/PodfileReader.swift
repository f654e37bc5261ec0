import Foundation

/// Which subspecs of each pod a `Podfile` asks for, read from its `pod` lines without running Ruby:
/// `pod 'Kit'` (the whole pod), `pod 'Kit/UI'` (one subspec), and `pod 'Kit', :subspecs => ['UI', 'Video']`
/// (or `subspecs: [...]`). Every `pod` line of every target counts: the scan does not tell an app's
/// target block from its tests'. A line whose name is not a literal is skipped with a warning.
enum PodfileReader {
    struct Request: Sendable, Equatable {
        /// The subspec's name below the pod (`UI`, `UI/Video`); nil: the whole pod.
        var subspec: String?
        var line: Int
    }

    /// Pod name (before any `/`) → what the Podfile's lines ask of it.
    static func read(_ text: String, file: String, warnings: inout [String]) -> [String: [Request]] {
        var requests: [String: [Request]] = [:]
        for (line, statement) in PodspecReader.statements(text) {
            guard var arguments = podArguments(statement) else { continue }
            if arguments.hasPrefix("("), arguments.hasSuffix(")") { arguments = String(arguments.dropFirst().dropLast()) }
            guard let name = PodspecReader.firstLiteral(arguments) else {
                warnings.append("\(file):\(line): the pod's name is not a literal; which of its subspecs the app builds is not known")
                continue
            }
            let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
            guard let pod = parts.first, !pod.isEmpty else { continue }
            let list = subspecList(arguments)
            if parts.count == 2 {
                requests[pod, default: []].append(Request(subspec: parts[1], line: line))
            } else if list.given, let names = list.names {
                // `:subspecs => []` names the pod and builds none of its files (CocoaPods #5201).
                requests[pod, default: []] += names.map { Request(subspec: $0, line: line) }
            } else {
                if list.given {
                    warnings.append("\(file):\(line): the subspecs of \(pod) are not a literal list; the whole pod is read")
                }
                requests[pod, default: []].append(Request(subspec: nil, line: line))
            }
        }
        return requests
    }

    /// The text after `pod` when the statement is a `pod` call (`pod 'X'`, `pod('X')`).
    private static func podArguments(_ statement: String) -> String? {
        guard statement.hasPrefix("pod") else { return nil }
        let rest = statement.dropFirst(3)
        guard let first = rest.first, first == " " || first == "(" || first == "\t" else { return nil }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// `:subspecs => ['A', 'B']` or `subspecs: %w[A B]` → the names; `given` without names when the value
    /// is not a literal list.
    private static func subspecList(_ arguments: String) -> (given: Bool, names: [String]?) {
        guard let key = arguments.range(of: #"(:subspecs\s*=>|\bsubspecs:)\s*"#, options: .regularExpression) else { return (false, nil) }
        let rest = arguments[key.upperBound...]
        let closers: [Character: Character] = ["[": "]", "(": ")", "{": "}", "<": ">"]
        var end = rest.startIndex
        var opened: Character?
        for index in rest.indices {
            let character = rest[index]
            if opened == nil, let close = closers[character] {
                opened = close
            } else if let close = opened, character == close {
                end = rest.index(after: index)
                break
            }
        }
        let value = rest[..<end].trimmingCharacters(in: .whitespaces)
        if value == "[]" { return (true, []) }
        return (true, PodspecReader.literals(value))
    }
}
