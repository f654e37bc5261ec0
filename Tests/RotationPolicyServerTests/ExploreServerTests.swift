import Foundation
import Synchronization
import Testing

/// `POST /v1/explore` through the real binary: the explore scenarios and every witness they produce
/// (posted back to `/v1/resolve`), bad `explore` members, budgets over the caps, and the gate that keeps
/// `/v1/resolve` answering while a long explore runs.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ExploreServerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/explore")

    func withServer(_ arguments: [String] = [], _ body: (ServerProcess) throws -> Void) throws {
        let server = try ServerProcess(arguments: arguments)
        defer { server.stop() }
        try body(server)
    }

    static func object(_ response: WireResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }

    @Test func everyWitnessReproducesItsFindingThroughResolve() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(files.count >= 5)
        try withServer { server in
            var witnesses = 0
            for file in files {
                let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
                let request = try JSONSerialization.data(withJSONObject: fixture["request"] ?? [:])
                let explored = try RawHTTPClient.request(
                    port: server.port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Array(request))
                #expect(explored.status == 200, "\(file.lastPathComponent): \(explored.bodyText)")
                let findings = Self.object(explored)["findings"] as? [[String: Any]] ?? []
                #expect(!findings.isEmpty, "\(file.lastPathComponent) found nothing")
                for finding in findings {
                    let witness = try JSONSerialization.data(withJSONObject: finding["witness"] ?? [:])
                    let resolved = try RawHTTPClient.request(
                        port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array(witness))
                    #expect(resolved.status == 200, "\(file.lastPathComponent): witness refused: \(resolved.bodyText)")
                    #expect(
                        Self.shows(finding, Self.object(resolved)),
                        "\(file.lastPathComponent): the witness does not show \(finding["kind"] ?? "") on \(finding["controller"] ?? "nil") at event \(finding["event"] ?? "nil")"
                    )
                    witnesses += 1
                }
            }
            #expect(witnesses >= 8)
        }
    }

    /// The finding, as the resolve answer reports it at the same event.
    static func shows(_ finding: [String: Any], _ answer: [String: Any]) -> Bool {
        let event = finding["event"] as? Int
        let message = finding["message"] as? String
        switch finding["kind"] as? String {
        case "exception":
            let violation = answer["violation"] as? [String: Any] ?? [:]
            return violation["exception"] as? String == finding["code"] as? String && violation["event"] as? Int == event
                && violation["reason"] as? String == message
        case "warning":
            // Deprecated API use is a warning finding in explore and a `deprecations` entry in /v1/resolve.
            let deprecated = (answer["deprecations"] as? [[String: Any]] ?? []).contains {
                $0["code"] as? String == finding["code"] as? String && $0["event"] as? Int == event
            }
            return deprecated
                || (answer["warnings"] as? [[String: Any]] ?? []).contains {
                    $0["code"] as? String == finding["code"] as? String && $0["event"] as? Int == event
                        && $0["message"] as? String == message
                }
        case "geometryRequestDenied":
            return ((answer["steps"] as? [[String: Any]] ?? []).last?["event"] as? Int) == event
        default:
            return (answer["findings"] as? [[String: Any]] ?? []).contains {
                $0["kind"] as? String == finding["kind"] as? String && $0["event"] as? Int == event
                    && $0["controller"] as? String == finding["controller"] as? String && $0["message"] as? String == message
            }
        }
    }

    /// Verified fixes over HTTP: seed-004's list gets the KVC-then-attemptRotation fix with `verified:
    /// true`, the player (no candidate works) `verified: false`; the fix's `model`, inserted into the
    /// witness and posted to `/v1/resolve`, turns the list back to portrait.
    @Test func verifiedFixesOverHTTP() throws {
        let fixture =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.fixtures.appendingPathComponent("seed-004-pop-back-strands-landscape.json")))
            as? [String: Any] ?? [:]
        let request = try JSONSerialization.data(withJSONObject: fixture["request"] ?? [:])
        try withServer { server in
            let explored = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Array(request))
            #expect(explored.status == 200, "\(explored.bodyText)")
            let findings = Self.object(explored)["findings"] as? [[String: Any]] ?? []
            let list = try #require(findings.first { $0["controller"] as? String == "list" })
            let fix = list["fix"] as? [String: Any] ?? [:]
            #expect(fix["verified"] as? Bool == true, "\(fix)")
            #expect((fix["checked"] as? String)?.hasPrefix("witness replayed with the fix: the finding is gone") == true)
            let player = try #require(findings.first { $0["controller"] as? String == "player" })
            #expect((player["fix"] as? [String: Any])?["verified"] as? Bool == false)

            let model = fix["model"] as? [String: Any] ?? [:]
            var witness = list["witness"] as? [String: Any] ?? [:]
            var events = witness["events"] as? [[String: Any]] ?? []
            events.insert(contentsOf: model["after"] as? [[String: Any]] ?? [], at: (model["at"] as? Int ?? -2) + 1)
            witness["events"] = events
            let resolved = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json,
                body: Array(try JSONSerialization.data(withJSONObject: witness)))
            #expect(resolved.status == 200, "\(resolved.bodyText)")
            #expect(Self.object(resolved)["interfaceOrientation"] as? String == "portrait", "\(resolved.bodyText)")
        }
    }

    @Test func badExploreMembersNameTheirPath() throws {
        try withServer(["--max-explore-states", "1000"]) { server in
            let cases: [(String, Int, String)] = [
                (#""explore": {"maxExtraEvents": "six"}"#, 400, "$.explore.maxExtraEvents"),
                (#""explore": {"maxExtraEvent": 3}"#, 400, "$.explore.maxExtraEvent"),
                (#""explore": {"maxStates": 5000}"#, 422, "$.explore.maxStates"),
                (#""explore": {"timeLimitMs": 0}"#, 400, "$.explore.timeLimitMs"),
                (#""explore": {"maxWitnessesPerFinding": 11}"#, 422, "$.explore.maxWitnessesPerFinding"),
                (#""explore": {"actions": [{"type": "pop"}]}"#, 400, "$.explore.actions[0].navigation"),
                (#""explore": {"actions": [{"type": "push", "navigation": "home", "controller": {}}]}"#, 400, "$.explore.actions[0]"),
            ]
            for (member, status, path) in cases {
                let body =
                    #"{"interfaceOrientation": "portrait", "root": {"id": "home"}, "#
                    + member + "}"
                let response = try RawHTTPClient.request(
                    port: server.port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Array(body.utf8))
                #expect(response.status == status, "\(member): \(response.bodyText)")
                #expect(response.header("Content-Type") == "application/problem+json")
                let errors = Self.object(response)["errors"] as? [[String: Any]] ?? []
                #expect(errors.contains { ($0["path"] as? String ?? "").hasPrefix(path) }, "\(member): \(response.bodyText)")
            }
            // The explore member is refused on /v1/resolve: it is not part of that contract.
            let resolve = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json,
                body: Array(#"{"root": {"id": "home"}, "explore": {}}"#.utf8))
            #expect(resolve.status == 400)
        }
    }

    /// Issue 23: the list stranded after a pop and after a tab switch comes back once, with both ways in.
    @Test func aFindingListsBothWaysInOverTheWire() throws {
        let file = Self.fixtures.appendingPathComponent("issue23-list-stranded-by-pop-and-by-tab-switch.json")
        let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        let request = try JSONSerialization.data(withJSONObject: fixture["request"] ?? [:])
        try withServer { server in
            let explored = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Array(request))
            #expect(explored.status == 200, "\(explored.bodyText)")
            let findings = Self.object(explored)["findings"] as? [[String: Any]] ?? []
            let list = try #require(findings.first { $0["controller"] as? String == "list" })
            let entries = list["entryPaths"] as? [String: Any] ?? [:]
            #expect(entries["count"] as? Int == 2)
            let firstTypes =
                ((entries["witnesses"] as? [[String: Any]] ?? []).map { witness in
                    ((witness["events"] as? [[String: Any]]) ?? []).first?["type"] as? String
                })
            #expect(firstTypes == ["push", "selectTab"], "\(explored.bodyText)")
        }
    }

    /// A request whose search runs until its time budget: a long script (every position of it is a new
    /// state) on a one-window app, so the states stay small in memory while the search runs.
    static func longExplore(scriptEvents: Int, milliseconds: Int) -> [UInt8] {
        let orientations = ["landscapeLeft", "portrait", "landscapeRight", "faceUp"]
        let script = (0..<scriptEvents).map { #"{"type": "deviceOrientation", "orientation": "\#(orientations[$0 % 4])"}"# }
            .joined(separator: ",")
        return Array(
            (#"{"interfaceOrientation": "portrait", "root": {"id": "home"}, "events": ["# + script
                + #"], "explore": {"maxExtraEvents": 12, "maxStates": 5000000, "timeLimitMs": \#(milliseconds)}}"#).utf8)
    }

    @Test func aSecondExploreGets429AndResolveKeepsAnswering() throws {
        let server = try ServerProcess(arguments: [
            "--threads", "2", "--max-concurrent-explores", "1", "--max-explore-ms", "8000", "--max-explore-states", "5000000",
        ])
        defer { server.stop() }
        let port = server.port
        let long = LongExplore()
        Thread {
            let response = try? RawHTTPClient(port: port).request(
                "POST", "/v1/explore", headers: RawHTTPClient.json, body: Self.longExplore(scriptEvents: 5000, milliseconds: 6000))
            long.status.withLock { $0 = response?.status ?? -1 }
        }.start()
        // The long explore holds the one place once the explore gauge shows it. (The request gauge was not
        // enough: it counts the request from its headers on, while its 300 KB body is still arriving, and
        // a CI run once saw the second explore take the place first.)
        let running = try InFlightGauge.poll(
            gauge: InFlightGauge.explores, scrape: { try RawHTTPClient.request(port: port, "GET", "/metrics") },
            until: { ($0 ?? 0) >= 1 })
        #expect(running == 1, "the long explore never showed as running")

        let second = try RawHTTPClient.request(
            port: port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Self.longExplore(scriptEvents: 2, milliseconds: 100))
        #expect(second.status == 429, "\(second.bodyText)")
        #expect(second.header("Retry-After") == "1")
        #expect(Self.object(second)["type"] as? String == "urn:rotation-policy:problem:too-many-explores")

        // Resolve keeps its worker: these answer while the explore is still running.
        let resolve = Array(
            #"{"interfaceOrientation": "portrait", "root": {"id": "home"}, "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}"#
                .utf8)
        for _ in 0..<5 {
            let response = try RawHTTPClient.request(port: port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: resolve)
            #expect(response.status == 200)
        }
        #expect(long.status.withLock { $0 } == nil, "the explore ended before the resolves were checked; make it longer")
        while long.status.withLock({ $0 }) == nil { usleep(50_000) }
        #expect(long.status.withLock { $0 } == 200)
    }
}

/// The long explore's status once it answered (nil while it runs).
final class LongExplore: Sendable {
    let status = Mutex<Int?>(nil)
}
