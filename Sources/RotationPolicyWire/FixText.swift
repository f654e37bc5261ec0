import RotationPolicy

/// How an explore answer words a fix: one sentence and a short snippet in the app's language (Swift,
/// or Dart and JavaScript for a cross-platform library), by the candidate's family.
enum FixText {
    static func summary(_ candidate: FixCandidate, request: ResolveRequest) -> String {
        let name = candidate.controller.map { request.controllers.name($0) } ?? "the controller"
        switch candidate.family {
        case .setNeedsUpdateOnAppear:
            return
                "Tell UIKit the supported orientations changed: call setNeedsUpdateOfSupportedInterfaceOrientations() in \(name)'s viewWillAppear, so the screen turns to an orientation it supports."
        case .requestGeometryOnAppear(let mask):
            return
                "Turn the screen when \(name) appears: request the scene geometry (\(mask.listText)) from its viewWillAppear."
        case .attemptRotationOnAppear:
            return
                "Ask UIKit to re-evaluate when \(name) appears: call UIViewController.attemptRotationToDeviceOrientation() (it rotates only if the device is held in a supported orientation)."
        case .deviceOrientationThenAttempt(let orientation):
            return
                "Force the orientation when \(name) appears: set UIDevice's orientation to \(orientation.name) by key-value coding, then call UIViewController.attemptRotationToDeviceOrientation() (iOS 15 and earlier; Pocket iOS PR #211)."
        case .flutterSubclassOnAppear(let modern):
            return modern
                ? "Subclass FlutterViewController and call setNeedsUpdateOfSupportedInterfaceOrientations() in viewDidAppear: the engine does nothing when Dart sets the same orientations again, so UIKit is never told when \(name) comes back."
                : "Subclass FlutterViewController and force a supported orientation in viewDidAppear (the KVC orientation set, then attemptRotationToDeviceOrientation()): the engine does nothing when Dart sets the same orientations again."
        case .dartOnRouteChange(let mask):
            return
                "On the Dart side, set the orientations the next screen supports (\(mask.listText)) before leaving the Flutter route, e.g. in the route's dispose or a RouteObserver's didPop."
        case .dartOnlyWhileFlutterDecides:
            return
                "Call SystemChrome.setPreferredOrientations only while the Flutter view is on screen and decides the orientation (\(name) decides here, so UIKit denies the engine's geometry request); set them when the Flutter route is shown."
        case .expoLockOnlyWhileScreenDecides(let lock):
            return
                "Call ScreenOrientation.lockAsync(OrientationLock.\(lock.rawValue)) only while the React Native screen decides the orientation (\(name) decides here, so UIKit denies the library's geometry request): lock in the screen's useFocusEffect, not while a native controller is presented."
        case .expoLockOnFocus(let lock):
            return
                "Lock the orientation each time the screen gains focus: ScreenOrientation.lockAsync(OrientationLock.\(lock.rawValue)) in a useFocusEffect, so coming back to it turns the interface."
        case .orientationLockerOnFocus(let method):
            return
                "Lock the orientation each time the screen gains focus: Orientation.\(method.rawValue)() in a useFocusEffect, so coming back to it turns the interface."
        case .maskBeforeGeometryRequest:
            return
                "Change \(name)'s supportedInterfaceOrientations first and call setNeedsUpdateOfSupportedInterfaceOrientations(), then request the geometry update."
        case .forwarding(let forwarding):
            return
                "Let the container ask its visible child: forward the orientation questions to \(forwarding == .selected ? "selectedViewController" : "topViewController") in a subclass."
        case .preferredOrientation(let orientation):
            return
                "Make \(name)'s preferredInterfaceOrientationForPresentation one of its supportedInterfaceOrientations: \(orientation.name)."
        case .controllerMask(let mask):
            return
                "Give \(name) at least one orientation the app also allows: supportedInterfaceOrientations \(mask.listText)."
        case .appMask(let mask):
            return
                "Allow \(name)'s orientations app-wide: the app's mask (Info.plist or application(_:supportedInterfaceOrientationsFor:)) \(mask.listText)."
        case .presentAs(.fullScreen):
            var sheet = "the sheet's controller"
            if let (event, _) = candidate.change.restyled, case .presented(_, _, _, let controller) = request.events[event] {
                sheet = request.controllers.name(controller)
            }
            return
                "Present \(sheet) full screen (modalPresentationStyle .fullScreen), not as a sheet: it then decides the orientation whichever way the device is held, and UIKit turns the screen to one it supports."
        case .presentAs(let style):
            return
                "Present \(name) as a \(style.rawValue) (modalPresentationStyle .\(style.rawValue)): it does not fill the window there, so the presenter keeps deciding and UIKit does not ask \(name) for its orientations."
        case .geometryRequestOnlyWhenFullScreen:
            return
                "Expect the request to fail while the scene is a window (iPadOS 26 windowing refuses every orientation request with UISceneErrorDomain 101): handle the error by laying the screen out for the orientation it has."
        case .presentNavigationController:
            return "Present the navigation controller modally instead of pushing it onto another navigation stack."
        case .presentFromTop:
            return "Present from the top-most presented controller, or dismiss the current presentation first."
        case .useIOS16API(let mask):
            return "Use the iOS 16 API: update the supported orientations, then request the scene geometry for \(mask.listText)."
        case .shareAnOrientation:
            return
                "Make the deciding controller share an orientation with the app's mask; iOS 13+ only keeps the orientation, older versions crash."
        case .expressThroughMask:
            return "Express the preference through supportedInterfaceOrientations and setNeedsUpdateOfSupportedInterfaceOrientations()."
        case .addressWarning(let code, _):
            return "Address UIKit's warning: \(code.rawValue)."
        }
    }

    static func code(_ candidate: FixCandidate) -> String {
        switch candidate.family {
        case .setNeedsUpdateOnAppear:
            return """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
                """
        case .requestGeometryOnAppear(let mask):
            return """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: \(swift(mask))))
                }
                """
        case .attemptRotationOnAppear:
            return """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UIViewController.attemptRotationToDeviceOrientation()
                }
                """
        case .deviceOrientationThenAttempt(let orientation):
            return """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UIDevice.current.setValue(UIInterfaceOrientation.\(orientation.name).rawValue, forKey: "orientation")
                    UIViewController.attemptRotationToDeviceOrientation()
                }
                """
        case .flutterSubclassOnAppear(let modern):
            let call =
                modern
                ? "setNeedsUpdateOfSupportedInterfaceOrientations()"
                : "UIViewController.attemptRotationToDeviceOrientation()"
            return """
                class AppFlutterViewController: FlutterViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        \(call)
                    }
                }
                """
        case .dartOnRouteChange(let mask):
            return """
                @override
                void dispose() {
                  SystemChrome.setPreferredOrientations([\(dart(mask))]);
                  super.dispose();
                }
                """
        case .dartOnlyWhileFlutterDecides(let mask):
            return """
                // In the Flutter route that needs them, not at app start:
                @override
                void initState() {
                  super.initState();
                  SystemChrome.setPreferredOrientations([\(dart(mask))]);
                }
                """
        case .expoLockOnlyWhileScreenDecides(let lock), .expoLockOnFocus(let lock):
            return """
                useFocusEffect(
                  useCallback(() => {
                    ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.\(lock.rawValue));
                  }, [])
                );
                """
        case .orientationLockerOnFocus(let method):
            return """
                useFocusEffect(
                  useCallback(() => {
                    Orientation.\(method.rawValue)();
                  }, [])
                );
                """
        case .maskBeforeGeometryRequest(let mask):
            return """
                allowedOrientations = \(swift(mask))  // read by supportedInterfaceOrientations
                setNeedsUpdateOfSupportedInterfaceOrientations()
                view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: \(swift(mask)))) { error in
                    print(error)
                }
                """
        case .forwarding(let forwarding):
            let child = forwarding == .selected ? "selectedViewController" : "topViewController"
            return """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    \(child)?.supportedInterfaceOrientations ?? .portrait
                }
                override var shouldAutorotate: Bool { \(child)?.shouldAutorotate ?? true }
                """
        case .preferredOrientation(let orientation):
            return """
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .\(orientation.name) }
                """
        case .controllerMask(let mask):
            return """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    // Must share an orientation with the app's mask at every moment this controller decides.
                    \(swift(mask))
                }
                """
        case .appMask(let mask):
            return """
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    \(swift(mask))  // or list the same orientations in Info.plist's UISupportedInterfaceOrientations
                }
                """
        case .presentAs(let style):
            return """
                controller.modalPresentationStyle = .\(style.rawValue)
                present(controller, animated: true)
                """
        case .geometryRequestOnlyWhenFullScreen:
            return """
                view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in
                    // UISceneErrorDomain 101 while the scene is a window (iPadOS 26): it keeps the screen's
                    // orientation, so lay the screen out for it instead of asking again.
                }
                """
        case .presentNavigationController:
            return "present(navigationController, animated: true)"
        case .presentFromTop:
            return """
                var top = rootViewController
                while let presented = top?.presentedViewController { top = presented }
                top?.present(controller, animated: true)
                """
        case .useIOS16API(let mask):
            return """
                setNeedsUpdateOfSupportedInterfaceOrientations()
                view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: \(swift(mask))))
                """
        case .shareAnOrientation:
            return "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }"
        case .expressThroughMask:
            return """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockedOrientations }
                // after changing lockedOrientations:
                setNeedsUpdateOfSupportedInterfaceOrientations()
                """
        case .addressWarning(_, let rule):
            return "// see docs/rules.md, rule \(rule.name)"
        }
    }

    /// A mask as Swift writes it: `.landscape`, `[.portrait, .landscapeLeft]`.
    static func swift(_ mask: OrientationMask) -> String {
        if let name = Vocabulary.name(of: mask) { return "." + name }
        return "[" + mask.orientations.map { "." + $0.name }.joined(separator: ", ") + "]"
    }

    /// A mask as Flutter's `DeviceOrientation` list.
    static func dart(_ mask: OrientationMask) -> String {
        RequestDecoder.flutterOrientationNames.filter { mask.contains($0.1.orientations[0]) }.map { "DeviceOrientation." + $0.0 }
            .joined(separator: ", ")
    }

    /// What `checked` says: what was tried and what came of it.
    static func checked(_ fix: CheckedFix, request: ResolveRequest) -> String {
        var text: String
        if fix.verified {
            text = reason(fix.verdict, request)
            if !fix.rejected.isEmpty { text += "; tried first and not enough: " }
        } else {
            let tried = fix.rejected.count + 1
            text = tried > 1 ? "none of \(tried) candidates verified: this one: " : ""
            text += reason(fix.verdict, request)
            if !fix.rejected.isEmpty { text += "; " }
        }
        text += fix.rejected.map { "\(label($0.family)): \(reason($0.verdict, request))" }.joined(separator: "; ")
        return text
    }

    static func reason(_ verdict: CheckedFix.Verdict, _ request: ResolveRequest) -> String {
        switch verdict {
        case .verified(let states, let exhaustive):
            "witness replayed with the fix: the finding is gone; re-explored with the same budgets (\(states) states, \(exhaustive ? "exhaustive" : "stopped by a budget")): it is not found and no new crash or error appears"
        case .stillInWitness: "the witness replayed with the fix still shows it"
        case .stillFound(let states): "re-explored with the fix, it is still found on another path (\(states) states)"
        case .newFinding(let kind, let code, let controller):
            "re-explored with the fix, a new \(kind == .exception ? code.name : kind.rawValue)\(controller.map { " on \(request.controllers.name($0))" } ?? "") appears"
        case .notSimulated: "not verified: the model does not describe this code change"
        case .timeLimit: "not checked: time limit"
        case .overCheckCap(let checks):
            checks == 0
                ? "not checked: explore.maxFixChecks is 0" : "not checked: only the first \(checks) findings' fixes are checked"
        }
    }

    /// A candidate in a few words, for the list of those tried.
    static func label(_ family: FixCandidate.Family) -> String {
        switch family {
        case .setNeedsUpdateOnAppear: "setNeedsUpdateOfSupportedInterfaceOrientations() on appearing"
        case .requestGeometryOnAppear: "requestGeometryUpdate on appearing"
        case .attemptRotationOnAppear: "attemptRotationToDeviceOrientation() alone"
        case .deviceOrientationThenAttempt: "the KVC orientation set, then attemptRotationToDeviceOrientation()"
        case .flutterSubclassOnAppear: "a FlutterViewController subclass"
        case .dartOnRouteChange: "SystemChrome.setPreferredOrientations on leaving the route"
        case .dartOnlyWhileFlutterDecides: "SystemChrome.setPreferredOrientations only on the Flutter route"
        case .expoLockOnFocus: "ScreenOrientation.lockAsync in a focus effect"
        case .expoLockOnlyWhileScreenDecides: "ScreenOrientation.lockAsync only while the screen decides"
        case .orientationLockerOnFocus: "react-native-orientation-locker in a focus effect"
        case .maskBeforeGeometryRequest: "the mask changed before the geometry request"
        case .forwarding: "forwarding to the visible child"
        case .preferredOrientation: "another preferred orientation"
        case .controllerMask: "the controller's mask"
        case .appMask: "the app's mask"
        case .presentAs(let style): style == .fullScreen ? "full screen instead" : "a page sheet instead"
        case .geometryRequestOnlyWhenFullScreen, .presentNavigationController, .presentFromTop, .useIOS16API, .shareAnOrientation,
            .expressThroughMask,
            .addressWarning:
            "the code change"
        }
    }
}
