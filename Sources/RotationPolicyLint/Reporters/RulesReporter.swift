import RotationPolicyCLI
import RotationPolicyWire

/// The output formats of `rotation-policy rules`: text, json and sarif (a log with
/// the rules and no results, as code scanning reads rule metadata), and markdown, the "Rules" section
/// of docs/lint.md. Xcode, GitHub and JUnit output are made of findings, so they have no list of rules.
public enum RulesReporter: String, CaseIterable, Sendable {
    case text, json, sarif, markdown

    public func render(_ rules: [RuleDescription] = LintRules.descriptions) -> String {
        switch self {
        case .text: rules.map(Self.text).joined()
        case .json: JSONNode.object([.init("rules", .array(rules.map(Self.json)))]).pretty + "\n"
        case .sarif: SARIFReporter.rulesLog(rules.map(\.diagnosticRule))
        case .markdown: rules.map(Self.markdown).joined(separator: "\n")
        }
    }

    /// "kvcOrientation (warning; static, at every call site; R3.10)", then the summary, indented.
    static func text(_ rule: RuleDescription) -> String {
        let rules = rule.rules.isEmpty ? "docs/rules.md" : rule.rules.map(\.name).joined(separator: ", ")
        return "\(rule.identifier) (\(rule.severity.rawValue); \(foundBy(rule)); \(rules))\n    \(rule.name): \(rule.summary)\n"
    }

    static func foundBy(_ rule: RuleDescription) -> String {
        rule.scope.isEmpty ? rule.source.rawValue : rule.source.rawValue + ", " + rule.scope
    }

    static func json(_ rule: RuleDescription) -> JSONNode {
        func examples(_ list: [RuleExample]) -> JSONNode {
            .array(
                list.map { example in
                    .object([
                        .init("file", .string(example.file)),
                        .init("app", .string(example.app.summary)),
                        .init("code", .string(example.code)),
                    ])
                })
        }
        return .object([
            .init("identifier", .string(rule.identifier.rawValue)),
            .init("name", .string(rule.name)),
            .init("severity", .string(rule.severity.rawValue)),
            .init("source", .string(rule.source.rawValue)),
            .init("scope", .string(rule.scope)),
            .init("rules", .array(rule.rules.map { .string($0.name) })),
            .init("summary", .string(rule.summary)),
            .init("details", .string(rule.details)),
            .init("help", .string(rule.helpReference)),
            .init("triggeringExamples", examples(rule.triggeringExamples)),
            .init("nonTriggeringExamples", examples(rule.nonTriggeringExamples)),
        ])
    }

    /// A rule's section of docs/lint.md.
    static func markdown(_ rule: RuleDescription) -> String {
        let links =
            rule.rules.isEmpty
            ? "[docs/rules.md](rules.md)" : rule.rules.map { "[\($0.name)](rules.md#\(RuleLink.anchor($0.name)))" }.joined(separator: ", ")
        var out = """
            <a id="\(rule.identifier.rawValue.lowercased())"></a>
            ### `\(rule.identifier)`

            **\(rule.name).** **Default severity:** \(rule.severity.rawValue). **Found by:** \(foundBy(rule)). **Rules:** \(links).

            \(rule.details)

            Flagged:

            """
        out += rule.triggeringExamples.map(\.markdown).joined(separator: "\n")
        out += "\nNot flagged:\n\n"
        out += rule.nonTriggeringExamples.map(\.markdown).joined(separator: "\n")
        return out
    }
}
