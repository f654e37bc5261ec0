import Foundation
import Testing

/// Issue 21's layering, checked on the sources themselves: the domain target imports nothing, and the
/// words still built in it are listed file by file in `domain-wording.txt`, so their number only goes down
/// (stage 3 moves them to `RotationPolicyWire`).
@Suite struct LayeringTests {
    static let domain = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RotationPolicy")
    static let allowList = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("domain-wording.txt")

    /// Every Swift file of the domain target, by its path under `Sources/RotationPolicy`, with its text.
    static func domainFiles() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: domain.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: domain.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func theDomainTargetImportsNothing() throws {
        let files = try Self.domainFiles()
        #expect(files.count > 40, "found \(files.count) files under \(Self.domain.path)")
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where SwiftLiterals.isImport(line) {
                Issue.record("Sources/RotationPolicy/\(path):\(number + 1): \(line) (the domain imports nothing)")
            }
        }
    }

    /// Library targets whose imports are still public by default: each must go (turn on
    /// `InternalImportsByDefault` through `layeredSettings`), and no new target may join the list.
    static let publicImportTargets: Set<String> = []

    @Test func libraryTargetsImportInternallyByDefault() throws {
        let manifest = try String(contentsOf: Self.domain.appendingPathComponent("../../Package.swift"), encoding: .utf8)
        // Each `.target(` up to the next target declaration: its name and whether it uses layeredSettings.
        let blocks = manifest.components(separatedBy: ".target(").dropFirst().map {
            $0.components(separatedBy: ".executableTarget(")[0].components(separatedBy: ".testTarget(")[0]
        }
        var names: Set<String> = []
        for block in blocks {
            guard let name = block.split(separator: "\"").dropFirst().first.map(String.init) else { continue }
            names.insert(name)
            if Self.publicImportTargets.contains(name) {
                #expect(!block.contains("layeredSettings"), "\(name) is layered now: take it off the list")
            } else {
                #expect(block.contains("layeredSettings"), "\(name) must use layeredSettings (InternalImportsByDefault)")
            }
        }
        #expect(names.isSuperset(of: ["RotationPolicyJSON", "RotationPolicy", "RotationPolicyWire", "RotationPolicyHTTP"]))
    }

    /// String literals per file against the allow-list: a file may not gain one, a file not listed may
    /// have none, and a count that went down must be lowered in the list too (a ratchet).
    @Test func domainWordingOnlyGoesDown() throws {
        var allowed: [String: Int] = [:]
        let list = try String(contentsOf: Self.allowList, encoding: .utf8)
        for line in list.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let count = Int(parts[0]) else {
                Issue.record("domain-wording.txt: '\(line)' is not '<count> <path>'")
                continue
            }
            allowed[String(parts[1])] = count
        }
        var total = 0
        for (path, text) in try Self.domainFiles() {
            let count = SwiftLiterals.count(in: text)
            total += count
            let limit = allowed.removeValue(forKey: path) ?? 0
            let file = "Sources/RotationPolicy/\(path) has \(count) string literals"
            #expect(count <= limit, "\(file), \(limit) allowed: words belong in RotationPolicyWire")
            #expect(count >= limit, "\(file): lower its line in domain-wording.txt to '\(count) \(path)'")
        }
        #expect(allowed.isEmpty, "domain-wording.txt lists files that are gone: \(allowed.keys.sorted())")
        let listed = list.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { Int($0.split(separator: " ")[0]) }
        #expect(total == listed.reduce(0, +))
    }

    @Test func theLiteralCounterCountsLiteralsNotComments() {
        #expect(SwiftLiterals.count(in: #"let a = "x" // "not this""#) == 1)
        #expect(SwiftLiterals.count(in: #"/* "no" */ let b = "a \(c ? "d" : "e") f""#) == 3)
        #expect(SwiftLiterals.count(in: "let m = \"\"\"\n  \"quoted\" lines\n  \"\"\"\nlet n = #\"raw \"q\"\"#") == 2)
        #expect(SwiftLiterals.count(in: #"let e = "a\"b\\" + "c""#) == 2)
        #expect(SwiftLiterals.isImport("import Foundation"))
        #expect(SwiftLiterals.isImport("@_implementationOnly import Foo"))
        #expect(SwiftLiterals.isImport("public import Foo"))
        #expect(!SwiftLiterals.isImport("/// import lines are not allowed"))
    }
}

/// A small Swift lexer: enough to find string literals (plain, multi-line, raw, interpolated) outside
/// comments, and import declarations.
enum SwiftLiterals {
    static func isImport(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import") else { return false }
        return words[..<index].allSatisfy { $0.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains($0) }
    }

    static func isImport(_ line: String) -> Bool { isImport(line[...]) }

    static func count(in text: String) -> Int {
        var lexer = Lexer(bytes: Array(text.utf8))
        return lexer.code(until: nil)
    }

    private struct Lexer {
        let bytes: [UInt8]
        var i = 0

        func at(_ offset: Int, _ text: String) -> Bool {
            let needle = Array(text.utf8)
            return offset + needle.count <= bytes.count && Array(bytes[offset..<offset + needle.count]) == needle
        }

        /// Code up to an unmatched `)` when `closing` is set (the end of an interpolation); returns the
        /// literals found.
        mutating func code(until closing: UInt8?) -> Int {
            var found = 0
            var depth = 0
            while i < bytes.count {
                if at(i, "//") {
                    while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                } else if at(i, "/*") {
                    i += 2
                    while i < bytes.count && !at(i, "*/") { i += 1 }
                    i += 2
                } else if at(i, "#\"") || at(i, "\"") {
                    found += 1 + literal()
                } else {
                    if closing != nil {
                        if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[i] == UInt8(ascii: ")") {
                            if depth == 0 {
                                i += 1
                                return found
                            }
                            depth -= 1
                        }
                    }
                    i += 1
                }
            }
            return found
        }

        /// One literal from its opening quote; returns the literals nested in its interpolations.
        mutating func literal() -> Int {
            var hashes = 0
            while bytes[i] == UInt8(ascii: "#") {
                hashes += 1
                i += 1
            }
            let multiLine = at(i, "\"\"\"")
            i += multiLine ? 3 : 1
            let close = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var nested = 0
            while i < bytes.count {
                if at(i, close) {
                    i += close.utf8.count
                    return nested
                }
                if at(i, escape) {
                    i += escape.utf8.count
                    if i < bytes.count && bytes[i] == UInt8(ascii: "(") {
                        i += 1
                        nested += code(until: UInt8(ascii: ")"))
                    } else {
                        i += 1
                    }
                } else {
                    i += 1
                }
            }
            return nested
        }
    }
}
