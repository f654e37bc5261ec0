import Foundation
public import RotationPolicyCLI

/// `.rotation-policy.yml` at the project root, as `.swiftlint.yml` is: which files, which app target
/// and idiom, which iOS versions to check, which kinds to leave out or rate differently, and the explore
/// budgets. Every member is optional; an unknown one is an error naming its line.
public struct LintConfiguration: Equatable, Sendable {
    public static let fileName = ".rotation-policy.yml"

    /// Paths relative to the root: only files under these are read (empty: everything).
    public var included: [String] = []
    /// Paths relative to the root never read (on top of build and dependency folders).
    public var excluded: [String] = []
    public var target: String?
    public var idiom: String?
    /// The iOS versions each finding is searched on; empty: the deployment target and the newest.
    public var iosVersions: [String] = []
    public var disabled: Set<RuleID> = []
    public var severity: [RuleID: Severity] = [:]
    public var failOn: Severity?
    public var maxExtraEvents: Int?
    public var maxStates: Int?
    public var timeLimitMs: Int?
    /// `scanTimeLimit`: as `--scan-time-limit`, the longest the scan may take, in ms (the flag wins).
    public var scanTimeLimit: Int?
    /// `requireRoot: true`: as `--require-root`, exit 2 when the app's root was not found.
    public var requireRoot = false
    /// `linkedSDK`: the SDK the app is linked against, as the service's `app.linkedSDK` (default: the
    /// newest, LintRun.newestIOS). KVC orientation sets still rotate on iOS 16+ below SDK 16.
    public var linkedSDK: String?
    /// `hierarchy`: `_printHierarchy` dumps, relative to the configuration's folder; each is one flow
    /// whose tree is the model's root (as `--hierarchy`, which replaces this list).
    public var hierarchy: [String] = []
    /// Their lines in the configuration, for errors about a file.
    public var hierarchyLines: [Int?] = []
    /// `root`: the real root, when the code builds it where no static read follows (PinnedRoot.swift).
    public var root: PinnedRoot?
    /// The configuration file read, if any.
    public var file: String?

    public init() {}

    static let keys = [
        "included", "excluded", "target", "idiom", "iosVersions", "disabled", "severity", "failOn", "explore", "requireRoot", "linkedSDK",
        "hierarchy", "root", "scanTimeLimit",
    ]
    static let exploreKeys = ["maxExtraEvents", "maxStates", "timeLimitMs"]

    /// Reads `text` (YAML or JSON) from `file`; errors say `file:line: $.path: what is wrong`.
    public static func parse(_ text: String, file: String) throws(CLIError) -> LintConfiguration {
        let document: SourceDocument
        do {
            document = try YAMLLoader.parse(text)
        } catch {
            throw .invalid("\(file): \(error.description)")
        }
        func fail(_ path: String, _ message: String) -> CLIError {
            let line = document.line(of: path).map { ":\($0)" } ?? ""
            return .invalid("\(file)\(line): \(path): \(message)")
        }
        var config = LintConfiguration()
        config.file = file
        if case .null = document.root { return config }
        guard let members = document.root.members else { throw fail("$", "expected a mapping of settings") }
        for member in members {
            let path = "$." + member.key
            let value = member.value
            switch member.key {
            case "included": config.included = try strings(value, path, fail)
            case "excluded": config.excluded = try strings(value, path, fail)
            case "target":
                guard let name = value.string, !name.isEmpty else { throw fail(path, "expected the app target's name") }
                config.target = name
            case "idiom":
                guard let idiom = value.string, ["phone", "pad"].contains(idiom) else { throw fail(path, "expected phone or pad") }
                config.idiom = idiom
            case "iosVersions":
                guard let items = value.items else { throw fail(path, "expected a list of versions, e.g. [\"15.0\", \"26.0\"]") }
                for (index, item) in items.enumerated() {
                    guard let version = item.string else {
                        let hint = item.int != nil || { if case .number = item { true } else { false } }() ? " (quote it: \"\(literal(item))\")" : ""
                        throw fail(path + "[\(index)]", "expected a version string" + hint)
                    }
                    config.iosVersions.append(version)
                }
            case "disabled":
                for (index, kind) in try strings(value, path, fail).enumerated() {
                    guard let id = RuleID(rawValue: kind) else {
                        throw fail(path + "[\(index)]", unknownKind(kind))
                    }
                    config.disabled.insert(id)
                }
            case "severity":
                guard let entries = value.members else { throw fail(path, "expected a mapping of kind: severity") }
                for entry in entries {
                    let entryPath = path + "." + entry.key
                    guard let id = RuleID(rawValue: entry.key) else {
                        throw fail(entryPath, unknownKind(entry.key))
                    }
                    config.severity[id] = try severity(entry.value, entryPath, fail)
                }
            case "failOn": config.failOn = try severity(value, path, fail)
            case "requireRoot":
                guard case .bool(let required) = value else { throw fail(path, "expected true or false") }
                config.requireRoot = required
            case "linkedSDK":
                let parts = value.string?.split(separator: ".", omittingEmptySubsequences: false) ?? []
                guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }), let major = Int(parts[0]),
                    (6...LintRun.major(LintRun.newestIOS)).contains(major)
                else { throw fail(path, "expected a quoted iOS SDK version such as \"15.0\" (iOS 6 to \(LintRun.newestIOS))") }
                config.linkedSDK = value.string
            case "hierarchy":
                config.hierarchy = try strings(value, path, fail)
                config.hierarchyLines = config.hierarchy.indices.map { document.line(of: path + "[\($0)]") }
                for (index, item) in config.hierarchy.enumerated() where item.isEmpty {
                    throw fail(path + "[\(index)]", "expected a dump file's path, relative to \(fileName)")
                }
            case "root":
                var count = 0
                config.root = try PinnedRoot.parse(value, path: path, line: { document.line(of: $0) }, count: &count, fail: fail)
            case "scanTimeLimit":
                guard let number = value.int, number > 0 else { throw fail(path, "expected a whole number of milliseconds above 0") }
                config.scanTimeLimit = number
            case "explore":
                guard let entries = value.members else { throw fail(path, "expected a mapping of explore budgets") }
                for entry in entries {
                    let entryPath = path + "." + entry.key
                    guard let number = entry.value.int, number > 0 else { throw fail(entryPath, "expected a whole number above 0") }
                    switch entry.key {
                    case "maxExtraEvents": config.maxExtraEvents = number
                    case "maxStates": config.maxStates = number
                    case "timeLimitMs": config.timeLimitMs = number
                    default: throw fail(entryPath, DidYouMean.unknownKey(entry.key, among: exploreKeys))
                    }
                }
            default:
                throw fail(path, DidYouMean.unknownKey(member.key, among: keys))
            }
        }
        return config
    }

    private static func strings(
        _ value: JSONNode, _ path: String, _ fail: (String, String) -> CLIError
    ) throws(CLIError) -> [String] {
        guard let items = value.items else { throw fail(path, "expected a list of strings") }
        var out: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.string else { throw fail(path + "[\(index)]", "expected a string") }
            out.append(text)
        }
        return out
    }

    /// "unknown kind 'x'; did you mean …", among every rule's identifier.
    private static func unknownKind(_ name: String) -> String {
        DidYouMean.unknownKey(name, among: RuleID.allCases.map(\.rawValue)).replacingAll("unknown key", "unknown kind")
    }

    private static func severity(
        _ value: JSONNode, _ path: String, _ fail: (String, String) -> CLIError
    ) throws(CLIError) -> Severity {
        guard let name = value.string, let severity = Severity(rawValue: name) else {
            throw fail(path, "expected one of \(Severity.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return severity
    }

    private static func literal(_ node: JSONNode) -> String {
        if case .number(let text) = node { return text }
        return node.compact
    }
}
