import Foundation

/// One HTTP/1.1 POST over `SocketConnection`, for `http://` servers: the CLI's own reader, because
/// URLSession hands the body to its delegate through an unbounded queue. libcurl kept reading at
/// loopback speed while the queue drained, so a 1 MiB cap still let a TSan build reach 1 GB. Here a
/// byte is only read when there is room for it under the cap, and no wait outlasts the deadline.
struct PlainHTTPExchange {
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    enum Failure: Error {
        case unreachable(String)
        case timedOut(received: Int)
        case tooLarge(received: Int)
        case malformed(String)
    }

    /// The status line and headers of one answer; far above any real server's, far below memory trouble.
    static let maxHeadBytes = 64 << 10

    let url: URL
    let body: [UInt8]
    let headers: [(String, String)]
    let maxBytes: Int
    let deadline: Date

    func run() throws(Failure) -> Response {
        guard let host = url.host, !host.isEmpty else { throw .unreachable("no host in the URL") }
        var reader: Reader
        do {
            let connection = try SocketConnection(host: host, port: url.port ?? 80, deadline: deadline)
            try connection.send(requestHead(host: host) + body)
            reader = Reader(connection: connection, maxBody: maxBytes)
        } catch {
            switch error {
            case .timedOut: throw .timedOut(received: 0)
            case .unreachable(let text): throw .unreachable(text)
            }
        }
        do {
            var response = try reader.head()
            // Interim answers (100 Continue and the like) come before the real one.
            while (100..<200).contains(response.status) { response = try reader.head() }
            if (300..<400).contains(response.status) { return response }
            let coding = response.header("Transfer-Encoding")?.lowercased()
            if let coding, coding.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked" {
                try reader.chunkedBody()
            } else if let text = response.header("Content-Length") {
                guard let length = Int(text.trimmingCharacters(in: .whitespaces)), length >= 0 else {
                    throw Failure.malformed("Content-Length '\(text)' is not a length")
                }
                try reader.body(length: length)
            } else {
                try reader.bodyToEnd()
            }
            response.body = reader.bodyBytes
            return response
        } catch let error as Failure {
            throw error
        } catch let error as SocketConnection.Failure {
            switch error {
            case .timedOut: throw .timedOut(received: reader.bodyBytes.count)
            case .unreachable(let text): throw .unreachable(text)
            }
        } catch {
            throw .malformed("\(error)")
        }
    }

    private func requestHead(host: String) -> [UInt8] {
        // As written in the URL (percent-encoded), never its fragment.
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? "")
        var head = "POST \(target) HTTP/1.1\r\nHost: \(hostField)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8)
    }

    /// Buffered reading of one answer: the head line by line, then the body into `bodyBytes`, never
    /// past `maxBody`.
    struct Reader {
        let connection: SocketConnection
        let maxBody: Int
        private var buffer: [UInt8] = []
        private var position = 0
        private var headBytes = 0
        private(set) var bodyBytes: [UInt8] = []

        init(connection: SocketConnection, maxBody: Int) {
            self.connection = connection
            self.maxBody = maxBody
        }

        /// More bytes into the buffer; false at the end of the stream.
        private mutating func fill() throws -> Bool {
            if position == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                position = 0
            }
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let count = try connection.receive(into: &chunk)
            if count == 0 { return false }
            buffer += chunk[0..<count]
            return true
        }

        private mutating func line() throws -> String {
            while true {
                if let end = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                    var bytes = buffer[position..<end]
                    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                    headBytes += end + 1 - position
                    position = end + 1
                    guard headBytes <= PlainHTTPExchange.maxHeadBytes else { throw headTooLarge }
                    return String(decoding: bytes, as: UTF8.self)
                }
                guard headBytes + buffer.count - position <= PlainHTTPExchange.maxHeadBytes else { throw headTooLarge }
                guard try fill() else { throw Failure.malformed("the connection closed before the answer's head ended") }
            }
        }

        private var headTooLarge: Failure {
            .malformed("the answer's head (or a chunk's size line or trailer) is over \(PlainHTTPExchange.maxHeadBytes >> 10) KiB")
        }

        mutating func head() throws -> Response {
            headBytes = 0
            let status = try line()
            let parts = status.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let code = Int(parts[1]), (100..<600).contains(code) else {
                throw Failure.malformed("not an HTTP/1.x status line: '\(status.prefix(80))'")
            }
            var headers: [(name: String, value: String)] = []
            while true {
                let field = try line()
                if field.isEmpty { break }
                guard let colon = field.firstIndex(of: ":") else { throw Failure.malformed("a header line without ':'") }
                headers.append((String(field[..<colon]), field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            }
            return Response(status: code, headers: headers, body: [])
        }

        /// Moves up to `count` buffered or received bytes into the body; false at the end of the stream.
        private mutating func take(upTo count: Int) throws -> Bool {
            if position == buffer.count, try !fill() { return false }
            let end = min(buffer.count, position + count)
            guard bodyBytes.count + (end - position) <= maxBody else {
                throw Failure.tooLarge(received: bodyBytes.count + (end - position))
            }
            bodyBytes += buffer[position..<end]
            position = end
            return true
        }

        mutating func body(length: Int) throws {
            guard length <= maxBody else { throw Failure.tooLarge(received: 0) }
            bodyBytes.reserveCapacity(length)
            while bodyBytes.count < length {
                guard try take(upTo: length - bodyBytes.count) else {
                    throw Failure.malformed("the connection closed after \(bodyBytes.count) of \(length) bytes")
                }
            }
        }

        mutating func bodyToEnd() throws {
            while try take(upTo: 1 << 40) {}
        }

        mutating func chunkedBody() throws {
            while true {
                headBytes = 0  // each size line has the head's limit, not the body's
                let sizeLine = try line()
                let digits = sizeLine.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                guard !digits.isEmpty, digits.count <= 16, let size = Int(digits, radix: 16), size >= 0 else {
                    throw Failure.malformed("chunk size '\(sizeLine.prefix(40))' is not hexadecimal")
                }
                if size == 0 { break }
                guard bodyBytes.count + size <= maxBody else { throw Failure.tooLarge(received: bodyBytes.count) }
                let target = bodyBytes.count + size
                while bodyBytes.count < target {
                    guard try take(upTo: target - bodyBytes.count) else {
                        throw Failure.malformed("the connection closed inside a chunk")
                    }
                }
                guard try line().isEmpty else { throw Failure.malformed("a chunk does not end with CRLF") }
            }
            // Trailer fields, up to the empty line.
            headBytes = 0
            while try !line().isEmpty {}
        }
    }
}
