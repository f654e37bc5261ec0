/// A libmicrohttpd call that failed, named so the log points at it.
public struct MHDError: Error, CustomStringConvertible, Sendable {
    public let call: String
    public let message: String

    public var description: String { "\(call) failed: \(message)" }
}
