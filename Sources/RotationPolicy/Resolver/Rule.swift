/// The uikit-rules.md rule that decided an outcome, as a value; `Wire/Text/Rule+Name.swift` spells it.
package enum Rule: UInt8, Hashable, Sendable, CaseIterable {
    case r1_6, r2_2, r2_4, r3_1, r3_2, r3_3, r3_4, r3_5, r3_6, r3_7, r3_8, r3_9, r3_10, r3_11, r4, r5, r6_1
    /// iPadOS 26 windowing modes (issue 25).
    case r4_3
    /// requestGeometryUpdate refused because the scene's orientation is not programmable: a resizable
    /// iPad app (issue 31).
    case r3_12
    /// The scene's interface-orientation lock (iOS 26: `prefersInterfaceOrientationLocked`,
    /// `childForInterfaceOrientationLock`), which Apple documents, apart from R3.2's Control Center lock.
    case r3_13
    /// iPad multitasking; printed only among an answer's uncertain rules (iPadOS 26.1, issue 31).
    case r1_7
    /// §7: no orientation at all; §7 E1: no common orientation; §7 E2: preferred orientation unsupported.
    case s7, s7E1, s7E2
    /// Cross-platform strategies: Flutter, expo-screen-orientation, react-native-orientation-locker,
    /// react-native-screens.
    case x1, x2, x3, x4
    /// SwiftUI's presentation modifiers (`.sheet`, `.fullScreenCover`, `.popover`).
    case x5
    /// A size change (a rotation) reaches a container's children only through super's
    /// `viewWillTransition(to:with:)`; read by lint, never by the simulator.
    case r2_5
}

extension Rule {
    /// How sure docs/rules.md is of the rule's main behaviour (its `Confidence:` line; a test keeps the two
    /// equal). The uncertain choices inside a rule are `Assumption`s, made per step.
    var confidence: Confidence {
        switch self {
        case .r1_6, .r1_7, .r2_2, .r2_4, .r2_5, .r3_1, .r3_4, .r3_5, .r3_6, .r3_9, .r3_11, .r3_13, .r5, .r6_1: .documented
        case .x1, .x2, .x3, .x4: .documented
        case .s7: .decompiled
        case .r3_2, .r3_3, .r3_7, .r3_8, .r3_10, .r3_12, .r4, .s7E1, .s7E2, .x5: .observed
        case .r4_3: .assumed
        }
    }
}

/// Every rule and its level, for the test that holds docs/rules.md to the same levels.
package enum RuleConfidence {
    package static let all: [(rule: Rule, level: Confidence)] = Rule.allCases.map { ($0, $0.confidence) }
}

/// What a finding is about, as a value: the exception, the scene error, the warning or the diagnostic.
/// Bijective with the contract's `code` strings, so findings merge exactly as they did by string.
package enum FindingCode: Hashable, Sendable, Comparable {
    case exception(ExceptionName)
    case sceneError101
    case warning(WarningCode)
    case unsupportedOrientationShown
    case containerDoesNotForward

    /// The order of the contract's spellings within a finding kind (each kind has codes of one case):
    /// `NSInvalidArgumentException` before `UIApplicationInvalidInterfaceOrientation`, warnings by code.
    /// The explorer names the first new finding a fix brings by it, as it did when it sorted spellings.
    package static func < (a: FindingCode, b: FindingCode) -> Bool {
        switch (a, b) {
        case (.exception(let x), .exception(let y)): x != y && x == .invalidArgument
        case (.warning(let x), .warning(let y)): x.rawValue < y.rawValue
        default: a.caseIndex < b.caseIndex
        }
    }

    private var caseIndex: Int {
        switch self {
        case .exception: 0
        case .sceneError101: 1
        case .warning: 2
        case .unsupportedOrientationShown: 3
        case .containerDoesNotForward: 4
        }
    }
}

/// The NSException names the simulation raises.
package enum ExceptionName: UInt8, Hashable, Sendable {
    case invalidInterfaceOrientation
    case invalidArgument
}

/// The NSError domains the simulation hands to error handlers (E3: `UISceneErrorDomain` 101).
package enum ErrorDomain: UInt8, Hashable, Sendable {
    case uiScene
}

/// Why an exception was raised: findings of one name differ in their fix.
enum ExceptionCause: UInt8, Hashable, Sendable {
    /// E1: no orientation common to the controller and the app, shouldAutorotate YES.
    case noCommonOrientation
    /// E2: the preferred orientation for presentation is not a supported one.
    case preferredNotSupported
    /// UINavigationController refuses to push a navigation controller.
    case pushingNavigationController

    var name: ExceptionName {
        switch self {
        case .noCommonOrientation, .preferredNotSupported: .invalidInterfaceOrientation
        case .pushingNavigationController: .invalidArgument
        }
    }
}

/// Warning codes: stable names clients match on; the message is UIKit's text where it has one.
package enum WarningCode: String, Hashable, Sendable, CaseIterable {
    case setDeviceOrientationIgnored
    case noRootViewController
    case rootDoesNotSupportSceneOrientation
    case multitaskingRequiresAllOrientations
    case attemptRotationDeprecated
    case setNeedsUpdateUnavailable
    case presentRefused
    case noCommonOrientation
    case setStatusBarOrientationIgnored
    case shouldAutorotateIgnored

    /// Use of an API deprecated on the app's iOS version, for which UIKit logs no line: /v1/resolve
    /// lists it under `deprecations`, not `warnings` (docs/rules.md, "Deprecations"). The explorer
    /// still reports it as a finding, so a CI check catches it.
    package var isDeprecation: Bool {
        switch self {
        case .attemptRotationDeprecated, .shouldAutorotateIgnored: true
        default: false
        }
    }
}
