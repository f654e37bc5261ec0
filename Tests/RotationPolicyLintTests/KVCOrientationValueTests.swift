import Testing

@testable import RotationPolicyCLI
@testable import RotationPolicyLint

/// The lint message's replacement asks for the orientation the KVC set asked for (issue 30, point 7).
@Suite struct KVCOrientationValueTests {
    @Test(
        "interface names mean themselves, device names and raw numbers are device orientations",
        arguments: [
            ("UIInterfaceOrientation.portrait.rawValue", "portrait"),
            ("UIInterfaceOrientation.landscapeLeft.rawValue", "landscapeLeft"),
            ("@(UIInterfaceOrientationLandscapeRight)", "landscapeRight"),
            ("UIDeviceOrientation.landscapeLeft.rawValue", "landscapeRight"),
            ("NSNumber(value: UIDeviceOrientation.portraitUpsideDown.rawValue)", "portraitUpsideDown"),
            ("3", "landscapeRight"),
            ("1", "portrait"),
        ])
    func named(text: String, expected: String) {
        #expect(KVCOrientationValue.interfaceOrientation(text) == expected)
    }

    @Test("a variable or an unknown number names none: the message stays general")
    func unknown() {
        #expect(KVCOrientationValue.interfaceOrientation("orientation.rawValue") == nil)
        #expect(KVCOrientationValue.interfaceOrientation("0") == nil)
    }
}
