import RotationPolicy
import RotationPolicyWire
import Testing

/// `Vocabulary` is the one list of the contract's words: every word in it is one the API accepts in its
/// field, and a word next to it is refused there.
@Suite struct WireVocabularyTests {
    /// The paths of the errors `body` gets, or [] when it is answered.
    static func errorPaths(_ body: String) -> [String] {
        guard case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) else { return [] }
        return error.errors.map(\.path)
    }

    /// The paths of the errors that say a word is unknown (other errors: a missing field, a refusal).
    static func unknownWordPaths(_ body: String) -> [String] {
        guard case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) else { return [] }
        return error.errors.filter { $0.message.hasPrefix("unknown") }.map(\.path)
    }

    @Test func everyMaskNameIsAMask() {
        for name in Vocabulary.maskNames {
            #expect(Self.errorPaths(#"{"root": {"id": "a", "supportedOrientations": "\#(name)"}}"#).isEmpty, "\(name)")
        }
        #expect(Self.errorPaths(#"{"root": {"id": "a", "supportedOrientations": "landscapes"}}"#) == ["$.root.supportedOrientations"])
    }

    @Test func everyKindStyleAndEventTypeIsAcceptedInItsField() {
        for kind in Vocabulary.kinds {
            #expect(Self.unknownWordPaths(#"{"root": {"id": "a", "kind": "\#(kind)"}}"#).isEmpty, "\(kind)")
        }
        #expect(Self.unknownWordPaths(#"{"root": {"id": "a", "kind": "tabController"}}"#) == ["$.root.kind"])
        for style in Vocabulary.styles {
            let body = #"{"root": {"id": "a"}, "events": [{"type": "present", "presenter": "a", "style": "\#(style)", "controller": {"id": "b"}}]}"#
            #expect(Self.unknownWordPaths(body).isEmpty, "\(style)")
        }
        for type in Vocabulary.eventTypes + Vocabulary.crossPlatformEventTypes {
            #expect(Self.unknownWordPaths(#"{"root": {"id": "a"}, "events": [{"type": "\#(type)"}]}"#).isEmpty, "\(type)")
        }
        #expect(Self.unknownWordPaths(#"{"root": {"id": "a"}, "events": [{"type": "rotate"}]}"#) == ["$.events[0].type"])
    }
}
