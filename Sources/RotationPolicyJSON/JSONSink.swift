/// Something a JSON document can be written into: compact bytes (`JSONWriter`) or a value tree
/// (`JSONTreeBuilder`). Encoders are generic over it, so both share one encoding of each type.
public protocol JSONSink {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func key(_ key: String)
    /// A key known at compile time that needs no escaping.
    mutating func constantKey(_ key: StaticString)
    /// A precomputed value.
    mutating func fragment(_ fragment: JSONFragment)
    /// Value `index` of a table of precomputed values.
    mutating func fragment(_ table: JSONFragments, _ index: Int)
    mutating func string(_ value: String)
    /// A string already held as UTF-8 bytes (a step's reason): copied without a `String` in between.
    mutating func utf8String(_ bytes: [UInt8])
    mutating func int(_ value: Int)
    mutating func number(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// A string written in pieces (a reason worded from its parts, with no whole copy in between): the
    /// opening quote, then each piece escaped where JSON needs it, then the closing quote.
    mutating func beginString()
    /// A piece that may need escaping (a name from the request).
    mutating func stringPiece(_ utf8: UnsafeBufferPointer<UInt8>)
    /// A piece known to need none (the wording's own text): copied unchecked.
    mutating func plainPiece(_ utf8: UnsafeBufferPointer<UInt8>)
    mutating func endString()
    /// Bytes written so far, for encoders that stop at a size limit; 0 where nothing is counted.
    var writtenBytes: Int { get }
}

extension JSONSink {
    public var writtenBytes: Int { 0 }
    public mutating func plainPiece(_ utf8: UnsafeBufferPointer<UInt8>) { stringPiece(utf8) }
}

extension JSONWriter: JSONSink {
    public var writtenBytes: Int { count }
}

/// Builds a `JSONValue` instead of bytes, for callers that encode with another serializer.
public struct JSONTreeBuilder: JSONSink {
    private enum Frame {
        case array([JSONValue])
        case object([JSONObject.Member], key: String?)
    }

    private var stack: [Frame] = []
    /// The pieces of the string being written (`beginString`).
    private var pending: [UInt8] = []
    /// The finished document once the outermost container is closed (or a lone scalar is written).
    public private(set) var value: JSONValue = .null

    public init() {}

    private mutating func add(_ item: JSONValue) {
        guard let top = stack.popLast() else {
            value = item
            return
        }
        switch top {
        case .array(var items):
            items.append(item)
            stack.append(.array(items))
        case .object(var members, let key):
            members.append(JSONObject.Member(key: key ?? "", value: item))
            stack.append(.object(members, key: nil))
        }
    }

    public mutating func beginObject() { stack.append(.object([], key: nil)) }
    public mutating func beginArray() { stack.append(.array([])) }

    public mutating func endObject() {
        guard case .object(let members, _)? = stack.popLast() else { return }
        add(.object(JSONObject(members)))
    }

    public mutating func endArray() {
        guard case .array(let items)? = stack.popLast() else { return }
        add(.array(items))
    }

    public mutating func key(_ key: String) {
        guard case .object(let members, _)? = stack.popLast() else { return }
        stack.append(.object(members, key: key))
    }

    public mutating func constantKey(_ key: StaticString) { self.key(key.description) }
    public mutating func fragment(_ fragment: JSONFragment) { add(fragment.value) }
    public mutating func fragment(_ table: JSONFragments, _ index: Int) { add(table.values[index]) }
    public mutating func string(_ value: String) { add(.string(value)) }
    public mutating func utf8String(_ bytes: [UInt8]) { add(.string(String(decoding: bytes, as: UTF8.self))) }
    public mutating func int(_ value: Int) { add(.number(Double(value))) }
    public mutating func number(_ value: Double) { add(.number(value)) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func null() { add(.null) }
    public mutating func beginString() { pending.removeAll(keepingCapacity: true) }
    public mutating func stringPiece(_ utf8: UnsafeBufferPointer<UInt8>) { pending.append(contentsOf: utf8) }
    public mutating func endString() { add(.string(String(decoding: pending, as: UTF8.self))) }
}
