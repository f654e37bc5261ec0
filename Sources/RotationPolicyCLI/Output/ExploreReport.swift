/// Finding severities in `--fail-on` order.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error, crash

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The readable form of a /v1/explore answer: each finding with its shortest witness and its fix.
public enum ExploreReport {
    public static func render(answer: JSONNode, style: Style) -> String {
        let answer = TerminalText.escape(answer)
        let findings = answer["findings"]?.items ?? []
        var out: [String] = []
        if let stats = answer["stats"] {
            var parts: [String] = []
            if let states = stats["statesExplored"]?.int { parts.append("\(states) states") }
            if let transitions = stats["transitions"]?.int { parts.append("\(transitions) transitions") }
            if let deepest = stats["deepestPath"]?.int { parts.append("deepest path \(deepest)") }
            if let exhaustive = stats["exhaustive"]?.bool { parts.append(exhaustive ? "exhaustive" : "budget reached, not exhaustive") }
            if let elapsed = stats["elapsedMs"]?.int { parts.append("\(elapsed) ms") }
            out.append(style.dim("Explored: " + parts.joined(separator: ", ")))
        }
        if findings.isEmpty {
            out.append(style.green("✓ no findings"))
            return out.joined(separator: "\n") + "\n"
        }
        out.append(style.bold("\(findings.count) finding\(findings.count == 1 ? "" : "s")"))
        for (index, finding) in findings.enumerated() {
            let severity = finding["severity"]?.string ?? "info"
            var head = "\(index + 1). [\(severity)] \(finding["code"]?.string ?? finding["kind"]?.string ?? "?")"
            var context: [String] = []
            if let rule = finding["rule"]?.string { context.append(rule) }
            if let controller = finding["controller"]?.string { context.append("controller \(controller)") }
            if !context.isEmpty { head += " (" + context.joined(separator: ", ") + ")" }
            out.append("")
            out.append(["crash", "error"].contains(severity) ? style.red(head) : style.yellow(head))
            if let message = finding["message"]?.string { out.append("   " + message) }
            let types = finding["eventTypes"]?.items?.compactMap(\.string) ?? []
            let witnessEvents = finding["witness"]?["events"]?.items ?? []
            if !witnessEvents.isEmpty || !types.isEmpty {
                let shown = finding["event"]?.int
                out.append(
                    "   witness (\(max(types.count, witnessEvents.count)) event\(max(types.count, witnessEvents.count) == 1 ? "" : "s")\(shown.map { ", shows at event \($0)" } ?? "")):"
                )
                let count = max(types.count, witnessEvents.count)
                for step in 0..<count {
                    let type = step < types.count ? types[step] : (witnessEvents[step]["type"]?.string ?? "?")
                    let label = EventLabel.label(step < witnessEvents.count ? witnessEvents[step] : nil, type: type)
                    let marker = step == shown ? style.red(" ◀") : ""
                    out.append("     \(step). \(label)\(marker)")
                }
            }
            if let fix = finding["fix"] {
                if let summary = fix["summary"]?.string { out.append("   fix: " + summary) }
                if let swift = fix["swift"]?.string {
                    for line in swift.split(separator: "\n", omittingEmptySubsequences: false) { out.append("       " + line) }
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The most severe finding, for `--fail-on`.
    public static func worst(_ answer: JSONNode) -> Severity? {
        (answer["findings"]?.items ?? []).compactMap { $0["severity"]?.string.flatMap(Severity.init(rawValue:)) }.max()
    }
}
