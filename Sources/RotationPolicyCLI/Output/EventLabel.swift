/// A short, readable label for one request event: `push player onto nav`, `deviceOrientation landscapeLeft`.
enum EventLabel {
    static func label(_ event: JSONNode?, type: String) -> String {
        guard let event, event.members != nil else { return type }
        func text(_ key: String) -> String? {
            guard let value = event[key], value != .null else { return nil }
            return value.string ?? value.compact
        }
        let controllerID = event["controller"]?["id"]?.string ?? text("controller")
        let parts: [String?]
        switch type {
        case "deviceOrientation", "setDeviceOrientation", "setStatusBarOrientation": parts = [text("orientation")]
        case "orientationLock": parts = [event["locked"]?.bool == true ? "on" : "off"]
        case "requestGeometryUpdate", "setDelegateMask": parts = [text("orientations")]
        case "push": parts = [controllerID, text("navigation").map { "onto \($0)" }]
        case "pop", "popToRoot": parts = [text("navigation")]
        case "selectTab": parts = [text("tabBar"), text("index").map { "#\($0)" }]
        case "present": parts = [controllerID, text("presenter").map { "from \($0)" }, text("style").map { "(\($0))" }]
        case "dismiss", "setNeedsUpdateOfSupportedInterfaceOrientations": parts = [controllerID]
        case "update":
            let changes = event["set"]?.members?.map { "\($0.key)=\($0.value.string ?? $0.value.compact)" }
            parts = [controllerID, changes.map { $0.joined(separator: " ") }]
        case "addWindow": parts = [event["window"]?["id"]?.string]
        case "removeWindow", "makeKey": parts = [text("window")]
        default: parts = []
        }
        return ([type] + parts.compactMap { $0 }).joined(separator: " ")
    }
}
