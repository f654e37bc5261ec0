import RotationPolicy
public import RotationPolicyJSON

/// A generated request, kept as its top-level members and its events so that property checks can cut
/// and shrink the event list.
public struct GeneratedRequest: Sendable {
    /// The seed that made it (printed by failing properties).
    public var seed: UInt64
    /// Every top-level member except `events`.
    public var members: [JSONObject.Member]
    public var events: [JSONValue]

    public init(seed: UInt64, members: [JSONObject.Member], events: [JSONValue]) {
        self.seed = seed
        self.members = members
        self.events = events
    }

    public var json: JSONValue {
        .object(JSONObject(members + [JSONObject.Member(key: "events", value: .array(events))]))
    }

    /// Compact JSON bytes, as a client would send them.
    public var body: [UInt8] {
        var writer = JSONWriter(reservingCapacity: 2048)
        writer.value(json)
        return writer.bytes
    }

    /// The same request with other events.
    public func with(events: [JSONValue]) -> GeneratedRequest {
        GeneratedRequest(seed: seed, members: members, events: events)
    }

    /// The value of a top-level member.
    public subscript(member key: String) -> JSONValue? {
        members.first(where: { $0.key == key })?.value
    }
}
