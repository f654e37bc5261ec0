import RotationPolicy
import RotationPolicyWire
import Testing

/// libmicrohttpd sends answers straight from the Swift array the resolver returned (no copy into its
/// own buffer; `MHDResponse`). Against the real binary: every answer, below and above the size at which
/// answers start holding the answer budget, arrives byte for byte as the library computes it in process,
/// one after another on one kept-alive connection, and the budget is back to zero once they are read.
@Suite(.timeLimit(.minutes(10)))
struct AnswerBytesTests {
    @Test func answersArriveAsTheLibraryComputesThem() throws {
        let server = try ServerProcess(arguments: [])
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        defer { client.close() }
        // About 375 answer bytes per event: from a few hundred bytes to about 1.1 MB, across the 16 KiB
        // under which answers do not count against the budget.
        for events in [1, 10, 43, 44, 45, 200, 3000] {
            let body = AnswerBudgetTests.turns(events)
            guard case .success(let expected) = Simulator.respond(toJSON: body, limits: WireLimits()) else {
                Issue.record("the library refused \(events) events")
                continue
            }
            let answer = try client.request("POST", "/v1/resolve", headers: RawHTTPClient.json, body: body)
            #expect(answer.status == 200)
            #expect(answer.header("Content-Length") == "\(expected.count)")
            #expect(answer.body == expected, "\(events) events: \(answer.body.count) bytes, expected \(expected.count)")
            #expect(answer.header("Content-Type") == "application/json")
        }
        // Every answer was read: the free callback has given every reservation back.
        let metrics = try client.request("GET", "/metrics")
        #expect(metrics.bodyText.contains("\nrotation_policy_answer_bytes_in_flight 0\n"))
    }
}
