import Foundation

/// Reads spec files and request files (JSON or YAML) and checks that every key is one we know, so a
/// typo is an error with a suggestion rather than an expectation that silently checks nothing.
public enum SpecLoader {
    /// JSON or YAML by extension (`.json`, `.yaml`, `.yml`); other names are sniffed. `-` is stdin.
    public static func document(at path: String) throws(CLIError) -> SourceDocument {
        try parse(try SpecFile.read(path), name: path)
    }

    public static func parse(_ bytes: [UInt8], name: String) throws(CLIError) -> SourceDocument {
        if isYAML(bytes, name: name) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw CLIError.invalid("\(name): not UTF-8 text")
            }
            do {
                return try YAMLLoader.parse(text)
            } catch {
                throw CLIError.invalid("\(name): invalid YAML: \(error)")
            }
        }
        do {
            return try JSONNodeParser.parse(bytes)
        } catch {
            throw CLIError.invalid("\(name): invalid JSON: \(error)")
        }
    }

    static func isYAML(_ bytes: [UInt8], name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return true }
        if lower.hasSuffix(".json") { return false }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return !(first == UInt8(ascii: "{") || first == UInt8(ascii: "["))
    }

    /// A file given to `resolve`/`explore`: a bare request, or a spec whose `request` is used.
    /// JSON requests are sent byte for byte, so the API judges exactly what was written.
    public static func request(at path: String) throws(CLIError) -> (body: [UInt8], tree: JSONNode?) {
        let bytes = try SpecFile.read(path)
        let document = try parse(bytes, name: path)
        if let root = document.root.members, root.contains(where: { ["request", "requestText", "generate"].contains($0.key) }),
            !root.contains(where: { $0.key == "root" || $0.key == "windows" })
        {
            let spec = try spec(document, file: path, name: path)
            return (spec.requestBody, spec.request)
        }
        if path != "-", !isYAML(bytes, name: path) {
            return (bytes, document.root)
        }
        return (document.root.bytes, document.root)
    }

    public static func spec(at path: String, name: String) throws(CLIError) -> Spec {
        try spec(try document(at: path), file: path, name: name)
    }

    static func spec(_ document: SourceDocument, file: String, name defaultName: String) throws(CLIError) -> Spec {
        func fail(_ path: String, _ message: String) -> CLIError {
            let line = document.line(of: path).map { ":\($0)" } ?? ""
            return CLIError.invalid("\(file)\(line): \(path): \(message)")
        }
        guard let members = document.root.members else {
            throw fail("$", "a spec is an object with a request and expectations (see docs/spec-format.md)")
        }
        for member in members where !Spec.keys.contains(member.key) {
            throw fail(JSONPathText.child("$", member.key), DidYouMean.unknownKey(member.key, among: Spec.keys))
        }
        let root = document.root

        var name = defaultName
        if let value = root["name"] {
            guard let text = value.string, !text.isEmpty else { throw fail("$.name", "must be a non-empty string") }
            name = text
        }
        var skip: String?
        switch root["skip"] {
        case nil, .bool(false)?, .null?: break
        case .bool(true)?: skip = "skip: true"
        case .string(let reason)?: skip = reason
        default: throw fail("$.skip", "must be true, false or a reason")
        }

        let sources = ["request", "requestText", "generate"].filter { root[$0] != nil }
        guard sources.count == 1 else {
            throw fail(
                "$", sources.isEmpty ? "no request: add `request` (the /v1/resolve body)" : "give only one of \(sources.joined(separator: ", "))")
        }
        let body: [UInt8]
        var request: JSONNode?
        switch sources[0] {
        case "request":
            guard case .object = root["request"]! else { throw fail("$.request", "must be an object: the /v1/resolve body") }
            request = root["request"]!
            // A request may carry its own `explore` options (the explore fixtures do); resolve has no such member.
            body = request!.removing("explore").bytes
        case "requestText":
            guard let text = root["requestText"]!.string else { throw fail("$.requestText", "must be a string") }
            body = Array(text.utf8)
        default:
            do {
                request = try RequestGenerator.generate(root["generate"]!)
            } catch {
                throw fail("$.generate", error.description)
            }
            body = request!.bytes
        }

        let expect = root["expect"]
        if let expect { try ExpectationValidator.validate(expect, .resolveAnswer, at: "$.expect", fail) }
        let expectError = root["expectError"]
        if let expectError { try ExpectationValidator.validate(expectError, .problem, at: "$.expectError", fail) }
        if expect != nil, expectError != nil { throw fail("$", "give `expect` or `expectError`, not both") }

        var explore: Spec.ExploreExpectation?
        if let section = root["explore"] {
            explore = try exploreExpectation(section, fail)
        }
        // `expectFindings: [...]` is short for `explore: {findings: [...]}` (the explore fixtures' form).
        if let listed = root["expectFindings"] {
            guard explore == nil || root["explore"]?["findings"] == nil else {
                throw fail("$.expectFindings", "give the findings once: here or in explore.findings")
            }
            guard let items = listed.items else { throw fail("$.expectFindings", "must be a list of findings") }
            for (index, item) in items.enumerated() {
                try ExpectationValidator.validate(item, Shape.exploreFinding, at: "$.expectFindings[\(index)]", fail)
            }
            explore = .init(options: explore?.options ?? .object([]), findings: items, path: "$.expectFindings")
        }
        if explore != nil, expectError != nil {
            throw fail("$.explore", "a request expected to be rejected cannot be explored")
        }
        if var section = explore, let members = request?["explore"]?.members {
            // The request's own explore members, overridden by the spec's section.
            var merged = JSONNode.object(members)
            for member in section.options.members ?? [] { merged = merged.setting(member.key, member.value) }
            section.options = merged
            explore = section
        }
        if expect == nil, expectError == nil, explore == nil, skip == nil {
            throw fail("$", "nothing to check: add `expect`, `expectError`, `explore` or `expectFindings`")
        }
        var spec = Spec(
            name: name, file: file, document: document, requestBody: body, request: request, skip: skip,
            expect: expect, expectError: expectError, explore: explore)
        if let calls = root["expectCalls"] {
            guard expect != nil else { throw fail("$.expectCalls", "needs `expect`: the calls are read from a resolved answer") }
            spec.expectCalls = try CallsExpectation.parse(calls, fail)
        }
        return spec
    }

    /// `explore: {findings: none | [...] | {failOn: …, expected: [...]}, <the API's explore members>}`;
    /// `explore: true` is the defaults.
    private static func exploreExpectation(
        _ section: JSONNode, _ fail: (String, String) -> CLIError
    ) throws(CLIError) -> Spec.ExploreExpectation {
        if section == .bool(true) { return .init(options: .object([]), findings: []) }
        guard section.members != nil else {
            throw fail("$.explore", "must be true or an object: {findings: none | [...], maxExtraEvents: …}")
        }
        var expectation = Spec.ExploreExpectation(options: section.removing("findings"), findings: [])
        switch section["findings"] {
        case nil, .null?, .string("none")?: break
        case .array(let items)?:
            expectation.findings = try findingList(items, at: "$.explore.findings", fail)
        case .object(let members)?:
            let keys = ["failOn", "expected"]
            for member in members where !keys.contains(member.key) {
                throw fail("$.explore.findings." + member.key, DidYouMean.unknownKey(member.key, among: keys))
            }
            guard let level = section["findings"]?["failOn"] else {
                throw fail("$.explore.findings", "an object here needs `failOn` (info, warning, error or crash)")
            }
            let names = Severity.allCases.map(\.rawValue)
            guard let name = level.string, let severity = Severity(rawValue: name) else {
                let written = level.string.map { "'\($0)'" } ?? level.compact
                var message = "must be one of \(names.joined(separator: ", ")), got \(written)"
                if let text = level.string, let near = DidYouMean.suggestion(for: text, among: names) {
                    message += "; did you mean '\(near)'?"
                }
                throw fail("$.explore.findings.failOn", message)
            }
            expectation.failOn = severity
            switch section["findings"]?["expected"] {
            case nil, .null?, .string("none")?: break
            case .array(let items)?:
                expectation.findings = try findingList(items, at: "$.explore.findings.expected", fail)
                expectation.path = "$.explore.findings.expected"
            default: throw fail("$.explore.findings.expected", "must be a list of findings (or `none`)")
            }
        default:
            throw fail("$.explore.findings", "must be `none`, a list of findings, or {failOn: error, expected: [...]}")
        }
        return expectation
    }

    private static func findingList(
        _ items: [JSONNode], at path: String, _ fail: (String, String) -> CLIError
    ) throws(CLIError) -> [JSONNode] {
        for (index, item) in items.enumerated() {
            try ExpectationValidator.validate(item, Shape.exploreFinding, at: JSONPathText.index(path, index), fail)
        }
        return items
    }
}
