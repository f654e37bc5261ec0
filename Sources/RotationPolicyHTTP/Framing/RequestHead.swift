/// What the framing and header checks need from a request's header section, gathered in one pass over
/// the fields as they arrived (every field, not only the first of a name, so duplicates are seen).
/// Only the few headers that decide framing are kept as text; the rest are scanned and dropped.
public struct RequestHead: Sendable, Equatable {
    /// `HTTP/1.1`, `HTTP/1.0`, …, as given in the request line.
    public var version: String
    public private(set) var contentLengths: [String] = []
    /// Every `Transfer-Encoding` field's value, in order (a list may be split over several fields).
    public private(set) var transferEncodings: [String] = []
    public private(set) var hostCount = 0
    /// The first field whose value holds a CR, LF or NUL (RFC 9110 §5.5: never valid in a field value).
    public private(set) var fieldWithControlCharacter: String?
    /// The first field name that is not a token (RFC 9110 §5.6.2): `X A`, or `Transfer-Encoding ` from
    /// `Transfer-Encoding : chunked` (libmicrohttpd keeps the space), which a proxy may read differently.
    public private(set) var invalidFieldName: String?

    public init(version: String) {
        self.version = version
    }

    public mutating func add<Name: Collection<UInt8>, Value: Collection<UInt8>>(name: Name, value: Value) {
        if fieldWithControlCharacter == nil, value.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) {
            fieldWithControlCharacter = String(decoding: name, as: UTF8.self)
        }
        if invalidFieldName == nil, name.isEmpty || !name.allSatisfy(Self.isTokenByte) {
            invalidFieldName = String(decoding: name, as: UTF8.self)
        }
        if Self.equalsIgnoringCase(name, "content-length") {
            contentLengths.append(String(decoding: value, as: UTF8.self))
        } else if Self.equalsIgnoringCase(name, "transfer-encoding") {
            transferEncodings.append(String(decoding: value, as: UTF8.self))
        } else if Self.equalsIgnoringCase(name, "host") {
            hostCount += 1
        }
    }

    public mutating func add(name: String, value: String) { add(name: Array(name.utf8), value: Array(value.utf8)) }

    /// Why the request must be refused before its body is read, or nil. Each of these ends the
    /// connection after the answer: once framing is in doubt, where the next request starts is too.
    public var rejection: Problem? {
        if let field = fieldWithControlCharacter {
            return .badRequest("The value of the header field '\(field)' contains a CR, LF or NUL character.")
        }
        if let name = invalidFieldName {
            return .badRequest(
                "The header field name '\(name)' is not a token: no spaces, and nothing between the name and its colon "
                    + "(RFC 9110 section 5.1, RFC 9112 section 5.1).")
        }
        if version == "HTTP/1.1", hostCount == 0 {
            return .badRequest("An HTTP/1.1 request must have a Host header (RFC 9112 section 3.2).")
        }
        if hostCount > 1 {
            return .badRequest("The request has \(hostCount) Host headers; it must have one (RFC 9112 section 3.2).")
        }
        if !transferEncodings.isEmpty, !contentLengths.isEmpty {
            return .badRequest(
                "The request has both Content-Length and Transfer-Encoding, so its end is ambiguous (RFC 9112 section 6.3).")
        }
        if contentLengths.count > 1, Set(contentLengths.map { $0.trimmingSpaces }).count > 1 {
            return .badRequest("The request has Content-Length headers with different values (RFC 9112 section 6.3).")
        }
        if !transferEncodings.isEmpty {
            let codings = transferEncodings.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces.lowercased() }
            if codings != ["chunked"] {
                return .notImplemented(
                    "Transfer-Encoding '\(transferEncodings.joined(separator: ", "))' is not supported; send the body "
                        + "with Content-Length or with Transfer-Encoding: chunked alone.")
            }
        }
        return nil
    }

    /// `tchar` of RFC 9110 §5.6.2: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        // The other tchars, spelled out: an array literal here was allocated for every such byte of
        // every field name (each `-` of `Content-Type`).
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    static func equalsIgnoringCase<Name: Collection<UInt8>>(_ name: Name, _ lowercase: StaticString) -> Bool {
        guard name.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(name, expected).allSatisfy { (byte, wanted) in (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == wanted }
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (optional whitespace, RFC 9110 §5.6.3).
    fileprivate var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
