import RotationPolicy
import RotationPolicyJSON

/// `swiftUI.sheet`, `swiftUI.fullScreenCover`, `swiftUI.popover`: `presenter` names the controller that
/// hosts the presenting view; `controller` declares the hosting controller SwiftUI presents.
extension RequestDecoder {
    mutating func decodeSwiftUIPresent(
        _ type: String, _ presenter: Node, _ controller: Node, index: Int
    ) throws(RequestError) -> Event {
        func at(_ key: String) -> String { JSONPath.member(eventPath(index), key) }
        // The type was matched against the key lists, so the modifier exists.
        let modifier = SwiftUIPresentation(rawValue: String(type.dropFirst(CrossPlatformTypeName.swiftUIPrefix.utf8.count)))!
        guard request.app.iosVersion.atLeast(modifier.availableFromIOS) else {
            throw RequestError(
                .invalidRequest, path: at("type"),
                "SwiftUI's .\(modifier.rawValue) is available from iOS \(modifier.availableFromIOS); this app runs iOS \(request.app.iosVersion)"
            )
        }
        try reference(presenter, "presenter", .controller(requiredKind: nil), index, .crossPlatformPresenter)
        guard reader.tape.kind(controller) == .object else {
            throw RequestError(
                .invalidRequest, path: at("controller"),
                "SwiftUI presents a new hosting controller each time: declare it as an object (e.g. {\"id\": \"details\", \"preset\": \"UIHostingController\"})"
            )
        }
        let presented = try decodeController(controller, origin: .event(index), depth: 1, attached: false)
        return .crossPlatform(.swiftUIPresent(modifier, presenter: Self.unresolved, controller: presented))
    }
}
