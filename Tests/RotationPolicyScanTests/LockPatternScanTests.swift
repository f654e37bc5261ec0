import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// The rotation-lock patterns real apps use, as the scan reads them (issue 30, point 3): the app-wide
/// lock variable the delegate returns, with its initial value and assignments, and the app's own
/// rotation helpers inlined at their calls.
@Suite("scan: lock variables and rotation helpers")
struct LockPatternScanTests {
    static func scan(_ files: [(String, String)]) throws -> ScanResult {
        try Scanner.scan(files: files.map { ($0.0, Array($0.1.utf8)) })
    }

    static let delegate = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            static var orientationLock = UIInterfaceOrientationMask.all
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = PlayerViewController()
                return true
            }
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                return AppDelegate.orientationLock
            }
        }
        """

    @Test("the lock: initial value, each assignment with its function and value, and the update after it (through a helper too)")
    func lockVariable() throws {
        let player = """
            import UIKit
            class PlayerViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    AppDelegate.orientationLock = [.landscapeLeft, .landscapeRight]
                    Screen.refresh(self)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    (UIApplication.shared.delegate as? AppDelegate).map { _ in AppDelegate.orientationLock = .all }
                }
                func other() {
                    orientationLock = .portrait
                }
            }
            enum Screen {
                static func refresh(_ controller: UIViewController) {
                    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            """
        let result = try Self.scan([("AppDelegate.swift", Self.delegate), ("Player.swift", player)])
        let locks = result.model.orientationLocks
        #expect(locks.count == 1)
        let lock = try #require(locks.first)
        #expect(lock.name == "AppDelegate.orientationLock")
        #expect(lock.declaredAt.file == "AppDelegate.swift" && lock.declaredAt.line == 4)
        #expect(lock.returnedAt.line == 11)
        #expect(
            lock.initial
                == LockValue(
                    text: "UIInterfaceOrientationMask.all", orientations: ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]))
        // The bare `orientationLock` in another class is not the static of AppDelegate.
        #expect(
            lock.assignments.map { "\($0.at.file):\($0.at.line) \($0.function) \($0.value.text)" } == [
                "Player.swift:5 PlayerViewController.viewDidAppear(_:) [.landscapeLeft, .landscapeRight]",
                "Player.swift:9 PlayerViewController.viewWillDisappear(_:) .all",
            ])
        #expect(lock.assignments[0].value.orientations == ["landscapeLeft", "landscapeRight"])
        #expect(lock.assignments[0].update?.line == 6)
        #expect(lock.assignments[1].update == nil)
        #expect(!lock.observerUpdates)
    }

    @Test("a helper's KVC set and attemptRotation, seen at the app's call two levels up, with the argument put in")
    func helpers() throws {
        let source = """
            import UIKit
            extension UIDevice {
                static func rotate(to orientation: UIInterfaceOrientation) {
                    UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
                    UIViewController.attemptRotationToDeviceOrientation()
                }
            }
            struct Turner {
                static func landscape() { UIDevice.rotate(to: .landscapeRight) }
            }
            """
        let app = """
            import UIKit
            class GalleryViewController: UIViewController {
                func open() {
                    Turner.landscape()
                }
                func legacy() {
                    if #available(iOS 16, *) {
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    } else {
                        UIDevice.rotate(to: .portrait)
                    }
                }
            }
            """
        let result = try Self.scan([("Rotate.swift", source), ("Gallery.swift", app)])
        let inlined = result.model.rotationCalls.filter { !$0.helpers.isEmpty }
        #expect(
            inlined.map { "\($0.at.line) \($0.kind) \($0.helpers) below:\($0.below.map(String.init) ?? "-")" } == [
                "4 kvcOrientation(\"UIInterfaceOrientation.landscapeRight.rawValue\") [\"Turner.landscape()\", \"UIDevice.rotate(to:)\"] below:-",
                "4 attemptRotation [\"Turner.landscape()\", \"UIDevice.rotate(to:)\"] below:-",
                "10 kvcOrientation(\"UIInterfaceOrientation.portrait.rawValue\") [\"UIDevice.rotate(to:)\"] below:16",
                "10 attemptRotation [\"UIDevice.rotate(to:)\"] below:16",
            ])
        #expect(inlined.allSatisfy { $0.at.file == "Gallery.swift" && $0.className == "GalleryViewController" })
        #expect(inlined[0].inner?.file == "Rotate.swift" && inlined[0].inner?.line == 4)
        // The helper's own lines: one caller runs it on every version, so they are not narrowed.
        let own = result.model.rotationCalls.filter { $0.helpers.isEmpty }
        #expect(own.count == 2 && own.allSatisfy { $0.below == nil })
    }

    @Test("a helper every caller calls in the else of #available(iOS 16, *) runs only below iOS 16")
    func helperOnlyBelow16() throws {
        let source = """
            import UIKit
            func legacyRotate(_ orientation: UIInterfaceOrientation) {
                UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
            }
            class ViewerViewController: UIViewController {
                func rotate() {
                    if #available(iOS 16, *) {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                    } else {
                        legacyRotate(.landscapeRight)
                    }
                }
            }
            """
        let result = try Self.scan([("Viewer.swift", source)])
        let own = result.model.rotationCalls.filter { $0.helpers.isEmpty }
        #expect(own.count == 1 && own[0].at.line == 3 && own[0].below == 16)
    }
}

extension LockPatternScanTests {
    @Test("a call is a helper's only when it names it: not another type's method of the same name, nor a call with a trailing closure")
    func helperMatching() throws {
        let source = """
            import UIKit
            struct App {
                func configure() {
                    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                }
            }
            final class Api {
                func configure() {}
                func start(service: Service) {
                    configure()
                    service.configure { $0.timeout = 3 }
                }
            }
            final class Player {
                func fullScreen() { UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") }
            }
            final class Screen: UIViewController {
                let player = Player()
                func open() { player.fullScreen() }
            }
            """
        let result = try Self.scan([("App.swift", source)])
        let inlined = result.model.rotationCalls.filter { !$0.helpers.isEmpty }
        #expect(inlined.map { "\($0.className):\($0.at.line) \($0.helpers)" } == ["Screen:19 [\"Player.fullScreen()\"]"], "\(inlined)")
    }
}

extension LockPatternScanTests {
    @Test("an untyped lock whose initial value is a mask constant of the app (the Loop shape)")
    func untypedLock() throws {
        let source = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let manager = AppManager()
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return manager.supportedInterfaceOrientations
                }
            }
            class AppManager: NSObject {
                private static let defaultOrientations = UIInterfaceOrientationMask.allButUpsideDown
                var supportedInterfaceOrientations = defaultOrientations
            }
            extension AppManager {
                func restore() {
                    supportedInterfaceOrientations = Self.defaultOrientations
                }
            }
            class HomeViewController: UIViewController {}
            """
        let lock = try #require(try Self.scan([("App.swift", source)]).model.orientationLocks.first)
        #expect(lock.name == "AppManager.supportedInterfaceOrientations" && lock.declaredAt.line == 11)
        #expect(lock.initial?.orientations == ["portrait", "landscapeLeft", "landscapeRight"])
        #expect(
            lock.assignments.map { "\($0.at.line) \($0.function) \($0.value.orientations ?? [])" } == [
                "15 AppManager.restore() [\"portrait\", \"landscapeLeft\", \"landscapeRight\"]"
            ])
    }
}

extension LockPatternScanTests {
    @Test("a function that sets the lock and returns is followed by an update when every call of it is")
    func updateInTheCaller() throws {
        func source(_ alsoAlone: Bool) -> String {
            """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            enum Lock {
                static func set(_ mask: UIInterfaceOrientationMask) {
                    AppDelegate.orientationLock = mask
                }
                static func set(_ mask: UIInterfaceOrientationMask, controller: UIViewController) {
                    set(mask)
                    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            class PlayerViewController: UIViewController {
                func play() { Lock.set(.landscape, controller: self) }
                func stop() { \(alsoAlone ? "Lock.set(.all)" : "Lock.set(.all, controller: self)") }
            }
            """
        }
        let followed = try #require(try Self.scan([("App.swift", source(false))]).model.orientationLocks.first)
        #expect(followed.assignments.count == 1 && followed.assignments[0].update?.line == 15)
        let alone = try #require(try Self.scan([("App.swift", source(true))]).model.orientationLocks.first)
        #expect(alone.assignments.count == 1 && alone.assignments[0].update == nil)
    }
}

extension LockPatternScanTests {
    @Test("an argument that is an expression keeps its precedence where it is put in")
    func substitutionPrecedence() {
        #expect(
            RotationCode.substitute("o.rawValue", ["o": "(old ?? UIInterfaceOrientation.portrait)"])
                == "(old ?? UIInterfaceOrientation.portrait).rawValue")
        // A member of the same name after a dot is not the parameter.
        #expect(RotationCode.substitute("o.o + o", ["o": "x"]) == "x.o + x")
    }
}
