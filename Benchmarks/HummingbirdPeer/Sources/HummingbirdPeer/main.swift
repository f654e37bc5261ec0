import Foundation
import Hummingbird
import NIOCore
import NIOPosix
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

// Usage: HummingbirdPeer [--host 127.0.0.1] [--port 8080] [--threads 2]
var host = "127.0.0.1"
var port = 8080
var threads = 2
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--host": host = arguments.next() ?? host
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--threads": threads = arguments.next().flatMap(Int.init) ?? threads
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

/// RFC 9457 problem details, as the product renders them.
struct Problem: Encodable {
    struct FieldError: Encodable {
        var path: String
        var message: String
    }
    var type: String
    var title: String
    var status: Int
    var detail: String
    var errors: [FieldError]

    init(_ error: RequestError) {
        type = "about:blank"
        title = error.title
        status = error.kind.httpStatus
        detail = error.detail
        errors = error.errors.map { FieldError(path: $0.path, message: $0.message) }
    }
}

let maxBody = 4 << 20

// The status of a refused request is this HTTP layer's, as in the product's RotationPolicyHTTP.
extension RequestError.Kind {
    var httpStatus: Int {
        switch self {
        case .malformedJSON, .invalidRequest: 400
        case .limitExceeded: 422
        }
    }
}

func reply(_ status: HTTPResponse.Status, _ contentType: String, _ body: Data) -> Response {
    var buffer = ByteBuffer()
    buffer.writeBytes(body)
    return Response(
        status: status,
        headers: [.contentType: contentType],
        body: ResponseBody(byteBuffer: buffer)
    )
}

let router = Router()
router.post("/v1/resolve") { request, _ -> Response in
    let body = try await request.body.collect(upTo: maxBody)
    let encoder = JSONEncoder()
    let value: JSONValue
    do {
        value = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: body, byteTransferStrategy: .noCopy))
    } catch {
        let problem = Problem(RequestError(.malformedJSON, path: "$", "\(error)"))
        return reply(.badRequest, "application/problem+json", try encoder.encode(problem))
    }
    switch Simulator.respond(to: value, limits: .default) {
    case .success(let result):
        return reply(.ok, "application/json", try encoder.encode(result))
    case .failure(let error):
        return reply(.init(code: error.kind.httpStatus), "application/problem+json", try encoder.encode(Problem(error)))
    }
}
router.get("/healthz") { _, _ in "ok" }

let listeningLine = "listening on \(host):\(port)\n"
let app = Application(
    router: router,
    configuration: .init(address: .hostname(host, port: port), serverName: "hummingbird-peer"),
    onServerRunning: { _ in
        // The line scripts/bench.sh waits for, printed once the socket is bound.
        FileHandle.standardOutput.write(Data(listeningLine.utf8))
    },
    eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup(numberOfThreads: threads))
)
try await app.runService()
