import RotationPolicy
import RotationPolicyJSON

/// `Codable` for the product's `JSONValue`, written the way a Swift user would: a single-value container
/// for scalars, keyed/unkeyed containers for objects and arrays. Lives only in this peer package.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONValue: @retroactive Codable {
    public init(from decoder: any Decoder) throws {
        // Scalars first: most values in a request are strings, and each failed `try?` costs a thrown error.
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [JSONObject.Member] = []
            members.reserveCapacity(keyed.allKeys.count)
            for key in keyed.allKeys {
                members.append(JSONObject.Member(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
            }
            self = .object(JSONObject(members))
        } else {
            var unkeyed = try decoder.unkeyedContainer()
            var items: [JSONValue] = []
            if let count = unkeyed.count { items.reserveCapacity(count) }
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(items)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
                try single.encode(Int64(number))
            } else {
                try single.encode(number)
            }
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let items):
            var unkeyed = encoder.unkeyedContainer()
            for item in items { try unkeyed.encode(item) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in object.members { try keyed.encode(member.value, forKey: AnyKey(member.key)) }
        }
    }
}
