/// Where a fact of a scanned app was read: a file, line and column (1-based).
public struct SourceRef: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// How a scanned fact was read; its raw value is the spec's `sources[].how`.
public enum Provenance: String, Sendable {
    case literal, forwarding, dynamic, storyboard, `default`, buildSetting, infoPlist, hierarchy
}

/// A `sources` entry: which fact (a JSON path into the spec), where it was read and how.
public struct SourceEntry: Sendable {
    public var fact: String
    public var at: SourceRef?
    public var how: Provenance
    public var detail: String?

    public init(fact: String, at: SourceRef?, how: Provenance, detail: String?) {
        self.fact = fact
        self.at = at
        self.how = how
        self.detail = detail
    }
}

/// An `unresolved` entry: what the scan could not decide, where, and the values it could return.
public struct UnresolvedEntry: Sendable {
    public var what: String
    public var at: SourceRef?
    public var reason: String
    public var candidates: [String] = []

    public init(what: String, at: SourceRef?, reason: String, candidates: [String] = []) {
        self.what = what
        self.at = at
        self.reason = reason
        self.candidates = candidates
    }

    /// The entry as one warning line.
    public var warning: String {
        (at.map { "\($0): " } ?? "") + "\(what): \(reason)" + (candidates.isEmpty ? "" : " (can be \(candidates.joined(separator: ", ")))")
    }
}
