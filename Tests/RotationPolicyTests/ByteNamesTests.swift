import RotationPolicy
import RotationPolicyWire
import Testing

/// Keys, enum names and event types are matched by length and first eight bytes, then the rest: escaped
/// spellings, names that share a prefix and names at the very end of the body must all still match (or not).
@Suite struct ByteNamesTests {
    private func errors(_ body: String) -> [String]? {
        guard case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) else { return nil }
        return error.errors.map { "\($0.path): \($0.message)" }
    }

    @Test func escapedKeysAndValuesMatch() {
        #expect(errors(#"{"root": {"\u0069d": "a", "supportedOrientation\u0073": "portr\u0061it", "kind": "viewController"}}"#) == nil)
        #expect(errors(#"{"root": {"id": "a"}, "events": [{"typ\u0065": "deviceOrient\u0061tion", "orientation": "landscapeLeft"}]}"#) == nil)
    }

    @Test func sharedPrefixesDoNotMatch() {
        let wrongTail = errors(#"{"root": {"supportedOrientationz": "portrait"}}"#) ?? []
        #expect(wrongTail.count == 1 && wrongTail[0].hasPrefix("$.root.supportedOrientationz: unknown key 'supportedOrientationz'"), "\(wrongTail)")
        let wrongHead = errors(#"{"root": {"kind": "navigationControllex"}}"#) ?? []
        #expect(wrongHead.count == 1 && wrongHead[0].hasPrefix("$.root.kind: unknown kind 'navigationControllex'"), "\(wrongHead)")
        let shortPrefix = errors(#"{"root": {}, "events": [{"type": "pus"}]}"#) ?? []
        #expect(shortPrefix.count == 1 && shortPrefix[0].hasPrefix("$.events[0].type: unknown event type 'pus'"), "\(shortPrefix)")
    }

    /// A name whose first eight bytes run past the end of the body is read byte by byte.
    @Test func namesAtTheEndOfTheBody() {
        #expect(errors(#"{"root":{"id":"x"}}"#) == nil)
        #expect(errors(#"{"root":{"ix":1}}"#)?.first?.hasPrefix("$.root.ix: unknown key 'ix'") == true)
    }

    /// Ids may not start with `$`; a `$` that a combining mark turns into another character is not one.
    @Test func dollarIDs() {
        #expect(errors(#"{"root": {"id": "$a"}}"#)?.first?.hasPrefix("$.root.id: an id must not be empty or start with '$'") == true)
        #expect(errors(#"{"root": {"id": "$"}}"#)?.first?.hasPrefix("$.root.id: an id must not be empty or start with '$'") == true)
        #expect(errors(#"{"root": {"id": "$é"}}"#)?.first?.hasPrefix("$.root.id: an id must not be empty or start with '$'") == true)
        #expect(errors(#"{"root": {"id": "$́x"}}"#) == nil)
    }

    @Test func idiomsAndPresetsEscapedOrNot() {
        #expect(errors(#"{"app": {"idiom": "pad"}, "root": {"preset": "FlutterViewController"}}"#) == nil)
        #expect(errors(#"{"app": {"idiom": "pad"}, "root": {"preset": "FlutterViewController"}}"#) == nil)
        #expect(errors(#"{"app": {"idiom": "pda"}, "root": {}}"#)?.first?.hasPrefix("$.app.idiom: unknown idiom 'pda'") == true)
    }
}
