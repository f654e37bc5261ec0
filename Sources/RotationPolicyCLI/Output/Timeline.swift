/// The readable form of a /v1/resolve answer: one line per step, then the final state. Rendered from
/// the answer's JSON only, so the in-process and `--server` paths print the same thing.
public enum Timeline {
    public static func render(answer: JSONNode, request: JSONNode?, style: Style) -> String {
        // One line per step: names from the request keep their newlines visible (`\n`) instead.
        let answer = TerminalText.escapeLines(answer)
        let request = request.map(TerminalText.escapeLines)
        let events = request?["events"]?.items ?? []
        let steps = answer["steps"]?.items ?? []
        // Deprecated API use prints beside the console warnings, marked apart.
        let warnings = (answer["warnings"]?.items ?? []) + (answer["deprecations"]?.items ?? [])
        let findings = answer["findings"]?.items ?? []
        let violation = answer["violation"].flatMap { $0 == .null ? nil : $0 }

        var rows: [[String]] = [["#", "event", "interface", "rotated", "supported", "decided by", "rule", "reason"]]
        for step in steps {
            let index = step["event"]?.int
            let type = step["type"]?.string ?? "?"
            let label = index.flatMap { events.indices.contains($0) ? events[$0] : nil }.map { EventLabel.label($0, type: type) } ?? type
            rows.append([
                index.map(String.init) ?? "-", label, step["interfaceOrientation"]?.string ?? "?",
                step["rotated"]?.bool == true ? "rotated" : "-",
                mask(step["supportedOrientations"]), step["decidingController"]?.string ?? "(none)",
                step["rule"]?.string ?? "", step["reason"]?.string ?? "",
            ])
        }
        var out: [String] = []
        let widths = (0..<7).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (rowIndex, row) in rows.enumerated() {
            var cells = (0..<7).map { row[$0].padding(toLength: widths[$0]) }
            if rowIndex == 0 {
                if steps.isEmpty { continue }
                out.append(style.bold((cells + [row[7]]).joined(separator: "  ")))
                continue
            }
            if row[3] == "rotated" { cells[2] = style.green(cells[2]) }
            out.append((cells + [row[7]]).joined(separator: "  "))
            let step = steps[rowIndex - 1]
            for line in step["trace"]?.items ?? [] { out.append(style.dim("      · " + (line.string ?? line.compact))) }
            let event = step["event"]?.int
            if let violation, violation["event"]?.int == event, event != nil { out.append(violationLine(violation, style)) }
            for warning in warnings where warning["event"]?.int == event && event != nil { out.append(warningLine(warning, style)) }
            for finding in findings where finding["event"]?.int == event && event != nil { out.append(findingLine(finding, style)) }
        }
        if steps.isEmpty { out.append(style.dim("(no events)")) }
        if let violation, violation["event"]?.int == nil || !steps.contains(where: { $0["event"]?.int == violation["event"]?.int }) {
            out.append(violationLine(violation, style))
        }
        let shownEvents = Set(steps.compactMap { $0["event"]?.int })
        for warning in warnings where warning["event"]?.int.map({ !shownEvents.contains($0) }) ?? true {
            out.append(warningLine(warning, style))
        }
        for finding in findings where finding["event"]?.int.map({ !shownEvents.contains($0) }) ?? true {
            out.append(findingLine(finding, style))
        }

        out.append("")
        var final = "Final: \(style.bold(answer["interfaceOrientation"]?.string ?? "?"))"
        if let device = answer["deviceOrientation"]?.string { final += " (device \(device))" }
        final += ", supported \(mask(answer["supportedOrientations"]))"
        final += ", decided by \(answer["decidingController"]?.string ?? "(none)")"
        if let bar = answer["statusBar"], let orientation = bar["orientation"]?.string {
            final += ", status bar \(orientation)\(bar["hidden"]?.bool == true ? " hidden" : "")"
        }
        out.append(final)
        var verdict: [String] = []
        if let violation {
            verdict.append(style.red("✗ violation: \(violation["exception"]?.string ?? violation["kind"]?.string ?? "?")"))
        } else {
            verdict.append(style.green("✓ no violation"))
        }
        if answer["terminated"]?.bool == true { verdict.append(style.red("the app was terminated; later events were not applied")) }
        verdict.append("\(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
        if !findings.isEmpty { verdict.append("\(findings.count) finding\(findings.count == 1 ? "" : "s")") }
        out.append(verdict.joined(separator: " · "))
        if let confidence = ConfidenceLine.text(answer: answer) { out.append(style.yellow(confidence)) }
        var rules: [String] = []
        for rule in steps.compactMap({ $0["rule"]?.string }) where !rules.contains(rule) { rules.append(rule) }
        if !rules.isEmpty {
            out.append(style.dim("Rules: " + rules.map { "\($0) \(RuleLink.reference($0))" }.joined(separator: ", ")))
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func mask(_ node: JSONNode?) -> String {
        guard let node else { return "?" }
        if let orientations = node["orientations"]?.items {
            return orientations.isEmpty ? "(none)" : orientations.compactMap(\.string).joined(separator: ",")
        }
        return node.compact
    }

    static func violationLine(_ violation: JSONNode, _ style: Style) -> String {
        var head = violation["exception"]?.string ?? ""
        if head.isEmpty, let domain = violation["domain"]?.string {
            head = "\(domain) \(violation["code"]?.string ?? violation["code"]?.compact ?? "")"
        }
        var line = "   ✗ \(head): \(violation["reason"]?.string ?? "")"
        if let controller = violation["controller"]?.string { line += " [controller \(controller)]" }
        return style.red(line)
    }

    static func warningLine(_ warning: JSONNode, _ style: Style) -> String {
        if let api = warning["api"]?.string {
            let since = warning["deprecatedIn"]?.string.map { " since iOS \($0)" } ?? ""
            let use = warning["replacement"]?.string.map { "; use \($0)" } ?? ""
            return style.yellow("   ⚠ deprecated\(since): \(api)\(use)")
        }
        return style.yellow("   ⚠ \(warning["code"]?.string ?? "warning"): \(warning["message"]?.string ?? "")")
    }

    static func findingLine(_ finding: JSONNode, _ style: Style) -> String {
        let severity = finding["severity"]?.string ?? "info"
        let text = "   ⚑ \(severity) \(finding["code"]?.string ?? finding["kind"]?.string ?? ""): \(finding["message"]?.string ?? "")"
        return ["crash", "error"].contains(severity) ? style.red(text) : style.yellow(text)
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
