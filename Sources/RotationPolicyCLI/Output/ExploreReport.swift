public import RotationPolicy

/// The readable form of a /v1/explore answer: each finding with its shortest witness and its fix, and
/// when the search was cut short, which budget stopped it and what raises it.
public enum ExploreReport {
    /// `options` is the request's `explore` member and `caps` the engine's caps, to name the budget.
    public static func render(answer: JSONNode, style: Style, options: JSONNode? = nil, caps: ExploreLimits? = nil) -> String {
        let answer = TerminalText.escape(answer)
        let findings = answer["findings"]?.items ?? []
        var out: [String] = []
        if let stats = answer["stats"] {
            var parts: [String] = []
            if let states = stats["statesExplored"]?.int { parts.append("\(states) state\(states == 1 ? "" : "s")") }
            if let transitions = stats["transitions"]?.int { parts.append("\(transitions) transition\(transitions == 1 ? "" : "s")") }
            if let deepest = stats["deepestPath"]?.int { parts.append("deepest path \(deepest)") }
            if let exhaustive = stats["exhaustive"]?.bool { parts.append(exhaustive ? "exhaustive" : "budget reached, not exhaustive") }
            if let elapsed = stats["elapsedMs"]?.int { parts.append("\(elapsed) ms") }
            out.append(style.dim("Explored: " + parts.joined(separator: ", ")))
            if let statement = ExploreBudget.statement(stats: stats, options: options, caps: caps) {
                out.append(style.yellow(statement))
            }
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
            if let message = finding["message"]?.string, !message.isEmpty { out.append("   " + message) }
            if let confidence = ConfidenceLine.text(answer: finding) { out.append("   " + style.dim(confidence)) }
            for line in FindingDetail.lines(finding, marker: style.red(" ◀")) { out.append("   " + line) }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The most severe finding, for `--fail-on`.
    public static func worst(_ answer: JSONNode) -> Severity? {
        (answer["findings"]?.items ?? []).compactMap { $0["severity"]?.string.flatMap(Severity.init(rawValue:)) }.max()
    }
}
