import RotationPolicy
import RotationPolicyWire
import Testing

/// A UIKit developer types UIKit's spellings first: the API's errors point at its own names for them
/// (issue 23), and keep device and interface orientations apart (their landscape cases are swapped).
@Suite struct UIKitSpellingTests {
    private func messages(_ body: String) -> [String: String] {
        guard case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) else { return [:] }
        return Dictionary(error.errors.map { ($0.path, $0.message) }) { first, _ in first }
    }

    @Test("UIKit names in a request get a did-you-mean for the API's name")
    func spellings() {
        let errors = messages(
            """
            {"root": {"id": "home", "kind": "UINavigationController", "forwarding": "topViewController",
              "supportedOrientations": "UIInterfaceOrientationMaskPortrait", "children": [{"id": "a", "kind": "navigation"}]},
             "events": [{"type": "present", "presenter": "home", "style": ".fullScreen", "controller": {"id": "b"}},
               {"type": "deviceOrientation", "orientation": "UIDeviceOrientationFaceUp"},
               {"type": "setStatusBarOrientation", "orientation": "UIInterfaceOrientation.landscapeLeft"}]}
            """)
        #expect(errors["$.root.kind"]?.contains("'UINavigationController' (did you mean 'navigationController'?)") == true, "\(errors)")
        #expect(errors["$.root.forwarding"]?.contains("'topViewController' (did you mean 'top'?)") == true, "\(errors)")
        #expect(errors["$.root.supportedOrientations"]?.contains("(did you mean 'portrait'?)") == true, "\(errors)")
        #expect(errors["$.root.children[0].kind"]?.contains("'navigation' (did you mean 'navigationController'?)") == true, "\(errors)")
        #expect(errors["$.events[0].style"]?.contains("'.fullScreen' (did you mean 'fullScreen'?)") == true, "\(errors)")
        #expect(errors["$.events[1].orientation"]?.contains("(did you mean 'faceUp'?)") == true, "\(errors)")
        #expect(errors["$.events[2].orientation"]?.contains("(did you mean 'landscapeLeft'?)") == true, "\(errors)")
    }

    @Test("UIKit property names as keys point at the request's keys, forwarding included")
    func keys() {
        let errors = messages(
            """
            {"root": {"id": "nav", "kind": "navigationController", "supportedInterfaceOrientations": "portrait",
              "topViewController": true, "viewControllers": [],
              "presented": {"modalPresentationStyle": "fullScreen", "controller": {"id": "sheet"}}}}
            """)
        #expect(errors["$.root.supportedInterfaceOrientations"]?.contains("(did you mean 'supportedOrientations'?)") == true, "\(errors)")
        #expect(errors["$.root.topViewController"]?.contains("(did you mean 'forwarding: top'?)") == true, "\(errors)")
        #expect(errors["$.root.viewControllers"]?.contains("(did you mean 'children'?)") == true, "\(errors)")
        #expect(errors["$.root.presented.modalPresentationStyle"]?.contains("(did you mean 'style'?)") == true, "\(errors)")
    }

    @Test("a device orientation's name is not offered for an interface orientation, nor the other way round")
    func deviceAndInterfaceApart() {
        let errors = messages(
            """
            {"root": {"id": "home", "supportedOrientations": "UIDeviceOrientationLandscapeLeft"},
             "events": [{"type": "deviceOrientation", "orientation": "UIInterfaceOrientationLandscapeLeft"}]}
            """)
        #expect(errors["$.root.supportedOrientations"]?.contains("did you mean") == false, "\(errors)")
        #expect(errors["$.events[0].orientation"]?.contains("did you mean") == false, "\(errors)")
    }
}
