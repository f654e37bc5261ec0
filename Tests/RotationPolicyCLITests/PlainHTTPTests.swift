import Foundation
import Testing

/// The CLI's own HTTP/1.1 reader (`http://` servers) on the framings a proxy in between may use, through
/// the real binary: chunked bodies, interim 1xx answers, close-delimited bodies, and broken framing.
@Suite("--server over http: framing", .serialized)
struct PlainHTTPTests {
    static let answer = #"{"interfaceOrientation":"portrait","steps":[]}"#

    static func resolve(_ reply: String) throws -> Measured.Run {
        let server = try FakeHTTPServer { socket in _ = FakeHTTPServer.send(socket, reply) }
        defer { server.stop() }
        return try Measured.run(["resolve", HostileServerTests.request, "--format", "json", "--server", server.url + "/base/"])
    }

    @Test("a chunked answer after a 100 Continue arrives whole, trailers and extensions skipped")
    func chunked() throws {
        let half = Self.answer.utf8.count / 2
        let first = String(Self.answer.prefix(half))
        let second = String(Self.answer.dropFirst(half))
        let reply =
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(first.utf8.count, radix: 16) + ";ext=1\r\n\(first)\r\n"
            + String(second.utf8.count, radix: 16) + "\r\n\(second)\r\n0\r\nX-Trailer: yes\r\n\r\n"
        let run = try Self.resolve(reply)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == Self.answer + "\n", "\(run)")
    }

    @Test("an answer in 70,000 one-byte chunks arrives whole: the 64 KiB head limit is per size line")
    func manyChunks() throws {
        let body = String(repeating: " ", count: 70_000 - Self.answer.utf8.count) + Self.answer
        // 350 KB of size lines and CRLFs around 70 KB of answer.
        let chunks = body.map { "1\r\n\($0)\r\n" }.joined()
        let run = try Self.resolve("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks + "0\r\n\r\n")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix(Self.answer + "\n"), "\(run)")
    }

    @Test("an answer without a length ends when the server closes")
    func closeDelimited() throws {
        let run = try Self.resolve("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n\(Self.answer)")
        #expect(run.status == 0 && run.stdout == Self.answer + "\n", "\(run)")
    }

    @Test("broken framing is exit 3 naming what is wrong")
    func broken() throws {
        let cases = [
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n", "chunk size 'ffffffffffffffff' is not hexadecimal"),
            ("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{}", "the connection closed after 2 of 100 bytes"),
            ("SSH-2.0-OpenSSH\r\n", "not an HTTP/1.x status line"),
            (
                "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 70_000) + "\r\n\r\n",
                "the answer's head (or a chunk's size line or trailer) is over 64 KiB"
            ),
        ]
        for (reply, message) in cases {
            let run = try Self.resolve(reply)
            #expect(run.status == 3, "\(run)")
            #expect(run.stderr.contains(message), "\(run)")
        }
    }
}
