import RotationPolicy
import RotationPolicyCLI
import RotationPolicyWire

/// One finding of an explore answer, read back into the domain's values once at the JSON seam: lint
/// tells findings apart by these (kind, rule, warning code), never by their spelling or their message.
struct ExploredFinding: Hashable {
    var kind: Finding.Kind
    var severity: Severity
    /// The docs/rules.md rule (`§7 E2` is `.s7E2`).
    var rule: Rule?
    /// The exception, warning or scene error as the answer spells it; `warning` is the warning's value.
    var code: String?
    var warning: WarningCode?
    /// The controller's id in the explored request.
    var controller: String?

    /// docs/rules.md's rules by the answer's spelling, from the Wire's own names.
    static let rulesByName: [String: Rule] = Dictionary(uniqueKeysWithValues: Rule.allCases.map { ($0.name, $0) })

    /// Nil for a finding whose kind or severity this version of lint does not know.
    init?(_ node: JSONNode) {
        guard let kind = node["kind"]?.string.flatMap(Finding.Kind.init(rawValue:)),
            let severity = node["severity"]?.string.flatMap(Severity.init(rawValue:))
        else { return nil }
        self.kind = kind
        self.severity = severity
        rule = node["rule"]?.string.flatMap { Self.rulesByName[$0] }
        code = node["code"]?.string
        warning = code.flatMap(WarningCode.init(rawValue:))
        controller = node["controller"]?.string
    }

    /// The findings of an explore answer that lint knows.
    static func all(in answer: JSONNode) -> [ExploredFinding] { (answer["findings"]?.items ?? []).compactMap(ExploredFinding.init) }

    /// A crash or an error: what a verified fix must not add.
    var isSerious: Bool { severity >= .error }

    /// E2 (a preferred orientation outside the mask) thrown for `controller`.
    func isPreferredCrash(of controller: String?) -> Bool { kind == .exception && rule == .s7E2 && self.controller == controller }
}
