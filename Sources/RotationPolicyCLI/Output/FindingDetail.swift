/// An explore finding's witness (each event with its arguments) and its fix, as plain lines: the
/// `explore` report prints them, and `check` puts them under a finding a spec did not expect, so a red
/// CI build shows how to reproduce and fix it without rerunning explore.
enum FindingDetail {
    /// `witness (3 events, shows at event 2):`, the numbered events, then `fix (verified): …`, its code
    /// and what was checked.
    static func lines(_ finding: JSONNode, marker: String = " ◀") -> [String] {
        var out: [String] = []
        let types = finding["eventTypes"]?.items?.compactMap(\.string) ?? []
        let events = finding["witness"]?["events"]?.items ?? []
        let count = max(types.count, events.count)
        if count > 0 {
            let shown = finding["event"]?.int
            out.append("witness (\(count) event\(count == 1 ? "" : "s")\(shown.map { ", shows at event \($0)" } ?? "")):")
            for step in 0..<count {
                let type = step < types.count ? types[step] : (events[step]["type"]?.string ?? "?")
                let label = EventLabel.label(step < events.count ? events[step] : nil, type: type)
                out.append("  \(step). \(label)\(step == shown ? marker : "")")
            }
        }
        out += alsoReachable(finding)
        if let fix = finding["fix"], fix != .null {
            // A server older than verified fixes sends neither member: the fix is printed as before.
            let verified = fix["verified"]?.bool.map { $0 ? " (verified)" : " (not verified)" } ?? ""
            if let summary = fix["summary"]?.string { out.append("fix\(verified): " + summary) }
            if let swift = fix["swift"]?.string, !swift.isEmpty {
                for line in swift.split(separator: "\n", omittingEmptySubsequences: false) { out.append("    " + line) }
            }
            if let checked = fix["checked"]?.string { out.append("  checked: " + checked) }
        }
        return out
    }

    /// `also reachable by: …`, one line per other listed way in (`entryPaths`), when there is more than one.
    static func alsoReachable(_ finding: JSONNode) -> [String] {
        guard let entries = finding["entryPaths"], let count = entries["count"]?.int, count > 1 else { return [] }
        let others = (entries["witnesses"]?.items ?? []).dropFirst().map { witness in
            (witness["events"]?.items ?? []).map { EventLabel.label($0, type: $0["type"]?.string ?? "?") }.joined(separator: ", ")
        }
        let capped = entries["capped"]?.bool == true ? " or more" : ""
        var out = ["\(count)\(capped) distinct ways in; also reachable by:"]
        out += others.map { "  - " + $0 }
        let unlisted = count - 1 - others.count
        if unlisted > 0 { out.append("  - and \(unlisted)\(capped) more (explore.maxWitnessesPerFinding lists up to 10)") }
        return out
    }
}
