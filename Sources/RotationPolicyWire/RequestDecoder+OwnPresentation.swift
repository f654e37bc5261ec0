import RotationPolicy
import RotationPolicyJSON

/// Presets whose class UIKit presents in its own way whatever `modalPresentationStyle` the app sets, as
/// `UIAlertController` does (an alert is a custom presentation that keeps the presenter's view; an action
/// sheet is a popover on iPad): a present that gives no style gets UIKit's, and one that gives another
/// style, or asks to remove the presenter's view, is refused at that member (docs/presets.md).
extension RequestDecoder {
    /// Every present event of such a controller, once references are resolved (the controller may be
    /// named by id, declared elsewhere).
    mutating func checkOwnPresentations() throws(RequestError) {
        guard !ownPresentations.isEmpty else { return }
        for index in request.events.indices {
            guard case .presented(let presenter, let style, let removes, let controller) = request.events[index],
                let own = ownPresentations[controller]
            else { continue }
            do {
                let given = presentsWithoutStyle.contains(index) ? nil : style
                let chosen = try ownStyle(own, given: given, removes: removes, at: eventPath(index))
                request.events[index] = .presented(
                    presenter: presenter, style: chosen, removesPresenterView: removes, controller: controller)
            } catch { try note(error) }
        }
    }

    /// The style to present in: UIKit's own when none was `given` (a popover on iPad when it is one of
    /// them), else `given` if UIKit keeps it. `path` is the present's (the event or the `presented` member).
    func ownStyle(
        _ own: [PresentationStyle], given: PresentationStyle?, removes: Bool, at path: String
    ) throws(RequestError) -> PresentationStyle {
        let styles = own.map(\.rawValue).joined(separator: " or ")
        if removes {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path, "removesPresenterView"),
                "UIAlertController keeps UIKit's own presentation (\(styles)), which leaves the presenter's view in place; leave removesPresenterView out"
            )
        }
        guard let given else {
            return request.app.idiom == .pad && own.contains(.popover) ? .popover : own[0]
        }
        guard own.contains(given) else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path, "style"),
                "UIAlertController keeps UIKit's own presentation (\(styles)); it is never presented '\(given.rawValue)', whatever modalPresentationStyle says: leave style out"
            )
        }
        return given
    }
}
