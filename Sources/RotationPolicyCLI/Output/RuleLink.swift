import Foundation

/// Where a rule number the service prints is explained: docs/rules.md, with its stable anchors
/// (`R3.10` → `#r3-10`, `§7 E1` → `#s7-e1`); the playground links the same anchors.
public enum RuleLink {
    public static func anchor(_ rule: String) -> String {
        rule.lowercased().replacingOccurrences(of: "§", with: "s").map { $0 == "." || $0 == " " ? "-" : String($0) }.joined()
    }

    public static func reference(_ rule: String) -> String { "docs/rules.md#\(anchor(rule))" }
}
