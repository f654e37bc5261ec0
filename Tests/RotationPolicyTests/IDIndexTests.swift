import RotationPolicy
import RotationPolicyWire
import Testing

/// Controller and window ids are scanned while few and hashed past `IDIndex.scanLimit` (16): the answers
/// must not depend on which side of the limit a request is, nor on the table having grown (300).
@Suite struct IDIndexTests {
    /// A navigation controller with `count` children `c0`, `c1`, …, the last one named `last`.
    private func request(children count: Int, last: String, windows: String = "", events: String = "[]") -> String {
        let children = (0..<count).map { $0 == count - 1 ? "{\"id\": \"\(last)\"}" : "{\"id\": \"c\($0)\"}" }
        let root = "{\"id\": \"nav\", \"kind\": \"navigationController\", \"children\": [\(children.joined(separator: ", "))]}"
        if windows.isEmpty { return "{\"root\": \(root), \"events\": \(events)}" }
        return "{\"windows\": [{\"id\": \"w\", \"root\": \(root)}\(windows)], \"events\": \(events)}"
    }

    private func errors(_ body: String) -> [RequestError.Field]? {
        guard case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) else { return nil }
        return error.errors
    }

    /// The one error of a request whose last child, at `count - 1`, repeats the id `id`.
    private func usedTwice(_ id: String, count: Int) -> [RequestError.Field] {
        [
            RequestError.Field(
                path: "$.root.children[\(count - 1)].id", message: "controller id '\(id)' is used twice; ids are unique in the whole request")
        ]
    }

    @Test(arguments: [3, 16, 17, 40, 300])
    func duplicateControllerIDs(count: Int) {
        #expect(errors(request(children: count, last: "c0")) == usedTwice("c0", count: count))
        #expect(errors(request(children: count, last: "nav")).map { $0.map(\.path) } == ["$.root.children[\(count - 1)].id"])
        #expect(errors(request(children: count, last: "fresh")) == nil)
    }

    @Test(arguments: [3, 16, 17, 40, 300])
    func referencesResolveOnBothSides(count: Int) {
        let events =
            "[{\"type\": \"update\", \"controller\": \"end\", \"set\": {\"shouldAutorotate\": false}}, {\"type\": \"pop\", \"navigation\": \"nav\"}]"
        #expect(errors(request(children: count, last: "end", events: events)) == nil)
        let unknown = "[{\"type\": \"dismiss\", \"controller\": \"c00\"}]"
        let message = errors(request(children: count, last: "end", events: unknown))?.first?.message ?? ""
        #expect(message.hasPrefix("no controller has the id 'c00' (did you mean 'c0'?)"), "\(message)")
    }

    /// Controllers without an id hold an empty one: an event naming "" must not reach them.
    @Test(arguments: [3, 16, 17, 300])
    func anEmptyReferenceNamesNoController(count: Int) {
        let children = (0..<count).map { _ in "{}" }.joined(separator: ", ")
        let body =
            "{\"root\": {\"id\": \"nav\", \"kind\": \"navigationController\", \"children\": [\(children)]}, \"events\": [{\"type\": \"dismiss\", \"controller\": \"\"}]}"
        let message = errors(body)?.first?.message ?? ""
        #expect(message.hasPrefix("no controller has the id ''"), "\(message)")
    }

    /// Ids are compared as JSON compares strings: by their UTF-8 once escapes are decoded, with no Unicode
    /// normalization, on both sides of the scan limit. "a" with U+0316 then U+0301 and "a" with U+0301
    /// then U+0316 are canonically equivalent (a `String` `==` holds) and have the same length in bytes:
    /// two ids, whether a side is written with escapes or not.
    @Test(arguments: [3, 16, 17, 300])
    func canonicallyEquivalentIDsAreTwoIDs(count: Int) {
        let declared = "a\u{316}\u{301}"
        for named in ["a\\u0301\\u0316", "a\u{301}\u{316}"] {
            let events = "[{\"type\": \"dismiss\", \"controller\": \"\(named)\"}]"
            let message = errors(request(children: count, last: declared, events: events))?.first?.message ?? ""
            #expect(message.hasPrefix("no controller has the id 'a\u{301}\u{316}'"), "\(named): \(message)")
        }
    }

    /// Ids are compared as bytes of the body, so an id written with escapes must still be the same id as
    /// its plain spelling: "c\u0030" is "c0".
    @Test(arguments: [3, 16, 17, 300])
    func escapedIDsAreTheSameIDs(count: Int) {
        #expect(errors(request(children: count, last: "c\\u0030")) == usedTwice("c0", count: count))
        let events =
            "[{\"type\": \"update\", \"controller\": \"\\u0065nd\", \"set\": {\"shouldAutorotate\": false}}, {\"type\": \"pop\", \"navigation\": \"n\\u0061v\"}]"
        #expect(errors(request(children: count, last: "end", events: events)) == nil)
        let wrongKind = "[{\"type\": \"pop\", \"navigation\": \"\\u0065nd\"}]"
        #expect(
            errors(request(children: count, last: "end", events: wrongKind))?.map(\.message)
                == ["'end' is a viewController; this field needs a navigationController"])
        let unknown = "[{\"type\": \"dismiss\", \"controller\": \"e\\u006Ed!\"}]"
        let message = errors(request(children: count, last: "end", events: unknown))?.first?.message ?? ""
        #expect(message.hasPrefix("no controller has the id 'end!' (did you mean 'end'?)"), "\(message)")
    }

    @Test(arguments: [1, 15, 16, 20])
    func duplicateWindowIDs(extra: Int) {
        let windows = (0..<extra).map { ", {\"id\": \"w\($0)\"}" }.joined()
        #expect(errors(request(children: 2, last: "x", windows: windows)) == nil)
        let repeated = windows + ", {\"id\": \"w0\"}"
        #expect(
            errors(request(children: 2, last: "x", windows: repeated))
                == [
                    RequestError.Field(
                        path: "$.windows[\(extra + 1)].id", message: "window id 'w0' is used twice; ids are unique in the whole request")
                ])
        let events = "[{\"type\": \"makeKey\", \"window\": \"w\(extra - 1)\"}, {\"type\": \"removeWindow\", \"window\": \"w\"}]"
        #expect(errors(request(children: 2, last: "x", windows: windows, events: events)) == nil)
    }
}
