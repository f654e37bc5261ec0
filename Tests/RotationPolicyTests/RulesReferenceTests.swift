import Foundation
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// docs/rules.md is the rules reference users follow from a step's `rule`: every rule the service can
/// print must have an entry there, with a stable anchor.
@Suite struct RulesReferenceTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `rule` value the code can emit, from two sides: the answers to every fixture request and
    /// the rule literals in the resolver's sources. The one place that collects them: once rules are an
    /// enum, this becomes `Set(Rule.allCases.map(\.rawValue))`.
    static func emittedRules() throws -> Set<String> {
        var rules = Set<String>()
        for fixture in Fixture.all() {
            guard case .success(let bytes) = Simulator.respond(toJSON: fixture.requestBody) else { continue }
            collectRules(in: try PrettyJSON.parse(String(decoding: bytes, as: UTF8.self)), into: &rules)
        }
        let resolver = repositoryRoot.appendingPathComponent("Sources/RotationPolicy/Resolver")
        let literal = #/rule:\s*"([^"]+)"/#
        for file in try FileManager.default.contentsOfDirectory(at: resolver, includingPropertiesForKeys: nil)
        where file.pathExtension == "swift" {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: literal) {
                rules.insert(String(match.output.1))
            }
        }
        return rules
    }

    /// `rule` members anywhere in an answer (steps, and whatever else may carry one later).
    static func collectRules(in value: JSONValue, into rules: inout Set<String>) {
        switch value {
        case .object(let object):
            for member in object.members {
                if member.key == "rule", case .string(let rule) = member.value { rules.insert(rule) }
                collectRules(in: member.value, into: &rules)
            }
        case .array(let items):
            for item in items { collectRules(in: item, into: &rules) }
        default: break
        }
    }

    /// The anchor of a rule's entry: `R3.10` → `r3-10`, `§7 E1` → `s7-e1`. The playground and the CLI
    /// link to `docs/rules.md#<anchor>`.
    static func anchor(_ rule: String) -> String {
        var anchor = ""
        for character in rule.lowercased() {
            switch character {
            case "§": anchor += "s"
            case ".", " ": if !anchor.hasSuffix("-") { anchor += "-" }
            default: anchor.append(character)
            }
        }
        return anchor
    }

    @Test func anchorsAreStable() {
        #expect(Self.anchor("R3.10") == "r3-10")
        #expect(Self.anchor("§7 E1") == "s7-e1")
        #expect(Self.anchor("§7") == "s7")
        #expect(Self.anchor("R4") == "r4")
    }

    @Test func everyEmittedRuleHasAnEntry() throws {
        let rules = try Self.emittedRules()
        // Guards against a collection that silently finds nothing (a moved folder, a renamed field).
        #expect(rules.count >= 15, "only found \(rules.sorted())")
        #expect(rules.isSuperset(of: ["R3.1", "R3.3", "§7 E1"]), "found \(rules.sorted())")

        let docs = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let missing = rules.filter { rule in
            // An anchor and a heading that names the rule.
            !docs.contains("<a id=\"\(Self.anchor(rule))\"></a>") || !docs.contains("### \(rule) ")
        }
        #expect(missing.isEmpty, "docs/rules.md has no entry (anchor + '### <rule> ' heading) for: \(missing.sorted())")
    }

    /// Each `### <rule> — …` entry's `Confidence: <level>` lines (before the next heading), by rule.
    static func documentedLevels(_ docs: String) -> [String: [String]] {
        var levels: [String: [String]] = [:]
        var current: String?
        for line in docs.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                current = nil
                if line.hasPrefix("### "), let dash = line.range(of: " — ") {
                    current = String(line[line.index(line.startIndex, offsetBy: 4)..<dash.lowerBound])
                    levels[current!] = []
                }
            } else if let rule = current, line.hasPrefix("Confidence: ") {
                let word = line.dropFirst("Confidence: ".count).prefix { $0.isLetter }
                levels[rule, default: []].append(String(word))
            }
        }
        return levels
    }

    @Test func everyRuleHasOneConfidenceLevelAndTheCodeAgrees() throws {
        let docs = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let documented = Self.documentedLevels(docs)
        // Rules are graded documented, decompiled, observed or assumed; extrapolated is for presets only.
        let ruleLevels = Set(Vocabulary.confidenceLevels.map(\.name)).subtracting(["extrapolated"])
        #expect(documented.count >= 27, "found \(documented.count) rule entries: \(documented.keys.sorted())")
        for (rule, levels) in documented {
            #expect(levels.count == 1, "docs/rules.md \(rule): \(levels.count) 'Confidence:' lines, expected one")
            #expect(levels.allSatisfy(ruleLevels.contains), "docs/rules.md \(rule): level \(levels) is not one of \(ruleLevels.sorted())")
        }
        #expect(RuleConfidence.all.count >= 25)
        for (value, level) in RuleConfidence.all {
            let rule = value.name
            let name = Vocabulary.name(of: level)
            #expect(documented[rule] == [name], "\(rule): the code says \(name), docs/rules.md says \(documented[rule] ?? [])")
        }
    }

    /// Issue 31: the level a rule's entry claims is the level its answers carry. For every fixture answer,
    /// a step citing a rule carries that rule's documented level; lower only where something the step
    /// rests on lowers it: an assumption (the answer names one and the step is `assumed`), a preset (the
    /// request uses one), or, for a cross-platform call, the UIKit calls it made. Never higher.
    @Test func fixtureAnswersCarryTheirRulesLevel() throws {
        let docs = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let documented = Self.documentedLevels(docs).compactMapValues(\.first)
        let rank = Dictionary(uniqueKeysWithValues: Vocabulary.confidenceLevels.enumerated().map { ($1.name, $0) })
        var checked = 0
        for fixture in Fixture.all() {
            guard case .success(let bytes) = Simulator.respond(toJSON: fixture.requestBody),
                case .object(let answer) = try PrettyJSON.parse(String(decoding: bytes, as: UTF8.self)),
                case .array(let steps)? = answer["steps"]
            else { continue }
            let request = String(decoding: fixture.requestBody, as: UTF8.self)
            let usesPresets = request.contains("\"preset\"")
            var answerAssumes = false
            if case .object(let summary)? = answer["confidence"], case .array(let assumptions)? = summary["assumptions"] {
                answerAssumes = !assumptions.isEmpty
            }
            for case .object(let step) in steps {
                guard case .string(let rule)? = step["rule"], case .string(let level)? = step["confidence"],
                    case .string(let type)? = step["type"], let claimed = documented[rule],
                    let stepRank = rank[level], let ruleRank = rank[claimed]
                else { continue }
                checked += 1
                let place = "\(fixture.name), event \(step["event"].map(PartialMatch.compact) ?? "?") (\(type), \(rule))"
                // `rank` counts from the strongest: a larger rank is a weaker level.
                #expect(stepRank >= ruleRank, "\(place): the step says \(level), stronger than \(rule)'s \(claimed)")
                guard stepRank > ruleRank else { continue }
                let assumed = level == "assumed" && answerAssumes
                let lowered = assumed || usesPresets || type.contains(".")
                #expect(lowered, "\(place): the step says \(level), below \(rule)'s \(claimed), and nothing it rests on lowers it")
            }
        }
        #expect(checked >= 500, "only \(checked) steps with a rule were checked")
    }

    @Test func theLevelParserReadsOnlyEntryLines() {
        let docs = "### R9 — x\n\nConfidence: observed (why).\n## Other\nConfidence: documented\n### R8 — y\ntext\n"
        let levels = Self.documentedLevels(docs)
        #expect(levels["R9"] == ["observed"])
        #expect(levels["R8"] == [])
    }
}
