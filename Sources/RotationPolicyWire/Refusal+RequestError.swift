import RotationPolicy
import RotationPolicyJSON

extension RunError {
    /// The API's 400 or 422 for a run that ended without an answer, with the event's JSON path.
    var requestError: RequestError {
        switch self {
        case .refused(let refusal, let event, let cast):
            return refusal.requestError(event: event, in: cast)
        case .workExceeded(let limit, let index):
            return RequestError(
                .limitExceeded, path: ResolveRequest.eventPath(index),
                "the simulation needs more than \(limit) units of work (decider evaluations × tree depth; the work budget, --max-work) by this event; send fewer windows or events, or shallower trees"
            )
        case .answerTooLarge(let limit, let index):
            return RequestError(
                .limitExceeded, path: ResolveRequest.eventPath(index),
                "the answer would be larger than \(limit) bytes by this event (--max-answer-bytes); send fewer events, or leave out options.trace"
            )
        }
    }
}

/// The words and JSON path of a refused event, made only when a resolve answers with the 400.
extension Refusal {
    func requestError(event index: Int, in cast: Cast) -> RequestError {
        let event = ResolveRequest.eventPath(index)
        switch self {
        case .notInAnyWindow(let ref, let field):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, field.name),
                "'\(cast.controllers.name(ref))' is not in any window when this event runs (popped, dismissed, not yet added, or its window was removed)"
            )
        case .alreadyOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "controller"),
                "'\(cast.controllers.name(ref))' is already on screen or inside another controller; pop or dismiss it first")
        case .windowNotOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "window '\(cast.windows[ref].id)' is not on screen when this event runs")
        case .windowAlreadyOnScreen(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "window '\(cast.windows[ref].id)' is already on screen")
        case .lastWindow(let ref):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "window"),
                "'\(cast.windows[ref].id)' is the last window; an app keeps at least one")
        case .notFlutter(let ref, let classID):
            return RequestError(
                .invalidRequest, path: JSONPath.member(event, "controller"),
                "'\(cast.controllers.name(ref))' is a \(cast.className(ref, classID)), not a FlutterViewController; give it \"preset\": \"FlutterViewController\""
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

extension ResolveRequest {
    /// The JSON path of an event, for errors; built only when an error needs it.
    package static func eventPath(_ index: Int) -> String { "$.events[\(index)]" }
}
