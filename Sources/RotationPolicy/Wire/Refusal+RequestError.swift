/// The words and JSON path of a refused event, made only when a resolve answers with the 400.
extension Refusal {
    func requestError(event index: Int, in simulation: Simulation) -> RequestError {
        let event = ResolveRequest.eventPath(index)
        switch self {
        case .notInAnyWindow(let ref, let field):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, field.name),
                "'\(simulation.name(ref))' is not in any window when this event runs (popped, dismissed, not yet added, or its window was removed)"
            )
        case .alreadyOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "controller"),
                "'\(simulation.name(ref))' is already on screen or inside another controller; pop or dismiss it first")
        case .windowNotOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "window '\(simulation.cast.windows[ref].id)' is not on screen when this event runs")
        case .windowAlreadyOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "window '\(simulation.cast.windows[ref].id)' is already on screen")
        case .lastWindow(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "'\(simulation.cast.windows[ref].id)' is the last window; an app keeps at least one")
        case .notFlutter(let ref, let classID):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "controller"),
                "'\(simulation.name(ref))' is a \(simulation.cast.className(ref, classID)), not a FlutterViewController; give it \"preset\": \"FlutterViewController\""
            )
        case .noFlutterOnScreen:
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "type"),
                "flutter.setPreferredOrientations needs a FlutterViewController on screen when it runs; add a controller with \"preset\": \"FlutterViewController\" (or \"class\": \"FlutterViewController\")"
            )
        case .noExpoRoot:
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "type"),
                "expo-screen-orientation works through Expo's root controller; the key window's root must be one: give it \"preset\": \"ExpoScreenOrientationViewController\""
            )
        }
    }
}

extension Refusal.Field {
    /// The event's member that names the controller.
    var name: String {
        switch self {
        case .navigation: "navigation"
        case .tabBar: "tabBar"
        case .presenter: "presenter"
        case .controller: "controller"
        }
    }
}
