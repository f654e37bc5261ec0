import RotationPolicy
import RotationPolicyJSON

/// Typed reads from the parsed tape, each failing with a 400 that names the path and what was expected.
/// `null` for an optional field means absent (api-contract "Validation rules"). Paths are autoclosures:
/// they are built only when something is wrong, never on the success path.
struct WireReader {
    let tape: JSONTape

    /// A node index; `absent` stands for a member that is missing or `null`.
    typealias Node = Int
    static let absent: Node = -1

    /// A fixed set of object keys, with their UTF-8 bytes for comparing against the body.
    // A class, so passing a key list around retains one reference instead of each of its arrays.
    final class Keys: Sendable {
        let names: [String]
        let bytes: ByteNames
        init(_ names: [String]) {
            precondition(names.count <= Fields.count, "a key list longer than WireReader.Fields")  // static tables only
            self.names = names
            self.bytes = ByteNames(names)
        }
        var expected: String { names.sorted().joined(separator: ", ") }
    }

    func object(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> Node {
        guard tape.kind(node) == .object else { throw mismatch(node, "an object", path()) }
        return node
    }

    func array(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> Node {
        guard tape.kind(node) == .array else { throw mismatch(node, "an array", path()) }
        return node
    }

    func string(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> String {
        guard tape.kind(node) == .string else { throw mismatch(node, "a string", path()) }
        return tape.string(node)
    }

    /// The `IDIndex` hash of a string node's text.
    func idHash(_ node: Node) -> Int { tape.withUTF8(node) { IDIndex.hash($0) } }

    func bool(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> Bool {
        guard tape.kind(node) == .bool else { throw mismatch(node, "true or false", path()) }
        return tape.nodes[node].flag
    }

    func number(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> Double {
        guard tape.kind(node) == .number else { throw mismatch(node, "a number", path()) }
        return tape.nodes[node].number
    }

    func integer(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> Int {
        let number = try number(node, path())
        guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
            throw RequestError(.invalidRequest, path: path(), "expected an integer, found \(number)")
        }
        return Int(number)
    }

    /// The value nodes `members` found, by key position. Inline storage: a heap array per JSON object
    /// (and its runtime metadata lookup) was a measurable share of decoding. Held as `Int32` (a tape
    /// has fewer nodes than its body has bytes, at most `Int32.max`): half the bytes to fill and copy.
    struct Fields {
        private typealias Storage = InlineArray<14, Int32>
        static var count: Int { Storage.count }
        private var storage = Storage(repeating: Int32(WireReader.absent))
        init() {}
        subscript(position: Int) -> Node {
            get { Node(storage[position]) }
            set { storage[position] = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// One pass over an object's members: the value node of each of `keys`, in that order (`absent` when
    /// missing or `null`); any other key is a 400 that lists every unknown key of the object, each with
    /// a "did you mean" hint. Keys are compared as bytes of the body.
    func members(_ object: Node, _ keys: Keys, _ path: @autoclosure () -> String) throws(RequestError) -> Fields {
        var values = Fields()
        // Walk the members by index: an iterator would hold a copy of the tape (two retains per object).
        var key = object + 1
        for _ in 0..<tape.count(object) {
            let value = key + 1
            defer { key = tape.end(value) }
            guard let position = keys.bytes.position(of: key, in: tape) else { throw unknownKeys(object, keys, path()) }
            if !tape.isNull(value) { values[position] = value }
        }
        return values
    }

    /// `members`, but an object with unknown keys still gives its known members, plus the error (every
    /// unknown key, with hints) for the caller to note. On the reader rather than the decoder: a call of a
    /// non-mutating decoder method from a mutating one copied the whole decoder (callgrind: ~4 K
    /// instructions per request in retains), and paths stay lazy autoclosures over the decoder.
    func membersAllowingUnknown(
        _ object: Node, _ keys: Keys, _ path: @autoclosure () -> String
    ) -> (fields: Fields, unknown: RequestError?) {
        do {
            return (try members(object, keys, path()), nil)
        } catch {
            return (knownMembers(object, keys), error)
        }
    }

    /// `members` for an object known to have unknown keys (already reported): the known ones only.
    func knownMembers(_ object: Node, _ keys: Keys) -> Fields {
        var values = Fields()
        for (key, value) in tape.members(object) where !tape.isNull(value) {
            if let position = keys.bytes.position(of: key, in: tape) { values[position] = value }
        }
        return values
    }

    /// One error per unknown key of `object`, in document order.
    func unknownKeys(_ object: Node, _ keys: Keys, _ path: String) -> RequestError {
        var errors: [RequestError.Field] = []
        for (key, _) in tape.members(object) where keys.bytes.position(of: key, in: tape) == nil {
            let name = tape.string(key)
            errors.append(
                RequestError.Field(
                    path: JSONPath.member(path, name),
                    message:
                        "unknown key '\(name)'\(Suggestion.hint(for: name, among: keys.names)); expected one of: \(keys.expected)"))
        }
        return RequestError(.invalidRequest, errors: errors)
    }

    /// A required member's value: a 400 naming the key when it is missing or `null`.
    func required(_ node: Node, _ key: String, _ path: @autoclosure () -> String) throws(RequestError) -> Node {
        guard node != Self.absent else {
            throw RequestError(.invalidRequest, path: JSONPath.member(path(), key), "required key '\(key)' is missing or null")
        }
        return node
    }

    /// An enum spelled as a JSON string, matched against the body's bytes (no `String` is built).
    struct Names<Value>: @unchecked Sendable {
        // @unchecked: only ever instantiated with the model's Sendable enums; the tables are immutable.
        let spellings: ByteNames
        let values: [Value]
        init(_ pairs: [(String, Value)]) {
            spellings = ByteNames(pairs.map(\.0))
            values = pairs.map(\.1)
        }
        /// The names, for "did you mean" hints.
        var names: [String] { spellings.bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The value whose name the string node spells, or nil (the caller reports the error).
    func lookup<Value>(_ node: Node, _ names: Names<Value>) -> Value? {
        names.spellings.position(of: node, in: tape).map { names.values[$0] }
    }

    static let interfaceNames = Names(InterfaceOrientation.allCases.map { ($0.name, $0) })
    static let deviceNames = Names(DeviceOrientation.allCases.map { ($0.name, $0) })
    static let maskNames = Names(Vocabulary.masks.map { ($0.name, $0.mask) })

    func mismatch(_ node: Node, _ expected: String, _ path: String) -> RequestError {
        RequestError(.invalidRequest, path: path, "expected \(expected), found \(describe(node))")
    }

    func describe(_ node: Node) -> String {
        switch tape.kind(node) {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: orientation vocabulary

    func interfaceOrientation(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> InterfaceOrientation {
        guard tape.kind(node) == .string else { throw mismatch(node, "a string", path()) }
        if let orientation = lookup(node, Self.interfaceNames) { return orientation }
        let name = tape.string(node)
        let hint =
            Vocabulary.mask(named: name) != nil
            ? " (a mask name; this field takes one orientation)" : Suggestion.hint(for: name, among: Self.interfaceNames.names)
        throw RequestError(
            .invalidRequest, path: path(),
            "unknown interface orientation '\(name)'\(hint); expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
        )
    }

    func deviceOrientation(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> DeviceOrientation {
        guard tape.kind(node) == .string else { throw mismatch(node, "a string", path()) }
        if let orientation = lookup(node, Self.deviceNames) { return orientation }
        let name = tape.string(node)
        throw RequestError(
            .invalidRequest, path: path(),
            "unknown device orientation '\(name)'\(Suggestion.hint(for: name, among: Self.deviceNames.names)); expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown or unknown"
        )
    }

    /// A mask in any of its three spellings; arrays keep their order for Info.plist use.
    func orientationList(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> PlistOrientations {
        guard tape.kind(node) == .array else { return PlistOrientations(mask: try mask(node, path())) }
        var ordered: [InterfaceOrientation] = []
        ordered.reserveCapacity(tape.count(node))
        try forEachOrientation(inArray: node, path()) { ordered.append($0) }
        return PlistOrientations(ordered: ordered)
    }

    /// A mask in any of its three spellings. No `PlistOrientations` on the way: it builds an array of the
    /// orientations, an allocation for every controller that gives a mask.
    func mask(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> OrientationMask {
        switch tape.kind(node) {
        case .array:
            var mask: OrientationMask = []
            try forEachOrientation(inArray: node, path()) { mask.insert(OrientationMask($0)) }
            return mask
        case .string:
            if let mask = lookup(node, Self.maskNames) { return mask }
            let name = tape.string(node)
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown mask '\(name)'\(Suggestion.hint(for: name, among: Self.maskNames.names)); expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all or allButUpsideDown"
            )
        case .number:
            let raw = try integer(node, path())
            guard raw != 0 else {
                throw RequestError(.invalidRequest, path: path(), "a mask must not be 0 (UIKit: the value must not be 0)")
            }
            guard raw > 0, raw & ~OrientationMask.validBits == 0 else {
                throw RequestError(
                    .invalidRequest, path: path(),
                    "\(raw) is not an orientation mask; use a sum of portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16")
            }
            return OrientationMask(rawValue: raw)
        default:
            throw mismatch(node, "a mask (array of orientations, mask name or raw integer)", path())
        }
    }

    /// Each orientation of a mask spelled as an array, in order; an empty array is a 400.
    private func forEachOrientation(
        inArray node: Node, _ path: @autoclosure () -> String, _ body: (InterfaceOrientation) -> Void
    ) throws(RequestError) {
        guard tape.count(node) > 0 else {
            throw RequestError(.invalidRequest, path: path(), "a mask must not be empty (UIKit: the value must not be 0)")
        }
        var item = node + 1
        for index in 0..<tape.count(node) {
            body(try interfaceOrientation(item, JSONPath.index(path(), index)))
            item = tape.end(item)
        }
    }
}
