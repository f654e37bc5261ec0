import Foundation
import Testing

@testable import RotationPolicyCLI

/// The `https://` path (URLSession with `ServerExchange`) has no TLS server here, so these tests run it
/// in-process over plain http against the same hostile loopback servers: the cap, the whole-exchange
/// timeout and redirects hold there too. Its memory is not bounded as tightly: see docs/hardening.md.
@Suite("--server over URLSession (the https path)", .serialized)
struct URLSessionPathTests {
    static func send(_ server: FakeHTTPServer, timeout: Double = 60, cap: Int = 1 << 20) throws -> Result<Engine.Outcome, CLIError> {
        var client = try ServerClient(server.url, timeout: timeout, maxAnswerBytes: cap)
        client.alwaysURLSession = true
        let request = Array(#"{"root":{"id":"a"}}"#.utf8)
        return Result { () throws(CLIError) in try Engine.server(client).send(.resolve, request) }
    }

    static func message(_ result: Result<Engine.Outcome, CLIError>) -> String {
        if case .failure(let error) = result { return "exit \(error.exitCode): \(error.description)" }
        return "no error: \(result)"
    }

    @Test("an endless answer stops at the cap")
    func endless() throws {
        let server = try FakeHTTPServer(answer: HostileServerTests.endlessButBounded)
        defer { server.stop() }
        let text = Self.message(try Self.send(server))
        #expect(text.hasPrefix("exit 3: ") && text.contains("the answer is larger than --max-answer-bytes 1048576"), "\(text)")
    }

    @Test("a trickling answer ends at the timeout")
    func trickle() throws {
        let server = try FakeHTTPServer { socket in
            guard FakeHTTPServer.send(socket, "HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n") else { return }
            while FakeHTTPServer.send(socket, " ") { usleep(100_000) }
        }
        defer { server.stop() }
        let text = Self.message(try Self.send(server, timeout: 1))
        #expect(text.hasPrefix("exit 3: ") && text.contains("no complete answer within --timeout 1 s"), "\(text)")
    }

    @Test("a redirect is reported and not followed")
    func redirect() throws {
        let target = try FakeHTTPServer { socket in
            _ = FakeHTTPServer.send(socket, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n")
        }
        defer { target.stop() }
        let server = try FakeHTTPServer { socket in
            _ = FakeHTTPServer.send(
                socket, "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://u:p@127.0.0.1:\(target.port)/\r\nContent-Length: 0\r\n\r\n")
        }
        defer { server.stop() }
        let text = Self.message(try Self.send(server))
        #expect(text.contains("HTTP 307, a redirect to host 127.0.0.1:\(target.port)") && !text.contains("u:p"), "\(text)")
        #expect(target.connections == 0)
    }

    @Test("a 200 answer arrives whole")
    func answer() throws {
        let server = try FakeHTTPServer { socket in
            _ = FakeHTTPServer.send(socket, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"a\":12345}")
        }
        defer { server.stop() }
        guard case .success(.answer(let bytes)) = try Self.send(server) else {
            Issue.record("no answer")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"a\":12345}")
    }
}
