import RotationPolicyWire
import Testing

@testable import RotationPolicy

/// Findings are told apart by values (kind, code, rule, controller index); their spellings must stay
/// one-to-one with those values, or the explorer would merge or split findings the answer spells alike.
@Suite struct FindingIdentityTests {
    @Test func ruleNamesAreDistinct() {
        let names = Rule.allCases.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test func codeNamesAreDistinct() {
        var codes: [FindingCode] = [
            .exception(.invalidInterfaceOrientation), .exception(.invalidArgument), .sceneError101,
            .unsupportedOrientationShown, .containerDoesNotForward,
        ]
        codes += WarningCode.allCases.map { .warning($0) }
        let names = codes.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    /// The explorer names the first new finding a fix brings by `FindingCode`'s order (FixVerifier); within
    /// a kind (each kind's codes are of one case) it must be the spellings' order, as when it sorted them.
    @Test func codeOrderIsTheSpellingsOrderWithinAKind() {
        let exceptions: [FindingCode] = [.exception(.invalidInterfaceOrientation), .exception(.invalidArgument)]
        let warnings = WarningCode.allCases.map { FindingCode.warning($0) }
        for group in [exceptions, warnings] {
            #expect(group.sorted().map(\.name) == group.map(\.name).sorted())
            #expect(group.reversed().sorted().map(\.name) == group.map(\.name).sorted())
        }
    }

    @Test func everyExceptionCauseNamesItsException() {
        #expect(ExceptionCause.noCommonOrientation.name.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(ExceptionCause.preferredNotSupported.name.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(ExceptionCause.pushingNavigationController.name.name == "NSInvalidArgumentException")
    }
}
