import RotationPolicy

/// The spellings of rules and finding codes in answers (uikit-rules.md's names, the contract's codes),
/// made only when an answer is written: the domain holds the values.
extension Rule {
    package var name: String {
        switch self {
        case .r1_6: "R1.6"
        case .r2_2: "R2.2"
        case .r2_4: "R2.4"
        case .r2_5: "R2.5"
        case .r3_1: "R3.1"
        case .r3_2: "R3.2"
        case .r3_3: "R3.3"
        case .r3_4: "R3.4"
        case .r3_5: "R3.5"
        case .r3_6: "R3.6"
        case .r3_7: "R3.7"
        case .r3_8: "R3.8"
        case .r3_9: "R3.9"
        case .r3_10: "R3.10"
        case .r3_11: "R3.11"
        case .r3_12: "R3.12"
        case .r3_13: "R3.13"
        case .r1_7: "R1.7"
        case .r4: "R4"
        case .r4_3: "R4.3"
        case .r5: "R5"
        case .r6_1: "R6.1"
        case .s7: "§7"
        case .s7E1: "§7 E1"
        case .s7E2: "§7 E2"
        case .x1: "X1"
        case .x2: "X2"
        case .x3: "X3"
        case .x4: "X4"
        case .x5: "X5"
        }
    }
}

extension ExceptionName {
    package var name: String {
        switch self {
        case .invalidInterfaceOrientation: "UIApplicationInvalidInterfaceOrientation"
        case .invalidArgument: "NSInvalidArgumentException"
        }
    }
}

extension ErrorDomain {
    package var name: String {
        switch self {
        case .uiScene: "UISceneErrorDomain"
        }
    }
}

extension FindingCode {
    /// The finding's `code`: the exception name, the error domain and code, the warning code, or the kind.
    package var name: String {
        switch self {
        case .exception(let exception): exception.name
        case .sceneError101: ErrorDomain.uiScene.name + " 101"
        case .warning(let code): code.rawValue
        case .unsupportedOrientationShown: Finding.Kind.unsupportedOrientationShown.rawValue
        case .containerDoesNotForward: Finding.Kind.containerDoesNotForward.rawValue
        }
    }
}
