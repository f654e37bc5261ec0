import Foundation

/// Runs one spec against an engine: the request, then `expect`/`expectError`, then `explore`.
public enum SpecRunner {
    /// Throws only when the service cannot be reached: that stops the whole check (exit 3).
    public static func run(_ entry: SpecFinder.Entry, engine: Engine) throws(CLIError) -> TestCase {
        let started = Date()
        func seconds() -> Double { Date().timeIntervalSince(started) }
        func invalid(_ name: String, _ message: String) -> TestCase {
            // The spec's file name, wherever a message quotes it, as one line: it cannot start a line of
            // the report or of stderr.
            let message =
                TerminalText.escapeLine(entry.path) != entry.path ? message.replacingAll(entry.path, TerminalText.escapeLine(entry.path)) : message
            return .invalid(name: name, file: entry.path, message: message, seconds: seconds())
        }
        let spec: Spec
        do {
            if let scanned = entry.scanned {
                spec = try SpecLoader.spec(scanned, file: entry.path, name: entry.name)
            } else {
                spec = try SpecLoader.spec(at: entry.path, name: entry.name)
            }
        } catch {
            return invalid(entry.name, error.description)
        }
        do {
            var notes: [String] = []
            var confidence: String?
            let mismatches = try check(spec, engine: engine, notes: &notes, confidence: &confidence)
            if let skip = spec.skip { return TestCase(name: spec.name, file: entry.path, outcome: .skipped(skip), seconds: seconds()) }
            let differences = mismatches.map { $0.diagnostic(file: entry.path, line: spec.document.line(of: $0.path)) }
            var done = TestCase(
                name: spec.name, file: entry.path, outcome: differences.isEmpty ? .passed : .failed, seconds: seconds(), diagnostics: differences)
            done.notes = notes
            done.confidence = confidence
            return done
        } catch {
            if case .unreachable = error { throw error }
            return invalid(spec.name, error.description)
        }
    }

    static func check(
        _ spec: Spec, engine: Engine, notes: inout [String], confidence: inout String?
    ) throws(CLIError) -> [Mismatch] {
        if spec.skip != nil { return [] }
        var mismatches: [Mismatch] = []
        // An explore-only spec needs no resolve: the explorer validates the same request.
        let resolves = spec.expect != nil || spec.expectError != nil || spec.explore == nil
        switch resolves ? try engine.send(.resolve, spec.requestBody) : .answer([]) {
        case .answer(let bytes):
            if resolves, let answer = try? JSONNodeParser.parse(bytes).root { confidence = ConfidenceLine.text(answer: answer) }
            if spec.expectError != nil {
                return [
                    Mismatch(
                        path: "$.expectError", expected: "", actual: "",
                        note: "expected the API to reject the request, but it answered 200")
                ]
            }
            if let expect = spec.expect {
                mismatches += Matcher.compare(expect, try parseAnswer(bytes, spec.file), .resolveAnswer, at: "$.expect")
            }
            if let calls = spec.expectCalls {
                mismatches += CallsExpectation.compare(calls, try parseAnswer(bytes, spec.file))
            }
        case .problem(let status, let body):
            guard let expectError = spec.expectError else {
                throw RequestHints.error(status: status, body: body, file: spec.file, request: spec.request)
            }
            guard let problem = try? JSONNodeParser.parse(body).root else {
                return [Mismatch(path: "$.expectError", expected: "a problem document", actual: "HTTP \(status) without one")]
            }
            mismatches += Matcher.compare(expectError, problem, .problem, at: "$.expectError")
        }
        if let explore = spec.explore {
            guard let request = spec.request else {
                throw CLIError.invalid("\(spec.file): $.explore needs the request as `request`, not `requestText`")
            }
            let body = request.setting("explore", explore.options).bytes
            switch try engine.send(.explore, body) {
            case .answer(let bytes):
                let answer = try parseAnswer(bytes, spec.file)
                var found = Matcher.findings(
                    expected: explore.findings, actual: answer["findings"]?.items ?? [], at: explore.path, failOn: explore.failOn)
                // A search cut short explains a missing finding and weakens a pass: say which budget
                // stopped it and how to raise it.
                if let statement = ExploreBudget.statement(stats: answer["stats"], options: explore.options, caps: engine.exploreCaps) {
                    if found.isEmpty { notes.append(statement) } else { found[0].details.append(statement) }
                }
                mismatches += found
            case .problem(let status, let body):
                throw RequestHints.error(status: status, body: body, file: spec.file + " (explore)", request: spec.request)
            }
        }
        return mismatches
    }

    static func parseAnswer(_ bytes: [UInt8], _ file: String) throws(CLIError) -> JSONNode {
        do {
            return try JSONNodeParser.parse(bytes).root
        } catch {
            throw CLIError.unreachable("\(file): the answer is not JSON: \(error)")
        }
    }
}
