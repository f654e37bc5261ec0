import RotationPolicyWire

/// The answer's `confidence` in one line, for the timeline, `check` and CI reports: nothing when every
/// step is documented, else the level, what lowered it and where docs/rules.md explains it, e.g.
/// `confidence: assumed (R3.6 fallback orientation; see docs/rules.md#r3-6)`.
public enum ConfidenceLine {
    public static func text(answer: JSONNode) -> String? {
        guard let confidence = answer["confidence"], let level = confidence["level"]?.string, level != "documented" else {
            return nil
        }
        var rules = strings(confidence["uncertainRules"])
        // No assumption: the weakest steps' own rules are what the level rests on.
        if rules.isEmpty {
            for step in answer["steps"]?.items ?? [] where step["confidence"]?.string == level {
                if let rule = step["rule"]?.string, !rules.contains(rule) { rules.append(rule) }
            }
        }
        let assumptions = strings(confidence["assumptions"]).map { code in
            Vocabulary.assumptions.first { $0.code == code }?.words ?? code
        }
        let presets = strings(confidence["uncertainPresets"])
        var parts: [String] = []
        let what = (rules.isEmpty ? [] : [rules.joined(separator: ", ")]) + (assumptions.isEmpty ? [] : [assumptions.joined(separator: ", ")])
        if !what.isEmpty { parts.append(what.joined(separator: " ")) }
        if !presets.isEmpty { parts.append("preset\(presets.count == 1 ? "" : "s") \(presets.joined(separator: ", "))") }
        let explained = strings(confidence["uncertainRules"]).first ?? (presets.isEmpty ? rules.first : nil)
        parts.append("see " + (explained.map(RuleLink.reference) ?? "docs/rules.md#confidence"))
        return "confidence: \(level) (\(parts.joined(separator: "; ")))"
    }

    static func strings(_ node: JSONNode?) -> [String] { (node?.items ?? []).compactMap(\.string) }
}
