public import RotationPolicyWire

/// The rest of the contract's words for the generators and the structured fuzzer (api-contract
/// "Request", the same words as Fuzz/json.dict): the closed lists (orientations, masks, kinds, styles,
/// event types) are `RotationPolicyWire.Vocabulary`'s own; these add the keys, versions and numbers.
extension Vocabulary {
    public static let versions = ["6", "7.1", "8.0", "8.4", "9", "10.3", "12", "13.0", "15.5", "16", "16.4", "17", "18.2", "26", "27"]
    public static let controllerKeys = [
        "id", "class", "kind", "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
        "prefersStatusBarHidden", "forwarding", "children", "selectedIndex", "presented", "prefersInterfaceOrientationLocked",
        "childForInterfaceOrientationLock",
    ]
    public static let otherKeys = [
        "app", "device", "interfaceOrientation", "root", "windows", "events", "options", "idiom", "iosVersion",
        "hasHomeButton", "supportedOrientationsPad", "requiresFullScreen", "delegateOrientations",
        "viewControllerBasedStatusBarAppearance", "regularWidthInLandscape", "orientation", "orientationLock", "fallbackOrder",
        "lockSnapsToPortrait", "trace", "key", "level", "style", "removesPresenterView", "controller", "type", "locked",
        "orientations", "navigation", "tabBar", "index", "presenter", "set", "window", "scene", "scenes",
        "windowingMode", "windows", "fillsScreen", "hidden",
    ]
    public static let words =
        deviceOrientations + ["landscape", "all", "allButUpsideDown", "phone", "pad", "fullScreen", "windowed"] + kinds + forwarding + styles
        + versions + eventTypes
    public static let numbers: [Double] = [
        0, 1, 2, 4, 8, 16, 30, 26, 31, -1, -0.0, 0.5, 1e15, 9_007_199_254_740_994, 1e308, -1e308, .leastNonzeroMagnitude, 2000, 255,
    ]
}
