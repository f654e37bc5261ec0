import RotationPolicy
import RotationPolicyWire
import Testing

/// The orientation vocabulary (uikit-rules §0): raw values, the landscape swap, masks in three spellings.
@Suite struct VocabularyTests {
    @Test func interfaceRawValuesAreUIKits() {
        #expect(InterfaceOrientation.portrait.rawValue == 1)
        #expect(InterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    }

    @Test func landscapeNamesSwapBetweenDeviceAndInterface() {
        #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
        #expect(InterfaceOrientation.landscapeRight.deviceOrientation == .landscapeLeft)
        for flat in [DeviceOrientation.faceUp, .faceDown, .unknown] { #expect(flat.interfaceOrientation == nil) }
    }

    @Test(arguments: InterfaceOrientation.allCases) func roundTripsThroughDevice(_ orientation: InterfaceOrientation) {
        #expect(orientation.deviceOrientation.interfaceOrientation == orientation)
    }

    @Test func namedMasksHaveUIKitsRawValues() {
        let expected: [String: Int] = [
            "portrait": 2, "portraitUpsideDown": 4, "landscapeRight": 8, "landscapeLeft": 16, "landscape": 24,
            "all": 30, "allButUpsideDown": 26,
        ]
        for (name, raw) in expected { #expect(Vocabulary.mask(named: name)?.rawValue == raw, "\(name)") }
        #expect(Vocabulary.mask(named: "upsideDown") == nil)
        #expect(Set(Vocabulary.maskNames) == Set(expected.keys))
    }

    @Test func masksListInCanonicalOrder() {
        let mask = OrientationMask([.landscapeRight, .portrait, .landscapeLeft, .portraitUpsideDown])
        #expect(mask.orientations == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(mask.listText == "portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
    }

    @Test func iosVersionsParse() {
        #expect(IOSVersion(parsing: "17") == IOSVersion(17, 0))
        #expect(IOSVersion(parsing: "16.4.1") == IOSVersion(16, 4))
        #expect(IOSVersion(parsing: "9.3") == IOSVersion(9, 3))
        for bad in ["", "abc", "17.", ".1", "1.2.3.4", "-1", "1e3"] { #expect(IOSVersion(parsing: bad) == nil, "\(bad)") }
    }

    @Test func allThreeMaskSpellingsDecodeAlike() throws {
        for spelling in [#"["landscapeLeft","landscapeRight"]"#, #""landscape""#, "24"] {
            let body = #"{"interfaceOrientation":"landscapeRight","root":{"id":"a","supportedOrientations":"# + spelling + "}}"
            let response = try ResolveHarness.respond(body)
            #expect(response.contains(#""supportedOrientations":{"orientations":["landscapeLeft","landscapeRight"],"rawValue":24}"#), "\(spelling)")
        }
    }
}
