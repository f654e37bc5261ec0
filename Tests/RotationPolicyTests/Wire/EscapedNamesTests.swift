import Foundation
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// The answer's sentences copy the wording's own text unscanned and scan only what may need escaping
/// (`Escapable`: the request's names). A name written as plain text would leave a raw quote in the
/// answer. So every id and class of every answering fixture gets a quote, a backslash and a newline,
/// and the answer must still parse and, with those marks taken out again, be the fixture's own answer.
@Suite struct EscapedNamesTests {
    static let mark = "\"\\\n"
    static let fixtures = Fixture.all().filter { $0.loadError == nil && $0.expect != nil }

    @Test func fixturesArePresent() {
        #expect(Self.fixtures.count >= 100, "found \(Self.fixtures.count) answering fixtures")
    }

    @Test(arguments: fixtures) func markedNamesComeBackEscaped(_ fixture: Fixture) throws {
        let request = try PrettyJSON.parse(String(decoding: fixture.requestBody, as: UTF8.self))
        var names = Set<String>()
        Self.collectNames(request, key: nil, into: &names)
        guard !names.isEmpty else { return }
        var writer = JSONWriter()
        writer.value(Self.marking(request, names))
        switch Simulator.respond(toJSON: writer.bytes) {
        case .success(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\\\"\\\\\\n"), "\(fixture.name): no marked name in the answer")
            let answer = try PrettyJSON.parse(text)
            let expected = fixture.run().body
            #expect(Self.unmarking(answer) == expected, "\(fixture.name): the marked answer differs beyond the marks")
        case .failure(let error):
            Issue.record("\(fixture.name): refused once its names were marked: \(error)")
        }
    }

    /// The strings the request gives as an `id` or a `class`.
    static func collectNames(_ value: JSONValue, key: String?, into names: inout Set<String>) {
        switch value {
        case .string(let text) where key == "id" || key == "class": names.insert(text)
        case .array(let items): for item in items { collectNames(item, key: key, into: &names) }
        case .object(let object): for member in object.members { collectNames(member.value, key: member.key, into: &names) }
        default: break
        }
    }

    /// Every string that is one of `names` (an id where it is declared and wherever it is referred to),
    /// except under `idiom`, whose words a scene's id may repeat (`pad`).
    static func marking(_ value: JSONValue, _ names: Set<String>, key: String? = nil) -> JSONValue {
        switch value {
        case .string(let text) where names.contains(text) && key != "idiom": .string(text + mark)
        case .array(let items): .array(items.map { marking($0, names, key: key) })
        case .object(let object):
            .object(JSONObject(object.members.map { .init(key: $0.key, value: marking($0.value, names, key: $0.key)) }))
        default: value
        }
    }

    static func unmarking(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text.replacingOccurrences(of: mark, with: ""))
        case .array(let items): .array(items.map(unmarking))
        case .object(let object): .object(JSONObject(object.members.map { .init(key: $0.key, value: unmarking($0.value)) }))
        default: value
        }
    }
}
