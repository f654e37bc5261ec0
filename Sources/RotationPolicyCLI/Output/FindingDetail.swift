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
}
