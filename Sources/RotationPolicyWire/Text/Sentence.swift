/// Words for the answer (a step's reason, a trace line), kept as the UTF-8 bytes the answer carries.
///
/// Built with string interpolation like a `String`, but appending literals and values to one byte array:
/// no grapheme or NFC bookkeeping, one growth policy, and the encoder copies the bytes as they are.
/// Callgrind showed `String` interpolation, the largest single cost of a resolve with texts on.
public struct Sentence: Sendable, Hashable {
    public private(set) var utf8: [UInt8]

    public init() { utf8 = [] }

    public init(_ string: String) { utf8 = Array(string.utf8) }

    public var isEmpty: Bool { utf8.isEmpty }

    /// Adds words at the end (the iPad multitasking note, a list separator).
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
    }

    public mutating func append(contentsOf other: Sentence) { utf8.append(contentsOf: other.utf8) }

    public mutating func append(contentsOf string: String) {
        var string = string
        string.withUTF8 { utf8.append(contentsOf: $0) }
    }

    /// Whether the words contain `text` (tests and the explorer look for phrases).
    public func contains(_ text: String) -> Bool { description.contains(text) }
}

extension Sentence: CustomStringConvertible {
    public var description: String { String(decoding: utf8, as: UTF8.self) }
}

extension Sentence: ExpressibleByStringInterpolation {
    public typealias StringLiteralType = StaticString

    public init(stringLiteral literal: StaticString) {
        utf8 = []
        guard literal.utf8CodeUnitCount > 0 else { return }
        literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
    }

    public init(stringInterpolation: StringInterpolation) { utf8 = stringInterpolation.utf8 }

    public struct StringInterpolation: StringInterpolationProtocol {
        var utf8: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            // Interpolated values are names, orientation lists and whole clauses (a rotation's cause, a
            // controller's description, a nested sentence): 128 bytes each leaves most sentences one
            // allocation. With 40, callgrind counted about 19 byte-array growths a request in encode (encode
            // 24 290 -> 23 720 with 80, 23 537 with 128). The room is freed once the answer is written.
            utf8.reserveCapacity(literalCapacity + interpolationCount * 128)
        }

        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
        }

        public mutating func appendInterpolation(_ string: String) {
            var string = string
            string.withUTF8 { utf8.append(contentsOf: $0) }
        }

        public mutating func appendInterpolation(_ sentence: Sentence) { utf8.append(contentsOf: sentence.utf8) }

        public mutating func appendInterpolation(_ value: Int) { appendInterpolation(String(value)) }

        /// Values that know how to word themselves into a sentence without an intermediate `String`.
        public mutating func appendInterpolation(_ value: some SentencePart) { value.write(into: &self) }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendInterpolation(value.description)
        }
    }
}

/// A value that writes its words straight into a sentence being built.
public protocol SentencePart {
    func write(into sentence: inout Sentence.StringInterpolation)
}
