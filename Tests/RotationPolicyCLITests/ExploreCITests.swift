import Foundation
import RotationPolicyCLI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Explore in CI (issue 23): failing explore specs show the witness with arguments and the fix in every
/// format, `findings: {failOn}` thresholds, the budget that stopped a search, and the in-process cap flags.
@Suite("explore in CI")
struct ExploreCITests {
    @Test("a failing explore spec shows each witness event with its arguments, and the fix, in text")
    func witnessInText() throws {
        let run = try CLI.run(["check", "explore-ci/flutter-call-unexpected.yaml"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout.contains("        witness (1 event, shows at event 0):\n          0. flutter.setPreferredOrientations [landscapeLeft] ◀"),
            "\(run)")
        #expect(
            run.stdout.contains(
                "          0. selectTab tabs #1\n          1. flutter.setPreferredOrientations [landscapeLeft]\n          2. selectTab tabs #0 ◀"))
        #expect(run.stdout.contains("\n        fix (verified): Call SystemChrome.setPreferredOrientations only while"), "\(run)")
        #expect(run.stdout.contains("\n          checked: witness replayed with the fix: the finding is gone; re-explored"), "\(run)")
    }

    @Test("JUnit failures and GitHub annotations carry the witness and the fix too")
    func witnessInJUnitAndGitHub() throws {
        let junit = try CLI.run(["check", "explore-ci/flutter-call-unexpected.yaml", "--format", "junit"])
        #expect(junit.status == 1, "\(junit)")
        let document = try XMLDocument(xmlString: junit.stdout, options: [])
        let failure = try #require(try document.nodes(forXPath: "//testcase/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("3 expectations differ: explore.findings: unexpected finding") == true)
        let body = failure.stringValue ?? ""
        #expect(
            body.contains(
                "  witness (2 events, shows at event 1):\n    0. flutter.setPreferredOrientations [landscapeLeft]\n    1. selectTab tabs #1 ◀"),
            "\(body)")
        #expect(body.contains("\n  fix (verified): "), "\(body)")
        #expect(body.contains("\n    checked: witness replayed with the fix"), "\(body)")

        let github = try CLI.run(["check", "explore-ci/flutter-call-unexpected.yaml", "--format", "github"])
        let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 3, "\(github)")
        #expect(
            annotations.allSatisfy { $0.contains(",line=22,") && $0.contains("%0A  fix (verified): ") && $0.contains("%0A    checked: ") },
            "\(github)")
        #expect(annotations.contains { $0.contains("%0A    0. flutter.setPreferredOrientations [landscapeLeft] ◀") }, "\(github)")
    }

    @Test("a finding reachable by a pop and by a tab switch lists the other way in under its witness")
    func alsoReachableBy() throws {
        let run = try CLI.run(["check", "explore-ci/list-stranded-two-ways.yaml"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout.contains(
                "          2. pop nav ◀\n        2 distinct ways in; also reachable by:\n"
                    + "          - selectTab tabs #1, deviceOrientation landscapeLeft, selectTab tabs #0\n"),
            "\(run)")
        // The player has one way in (the push): no such line under it.
        #expect(run.stdout.components(separatedBy: "also reachable by").count == 2, "\(run)")
    }

    @Test("one difference is 'expectation differs', several 'expectations differ'")
    func plural() throws {
        let several = try CLI.run(["check", "explore-ci/flutter-call-unexpected.yaml", "--format", "junit"])
        #expect(several.stdout.contains("message=\"3 expectations differ: "), "\(several)")
        let one = try CLI.run(["check", "explore/player-expects-nothing.yaml", "--format", "junit"])
        #expect(one.stdout.contains("message=\"1 expectation differs: explore.findings: unexpected finding"), "\(one)")
    }

    @Test("findings: {failOn}: below the threshold passes, an unlisted finding at it fails, listed ones are required")
    func failOn() throws {
        let run = try CLI.run(["check", "explore-ci/fail-on-crash-allows-errors.yaml", "explore-ci/fail-on-error-with-expected.yaml"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("✓ errors allowed under failOn crash"), "\(run)")
        #expect(run.stdout.contains("✗ an unlisted error fails under failOn error"))
        #expect(
            run.stdout.contains(
                "    explore.findings.expected  (line 21)\n      unexpected finding: kind unsupportedOrientationShown, code unsupportedOrientationShown"
            ))
        #expect(run.stdout.contains("controller list, event 2, severity error"), "\(run)")
        #expect(!run.stdout.contains("controller player, event 0"), "the listed finding is not reported: \(run)")
        // `explore SPEC` takes the spec's threshold unless --fail-on is given.
        let explore = try CLI.run(["explore", "explore-ci/fail-on-crash-allows-errors.yaml"])
        #expect(explore.status == 0, "\(explore)")
        let strict = try CLI.run(["explore", "explore-ci/fail-on-crash-allows-errors.yaml", "--fail-on", "error"])
        #expect(strict.status == 1, "\(strict)")
    }

    @Test("an invalid failOn or key is exit 2 naming the spec line and the choices")
    func failOnInvalid() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rp-cli-\(getpid())-failon").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cases = [
            (
                "level.yaml", "request: {root: {id: home}}\nexplore:\n  findings: {failOn: eror}\n",
                "level.yaml:3: $.explore.findings.failOn: must be one of info, warning, error, crash, got 'eror'; did you mean 'error'?"
            ),
            (
                "key.yaml", "request: {root: {id: home}}\nexplore:\n  findings:\n    failOn: error\n    expect: []\n",
                "key.yaml:5: $.explore.findings.expect: unknown key 'expect'; did you mean 'expected'?"
            ),
            (
                "missing.yaml", "request: {root: {id: home}}\nexplore:\n  findings: {expected: []}\n",
                "missing.yaml:3: $.explore.findings: an object here needs `failOn`"
            ),
        ]
        for (name, text, message) in cases {
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            let run = try CLI.run(["check", name], directory: directory)
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains(message), "\(run)")
        }
    }

    @Test("a search stopped by maxStates passes with a note naming the budget and the field that raises it")
    func stateBudget() throws {
        let run = try CLI.run(["check", "explore-ci/state-budget.yaml"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("    note: Not exhaustive: only 1 state was expanded (2 seen)"), "\(run)")
        #expect(run.stdout.contains("The state budget stopped it (maxStates 2): raise `explore.maxStates`"))
        let github = try CLI.run(["check", "explore-ci/state-budget.yaml", "--format", "github"])
        #expect(
            github.stdout.contains(
                "::warning file=\(CheckCommandTests.repositoryPrefix(of: CLI.fixtures))explore-ci/state-budget.yaml,title=a search cut short by maxStates::Not exhaustive"
            ), "\(github)")
        let junit = try CLI.run(["check", "explore-ci/state-budget.yaml", "--format", "junit"])
        #expect(junit.stdout.contains("<system-out>Not exhaustive: "), "\(junit)")
        let explore = try CLI.run(["explore", "explore-ci/state-budget.yaml"])
        #expect(explore.stdout.contains("budget reached, not exhaustive"), "\(explore)")
        #expect(explore.stdout.contains("The state budget stopped it (maxStates 2)"), "\(explore)")
    }

    /// 30 tabs, landscape and portrait in turn, 10 tab switches and 40 mask changes: far more distinct
    /// states than 1 MiB holds (the explorer measures its state arena, about 100 B a state), far fewer
    /// than maxStates.
    static var bigApp: String {
        let tabs = (0..<30).map { "{\"id\": \"tab\($0)\", \"supportedOrientations\": \"\($0 % 2 == 0 ? "landscape" : "portrait")\"}" }
        let switches = (0..<10).map { "{\"type\": \"selectTab\", \"tabBar\": \"tabs\", \"index\": \($0)}" }
        let updates = (0..<20).flatMap { tab in
            ["\"portrait\"", "null"].map {
                "{\"type\": \"update\", \"controller\": \"tab\(tab)\", \"set\": {\"supportedOrientations\": \($0)}}"
            }
        }
        return """
            {"app": {"iosVersion": "17.0"}, "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected",
             "children": [\(tabs.joined(separator: ", "))]}, "events": [],
             "explore": {"actions": [\((switches + updates).joined(separator: ", "))], "maxExtraEvents": 6, "timeLimitMs": 60000}}
            """
    }

    @Test("a big app under --max-explore-bytes: the memory budget is named, with the flag that raises it")
    func memoryBudget() throws {
        // A minute of time budget, so memory stops the search first even under a sanitizer's slowdown.
        let run = try CLI.run(["explore", "-", "--max-explore-bytes", "1048576", "--max-explore-ms", "60000"], stdin: Self.bigApp)
        #expect(run.status == 1, "findings at error: \(run.stderr)")
        #expect(run.stdout.contains("The memory budget stopped it: only "), "\(run.stdout.prefix(600))")
        #expect(run.stdout.contains(" fit in --max-explore-bytes (1 MiB here). Raise --max-explore-bytes"), "\(run.stdout.prefix(600))")
    }

    @Test("--max-explore-* lift the in-process caps; out of range, or with --server, is exit 2")
    func capFlags() throws {
        let request = "{\"root\": {\"id\": \"home\"}, \"explore\": {\"maxStates\": 300000, \"maxExtraEvents\": 13}}"
        let capped = try CLI.run(["explore", "-", "--max-explore-extra-events", "13"], stdin: request)
        #expect(capped.status == 2, "\(capped)")
        #expect(capped.stderr.contains("$.explore.maxStates: 300000 is over this server's cap of 200000 (--max-explore-states)"), "\(capped)")
        let cappedEvents = try CLI.run(["explore", "-", "--max-explore-states", "300000"], stdin: request)
        #expect(cappedEvents.stderr.contains("$.explore.maxExtraEvents: 13 is over this server's cap of 12"), "\(cappedEvents)")
        let lifted = try CLI.run(["explore", "-", "--max-explore-states", "300000", "--max-explore-extra-events", "13"], stdin: request)
        #expect(lifted.status == 0, "\(lifted)")
        #expect(lifted.stdout.contains("exhaustive"), "\(lifted)")
        let range = try CLI.run(["explore", "-", "--max-explore-ms", "0"], stdin: request)
        #expect(range.status == 2 && range.stderr.contains("--max-explore-ms must be between 1 and 600000, got 0"), "\(range)")
        let server = try CLI.run(["check", "explore", "--server", "http://127.0.0.1:9", "--max-explore-bytes", "2097152"])
        #expect(server.status == 2 && server.stderr.contains("with --server the server's own --max-explore-bytes decides"), "\(server)")
    }

    @Test("the budgets come from stats.stoppedBy; without it, from the counters: states, else time, else memory")
    func budgetFromCounters() throws {
        func stats(_ text: String) throws -> JSONNode { try JSONNodeParser.parse(Array(text.utf8)).root }
        let options = try stats("{\"maxStates\": 100, \"timeLimitMs\": 50, \"maxFindings\": 3}")
        let full = try stats("{\"exhaustive\": false, \"distinctStates\": 100, \"elapsedMs\": 3}")
        #expect(ExploreBudget.stops(stats: full, options: options) == [.states(limit: 100)])
        let slow = try stats("{\"exhaustive\": false, \"distinctStates\": 40, \"elapsedMs\": 51}")
        #expect(ExploreBudget.stops(stats: slow, options: options) == [.time(limit: 50)])
        #expect(ExploreBudget.statement(stats: slow, options: options)?.contains("raise `explore.timeLimitMs`") == true)
        let big = try stats("{\"exhaustive\": false, \"distinctStates\": 40, \"elapsedMs\": 3}")
        #expect(ExploreBudget.stops(stats: big, options: options) == [.memory])
        #expect(ExploreBudget.stops(stats: big, options: nil) == [.memory])
        let done = try stats("{\"exhaustive\": true, \"distinctStates\": 100, \"elapsedMs\": 3}")
        #expect(ExploreBudget.stops(stats: done, options: options).isEmpty)
        // The answer's own list wins over the counters, in its order.
        let named = try stats(
            "{\"exhaustive\": false, \"distinctStates\": 100, \"elapsedMs\": 3, \"stoppedBy\": [\"maxExploreBytes\", \"maxFindings\"], \"findingsOmitted\": 2}"
        )
        #expect(ExploreBudget.stops(stats: named, options: options) == [.memory, .findings(limit: 3)])
        let text = try #require(ExploreBudget.statement(stats: named, options: options))
        #expect(
            text.contains("The memory budget stopped it") && text.contains("2 findings were left out by the findings budget (maxFindings 3)"),
            "\(text)")
        let cut = try stats("{\"exhaustive\": false, \"stoppedBy\": [\"maxAnswerBytes\"], \"findingsOmitted\": 1}")
        let cutText = try #require(ExploreBudget.statement(stats: cut, options: nil))
        #expect(!cutText.contains("paths beyond them"), "only findings were cut, the search was whole: \(cutText)")
        #expect(cutText.contains("1 finding was left out so the answer fits the server's --max-answer-bytes"), "\(cutText)")
    }

    @Test("explore.maxFindings over the in-process cap is refused; --max-explore-findings lifts it; the rest is counted")
    func findingsCap() throws {
        let request = "{\"root\": {\"id\": \"home\"}, \"explore\": {\"maxFindings\": 2000}}"
        let capped = try CLI.run(["explore", "-"], stdin: request)
        #expect(capped.status == 2 && capped.stderr.contains("--max-explore-findings"), "\(capped)")
        let lifted = try CLI.run(["explore", "-", "--max-explore-findings", "2000"], stdin: request)
        #expect(lifted.status == 0, "\(lifted)")
        let few = try CLI.run(["explore", "-"], stdin: Self.threeFindings)
        #expect(few.stdout.contains("left out by the findings budget (maxFindings 1): raise `explore.maxFindings`"), "\(few)")
    }

    static let threeFindings = """
        {"app": {"iosVersion": "17.0"}, "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected",
          "children": [{"id": "feed", "supportedOrientations": "portrait"}, {"id": "shop", "preset": "FlutterViewController"}]},
         "events": [], "explore": {"environment": [], "maxExtraEvents": 3, "maxFindings": 1, "actions": [
           {"type": "selectTab", "tabBar": "tabs", "index": 1}, {"type": "selectTab", "tabBar": "tabs", "index": 0},
           {"type": "flutter.setPreferredOrientations", "orientations": ["landscapeLeft"]}]}}
        """
}
