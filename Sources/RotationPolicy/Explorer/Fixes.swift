/// How to fix a finding: one sentence and a short Swift snippet, fit for the app's iOS version.
public struct Fix: Equatable, Sendable {
    public var summary: String
    public var swift: String
}

extension Fix {
    public static func `for`(_ finding: Finding, app: AppConfiguration) -> Fix {
        let modern = app.iosVersion.atLeast(16)
        let name = finding.controller ?? "the controller"
        // By the finding's code, exhaustively: a new code or exception cause does not compile until it
        // has a fix.
        switch finding.identity.code {
        case .exception:
            // Every exception finding carries the cause `raise` recorded.
            return exceptionFix(finding.cause ?? .noCommonOrientation, name: name)
        case .sceneError101:
            return Fix(
                summary:
                    "Change \(name)'s supportedInterfaceOrientations first and call setNeedsUpdateOfSupportedInterfaceOrientations(), then request the geometry update.",
                swift: """
                    allowedOrientations = .landscape  // read by supportedInterfaceOrientations
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                    view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in
                        print(error)
                    }
                    """)
        case .unsupportedOrientationShown:
            return modern
                ? Fix(
                    summary:
                        "Tell UIKit the supported orientations changed: call setNeedsUpdateOfSupportedInterfaceOrientations() in \(name)'s viewWillAppear, so the screen turns to an orientation it supports.",
                    swift: """
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            setNeedsUpdateOfSupportedInterfaceOrientations()
                        }
                        """)
                : Fix(
                    summary:
                        "Ask UIKit to re-evaluate when \(name) appears: call UIViewController.attemptRotationToDeviceOrientation() (it rotates only if the device is held in a supported orientation).",
                    swift: """
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            UIViewController.attemptRotationToDeviceOrientation()
                        }
                        """)
        case .containerDoesNotForward:
            return Fix(
                summary: "Let the container ask its visible child: forward the orientation questions in a subclass.",
                swift: """
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                    override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
                    """)
        case .warning(let code):
            return warningFix(code, rule: finding.rule)
        }
    }

    private static func exceptionFix(_ cause: ExceptionCause, name: String) -> Fix {
        switch cause {
        case .pushingNavigationController:
            return Fix(
                summary: "Present the navigation controller modally instead of pushing it onto another navigation stack.",
                swift: "present(navigationController, animated: true)")
        case .preferredNotSupported:
            return Fix(
                summary: "Make \(name)'s preferredInterfaceOrientationForPresentation one of its supportedInterfaceOrientations.",
                swift: """
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                    """)
        case .noCommonOrientation:
            return Fix(
                summary:
                    "Give \(name) at least one orientation the app also allows (Info.plist or application(_:supportedInterfaceOrientationsFor:)), or stop it from deciding while the app's mask excludes it.",
                swift: """
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        // Must share an orientation with the app's mask at every moment this controller decides.
                        .portrait
                    }
                    """)
        }
    }

    private static func warningFix(_ code: WarningCode, rule: String) -> Fix {
        switch code {
        case .setDeviceOrientationIgnored, .attemptRotationDeprecated:
            return Fix(
                summary: "Use the iOS 16 API: update the supported orientations, then request the scene geometry.",
                swift: """
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                    view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    """)
        case .presentRefused:
            return Fix(
                summary: "Present from the top-most presented controller, or dismiss the current presentation first.",
                swift: """
                    var top = rootViewController
                    while let presented = top?.presentedViewController { top = presented }
                    top?.present(controller, animated: true)
                    """)
        case .noCommonOrientation:
            return Fix(
                summary:
                    "Make the deciding controller share an orientation with the app's mask; iOS 13+ only keeps the orientation, older versions crash.",
                swift: "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }")
        case .shouldAutorotateIgnored, .setStatusBarOrientationIgnored:
            return Fix(
                summary: "Express the preference through supportedInterfaceOrientations and setNeedsUpdateOfSupportedInterfaceOrientations().",
                swift: """
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockedOrientations }
                    // after changing lockedOrientations:
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                    """)
        case .noRootViewController, .rootDoesNotSupportSceneOrientation, .multitaskingRequiresAllOrientations,
            .setNeedsUpdateUnavailable:
            return Fix(summary: "Address UIKit's warning: \(code.rawValue).", swift: "// see docs/rules.md, rule \(rule)")
        }
    }
}
