import Foundation
import RotationPolicyCLI

/// Inline suppression, as SwiftLint's `swiftlint:disable:next`: a comment on the line above a finding,
/// `// rotation-policy:disable:next <kind> [<kind> …]` in Swift and Objective-C, or
/// `<!-- rotation-policy:disable:next <kind> -->` in a storyboard. `all` hides every kind.
public enum Suppression {
    static let marker = "rotation-policy:disable:next"

    /// The kinds suppressed for `line` (1-based) by a comment on the line before it.
    public static func kinds(forLine line: Int, in lines: [Substring]) -> Set<String> {
        guard line >= 2, line - 2 < lines.count else { return [] }
        let text = lines[line - 2]
        guard let range = text.range(of: marker) else { return [] }
        // The comment's own closing (`-->`, `*/`) ends the list.
        let rest = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        var kinds: Set<String> = []
        for word in rest {
            if word.hasPrefix("-->") || word.hasPrefix("*/") { break }
            kinds.insert(String(word))
        }
        return kinds
    }

    /// Splits `findings` into those still reported and the count hidden. `source` reads a file's lines
    /// (nil when it cannot be read: nothing is suppressed there).
    public static func apply(
        _ findings: [LintFinding], source: (String) -> [Substring]?
    ) -> (kept: [LintFinding], suppressed: Int) {
        var cache: [String: [Substring]] = [:]
        var kept: [LintFinding] = []
        var suppressed = 0
        for finding in findings {
            let path = finding.location.path
            let lines: [Substring]
            if let cached = cache[path] {
                lines = cached
            } else {
                lines = source(path) ?? []
                cache[path] = lines
            }
            let kinds = kinds(forLine: finding.location.line, in: lines)
            if kinds.contains(finding.kind.rawValue) || kinds.contains("all") {
                suppressed += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, suppressed)
    }
}
