public import RotationPolicyJSON

extension JSONNode {
    /// A value built in process (the scan's spec) as the node the CLI reads, without writing it as text
    /// and parsing it back. A number keeps the literal the writer prints, so a node built here and one
    /// read from the same value sent over the wire have the same `compact` text.
    public init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number) where !number.isFinite: self = .null  // as the writer spells it: JSON has no NaN
        case .number(let number):
            var writer = JSONWriter(reservingCapacity: 32)
            writer.number(number)
            self = .number(String(decoding: writer.bytes, as: UTF8.self))
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONNode.init))
        case .object(let object): self = .object(object.members.map { Member($0.key, JSONNode($0.value)) })
        }
    }
}
