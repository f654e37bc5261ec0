import Foundation
public import RotationPolicyCLI

/// The findings a team has accepted when adopting the tool (`--write-baseline FILE`), so a later
/// `--baseline FILE` run reports only new ones. A finding is matched by kind, file and message, not by
/// line, so edits above it do not make it new; each baseline entry hides one finding (two identical
/// findings in one file need two entries).
public struct Baseline: Equatable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var kind: String
        public var path: String
        public var fingerprint: String
    }

    public var entries: [Entry]

    public init(_ findings: [LintFinding]) {
        entries = findings.map { Entry(kind: $0.kind.rawValue, path: $0.location.path, fingerprint: Self.fingerprint($0)) }
    }

    init(entries: [Entry]) { self.entries = entries }

    /// The finding's `Diagnostic.fingerprint`: kind, path and message, so SARIF's fingerprint and the
    /// baseline's entry are one value.
    public static func fingerprint(_ finding: LintFinding) -> String {
        Diagnostic.fingerprint(rule: finding.kind.rawValue, path: finding.location.path, message: finding.message)
    }

    /// The findings the baseline does not hold, and how many it hid.
    public func filter(_ findings: [LintFinding]) -> (new: [LintFinding], hidden: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var new: [LintFinding] = []
        var hidden = 0
        for finding in findings {
            let entry = Entry(kind: finding.kind.rawValue, path: finding.location.path, fingerprint: Self.fingerprint(finding))
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                hidden += 1
            } else {
                new.append(finding)
            }
        }
        return (new, hidden)
    }

    public var json: String {
        let items: [JSONNode] = entries.map {
            .object([.init("kind", .string($0.kind)), .init("path", .string($0.path)), .init("fingerprint", .string($0.fingerprint))])
        }
        return JSONNode.object([.init("version", .number("1")), .init("findings", .array(items))]).pretty + "\n"
    }

    /// Reads a file written by `--write-baseline`; a wrong shape names the JSON path.
    public static func parse(_ document: SourceDocument, file: String) throws(CLIError) -> Baseline {
        func fail(_ path: String, _ message: String) -> CLIError {
            let line = document.line(of: path).map { ":\($0)" } ?? ""
            return .invalid("\(file)\(line): \(path): \(message) (a baseline is written by lint --write-baseline)")
        }
        guard document.root["version"]?.int == 1 else { throw fail("$.version", "expected 1") }
        guard let items = document.root["findings"]?.items else { throw fail("$.findings", "expected an array") }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let path = "$.findings[\(index)]"
            guard let kind = item["kind"]?.string, let file = item["path"]?.string, let fingerprint = item["fingerprint"]?.string
            else { throw fail(path, "expected an object with string members kind, path and fingerprint") }
            entries.append(Entry(kind: kind, path: file, fingerprint: fingerprint))
        }
        return Baseline(entries: entries)
    }
}
