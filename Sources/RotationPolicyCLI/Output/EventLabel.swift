/// A short, readable label for one request event with its arguments: `push player onto nav`,
/// `deviceOrientation landscapeLeft`, `flutter.setPreferredOrientations [landscapeLeft]`. Witnesses
/// print with it, so two events of one type must never read the same.
public enum EventLabel {
    public static func label(_ event: JSONNode?, type: String) -> String {
        guard let event, event.members != nil else { return type }
        func text(_ key: String) -> String? {
            guard let value = event[key], value != .null else { return nil }
            return show(value)
        }
        let controllerID = event["controller"]?["id"]?.string ?? text("controller")
        // The members a case below shows; any other member is added as `key=value`.
        var shown: Set<String> = ["type"]
        func take(_ keys: String...) { shown.formUnion(keys) }
        let parts: [String?]
        switch type {
        case "deviceOrientation", "setDeviceOrientation", "setStatusBarOrientation":
            take("orientation")
            parts = [text("orientation")]
        case "orientationLock":
            take("locked")
            parts = [event["locked"]?.bool == true ? "on" : "off"]
        case "requestGeometryUpdate", "setDelegateMask":
            take("orientations")
            parts = [text("orientations")]
        case "push":
            take("controller", "navigation")
            parts = [controllerID, text("navigation").map { "onto \($0)" }]
        case "pop", "popToRoot":
            take("navigation")
            parts = [text("navigation")]
        case "selectTab":
            take("tabBar", "index")
            parts = [text("tabBar"), text("index").map { "#\($0)" }]
        case "present", "swiftUI.sheet", "swiftUI.fullScreenCover", "swiftUI.popover":
            take("controller", "presenter", "style")
            parts = [controllerID, text("presenter").map { "from \($0)" }, text("style").map { "(\($0))" }]
        case "dismiss", "setNeedsUpdateOfSupportedInterfaceOrientations":
            take("controller")
            parts = [controllerID]
        case "update":
            take("controller", "set")
            let changes = event["set"]?.members?.map { "\($0.key)=\(show($0.value))" }
            parts = [controllerID, changes.map { $0.joined(separator: " ") }]
        case "addWindow":
            take("window")
            parts = [event["window"]?["id"]?.string ?? text("window")]
        case "removeWindow", "makeKey", "makeKeyWindow":
            take("window")
            parts = [text("window")]
        case "flutter.setPreferredOrientations":
            take("orientations", "controller")
            parts = [text("orientations"), text("controller").map { "on \($0)" }]
        case "expo.lockAsync":
            take("orientationLock")
            parts = [text("orientationLock")]
        case "rnScreens.screenOrientation":
            take("controller", "screenOrientation")
            parts = [controllerID, text("screenOrientation")]
        default:
            parts = []
        }
        let rest = (event.members ?? []).filter { !shown.contains($0.key) && $0.value != .null }.map { "\($0.key)=\(show($0.value))" }
        return ([type] + parts.compactMap { $0 } + rest).joined(separator: " ")
    }

    /// A value as a person writes it: `landscapeLeft`, `[portraitUp, landscapeLeft]`, `3`.
    static func show(_ value: JSONNode) -> String {
        if let string = value.string { return string }
        if let items = value.items { return "[" + items.map(show).joined(separator: ", ") + "]" }
        if let id = value["id"]?.string { return id }
        return value.compact
    }
}
