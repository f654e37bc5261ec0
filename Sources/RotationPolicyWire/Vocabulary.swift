public import RotationPolicy

/// The contract's closed vocabularies (api-contract "Vocabulary"), listed once for everything that
/// reads or writes the wire: the decoders and encoders, the CLI's expectations, the request generators
/// and the structured fuzzer. Orientation names and enum raw values are the model's own spellings, which
/// the wire's sentences (`Text/`) and these lists read; the mask names and the event types are spelled
/// only here and in the decoders' tables that these lists read.
public enum Vocabulary {
    /// Interface orientations in the contract's order.
    public static let interfaceOrientations: [String] = InterfaceOrientation.canonicalOrder.map(\.name)
    /// Device orientations: the interface orientations, then the three that have no interface orientation.
    public static let deviceOrientations: [String] =
        interfaceOrientations + [DeviceOrientation.faceUp, .faceDown, .unknown].map(\.name)
    /// Every mask name a request may use, with its mask, in the contract's order.
    public static let masks: [(name: String, mask: OrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight), ("landscape", .landscape), ("all", .all),
        ("allButUpsideDown", .allButUpsideDown),
    ]
    public static let maskNames: [String] = masks.map(\.name)
    public static let kindValues: [ControllerKind] = [
        .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController, .container,
    ]
    public static let kinds: [String] = kindValues.map(\.rawValue)
    public static let forwardingValues: [Forwarding] = [.none, .top, .visible, .selected, .firstChild, .presented]
    public static let forwarding: [String] = forwardingValues.map(\.rawValue)
    /// Presentation styles (`modalPresentationStyle`).
    public static let styleValues: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .automatic, .currentContext, .overCurrentContext,
        .custom,
    ]
    public static let styles: [String] = styleValues.map(\.rawValue)
    /// UIKit's event types, in the contract's order (the decoder's table of each type's keys).
    public static let eventTypes: [String] = RequestDecoder.eventKeyLists.map(\.type)
    /// The cross-platform plugins' event types (`flutter.…`, `expo.…`, `rnScreens.…`, `rnOrientationLocker.…`).
    public static let crossPlatformEventTypes: [String] = RequestDecoder.crossPlatformKeyLists.map(\.type)

    /// Confidence levels, strongest first (docs/rules.md "Confidence"), as answers and docs/rules.md spell them.
    public static let confidenceLevels: [(name: String, level: Confidence)] = [
        ("documented", .documented), ("decompiled", .decompiled), ("observed", .observed),
        ("extrapolated", .extrapolated), ("assumed", .assumed),
    ]
    /// The answer's `confidence.assumptions` codes, with the words the CLI and the playground show.
    public static let assumptions: [(code: String, words: String, assumption: Assumption)] = [
        ("fallbackOrientation", "fallback orientation", .fallbackOrientation),
        ("noContainerReevaluation", "iOS 16+ push/pop/tab switch without re-evaluation", .noContainerReevaluation),
        ("deviceOrientationSetUnderLock", "KVC orientation set under the lock", .deviceOrientationSetUnderLock),
        ("sceneLockReleaseFollowsDevice", "released scene lock follows the device", .sceneLockReleaseFollowsDevice),
        ("hiddenWindowSkipped", "hidden window skipped, shown like a new one", .hiddenWindowSkipped),
        (
            "requiresFullScreenAsDocumented", "iPadOS 26.1 full-screen app as documented, reports disagree",
            .requiresFullScreenAsDocumented
        ),
    ]

    /// The spelling of a confidence level.
    public static func name(of level: Confidence) -> String {
        confidenceLevels.first { $0.level == level }?.name ?? "assumed"
    }

    /// The code of an assumption.
    public static func code(of assumption: Assumption) -> String {
        assumptions.first { $0.assumption == assumption }?.code ?? ""
    }

    /// The name of a mask, or nil for a mask the vocabulary does not name.
    public static func name(of mask: OrientationMask) -> String? {
        masks.first { $0.mask == mask }?.name
    }

    /// The mask a name stands for, or nil.
    public static func mask(named name: String) -> OrientationMask? {
        masks.first { $0.name == name }?.mask
    }
}
