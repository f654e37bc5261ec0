import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// Small valid `POST /v1/resolve` requests that cover the contract broadly, the same for the same seed:
/// both idioms; iOS versions on both sides of every switch (7/8, 8/9, 9/10, 12/13, 15/16, 17, 26); Info.plist
/// keys as names, integers and ordered arrays; delegate masks; launches and given orientations; one to three
/// windows with and without roots, keys and levels; navigation, tab bar, page, split and plain containers
/// with every forwarding that fits; presentations of every style, declared and by event; and every event
/// type. Events name only ids that are on screen when their turn comes (`HierarchyMirror`), so every request
/// must be answered 200; what UIKit itself refuses or throws (already presenting, E1, E2, E3) is allowed.
public struct ContractRequestGenerator: Sendable {
    public let seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    public func request() -> GeneratedRequest {
        var builder = Builder(rng: SplitMix64(seed: seed))
        return builder.build(seed: seed)
    }

    /// iOS versions on both sides of every behaviour switch (uikit-rules §9), in the forms the contract
    /// accepts ("17", "17.0", "16.4.1").
    public static let versions = [
        "6.1", "7.0", "7.1", "8.0", "8.4", "9.0", "9.3", "10.0", "10.3", "12.4", "13.0", "13.4", "15.7", "16", "16.0",
        "16.4.1", "17.0", "17.5", "18.2", "26.0", "26.1", "27",
    ]
}

private func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
}

private struct Builder {
    var rng: SplitMix64
    var nextID = 0
    var phone = true
    var major = 17
    /// The app delegate implements supportedInterfaceOrientationsFor (setDelegateMask needs it).
    var delegateImplemented = false
    var mirror = HierarchyMirror(request: .null)
    var events: [JSONValue] = []
    var members: [JSONObject.Member] = []

    static let classNames = ["Feed", "Detail", "Player", "Login", "Photo", "Settings", "Map", "Compose"]
    static let levels: [Double] = [0, 0, 1, 1000, 2000, -1, 0.5]

    mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A mask in any of the contract's forms: a name, an integer, or an array (any order).
    mutating func mask() -> JSONValue {
        switch rng.below(5) {
        case 0: return .string(rng.pick(Vocabulary.maskNames))
        case 1: return .string(rng.pick(["all", "allButUpsideDown", "landscape", "portrait"]))  // the usual ones
        case 2: return .number(Double(2 * (1 + rng.below(15))))  // a non-empty subset of the four bits
        default:
            var list = Vocabulary.interfaceOrientations
            for index in list.indices.reversed() { list.swapAt(index, rng.below(index + 1)) }
            return .array(list.prefix(1 + rng.below(3)).map { .string($0) })
        }
    }

    mutating func interfaceOrientation() -> JSONValue { .string(rng.pick(Vocabulary.interfaceOrientations)) }
    mutating func deviceOrientation() -> JSONValue { .string(rng.pick(Vocabulary.deviceOrientations)) }

    /// A forwarding that fits `kind` (api-contract "Validation rules").
    mutating func forwarding(for kind: String) -> String {
        var choices = ["none", "presented"]
        switch kind {
        case "navigationController": choices += ["top", "visible", "top", "visible"]
        case "tabBarController": choices += ["selected", "selected", "firstChild"]
        case "viewController": break
        default: choices += ["firstChild", "firstChild"]
        }
        return rng.pick(choices)
    }

    mutating func kind(depth: Int, allowNavigation: Bool = true) -> String {
        guard depth < 3 else { return "viewController" }
        switch rng.below(20) {
        case 0...8: return "viewController"
        case 9...11: return allowNavigation ? "navigationController" : "container"
        case 12, 13: return "tabBarController"
        case 14: return "pageViewController"
        case 15: return "splitViewController"
        default: return "container"
        }
    }

    mutating func style() -> String { rng.pick(Vocabulary.styles) }

    /// A presentation member: a style (absent = automatic), `removesPresenterView` for custom only.
    mutating func presentationPairs() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        let style = rng.chance(85) ? self.style() : "automatic"
        if style != "automatic" || rng.chance(50) { pairs.append(("style", .string(style))) }
        if style == "custom", rng.chance(70) { pairs.append(("removesPresenterView", .bool(rng.chance(60)))) }
        return pairs
    }

    /// A controller tree. `presents` is whether its containment hierarchy already has a `presented` (one
    /// each, docs/rules.md#r2-2); trees that events bring carry none (`allowPresented` false).
    mutating func controller(
        depth: Int, kind forced: String? = nil, allowPresented: Bool, presents: inout Bool, allowNavigation: Bool = true
    ) -> JSONValue {
        let kind = forced ?? self.kind(depth: depth, allowNavigation: allowNavigation)
        var pairs: [(String, JSONValue)] = []
        if rng.chance(88) { pairs.append(("id", .string(newID("c")))) }
        if rng.chance(40) { pairs.append(("class", .string("Demo.\(rng.pick(Self.classNames))ViewController"))) }
        if kind != "viewController" || rng.chance(10) { pairs.append(("kind", .string(kind))) }
        if rng.chance(50) { pairs.append(("supportedOrientations", mask())) }
        if rng.chance(15) { pairs.append(("shouldAutorotate", .bool(rng.chance(30)))) }
        if rng.chance(20) { pairs.append(("preferredOrientationForPresentation", interfaceOrientation())) }
        if rng.chance(15) { pairs.append(("prefersStatusBarHidden", .bool(rng.chance(50)))) }
        if rng.chance(kind == "viewController" ? 15 : 55) { pairs.append(("forwarding", .string(forwarding(for: kind)))) }
        var childCount = 0
        switch kind {
        case "viewController": break
        case "navigationController": childCount = rng.chance(90) ? 1 + rng.below(3) : 0
        case "tabBarController": childCount = 1 + rng.below(3)
        default: childCount = rng.below(3)
        }
        if childCount > 0 || (kind != "viewController" && rng.chance(30)) {
            var children: [JSONValue] = []
            for position in 0..<childCount {
                // A stack's first entry is often a plain view controller; a stack holds no navigation controller.
                let childKind: String? = kind == "navigationController" && position == 0 && rng.chance(60) ? "viewController" : nil
                children.append(
                    controller(
                        depth: depth + 1, kind: childKind, allowPresented: allowPresented, presents: &presents,
                        allowNavigation: kind != "navigationController"))
            }
            pairs.append(("children", .array(children)))
            if kind == "tabBarController", childCount > 0, rng.chance(60) {
                pairs.append(("selectedIndex", .number(Double(rng.below(childCount)))))
            }
        }
        // Declared presentations: on the root of a hierarchy or (moved there by the service) on a child.
        if allowPresented, !presents, depth < 3, rng.chance(depth == 1 ? 22 : 6) {
            presents = true
            var presentedOwn = false
            let presented = controller(depth: depth + 1, allowPresented: depth < 2, presents: &presentedOwn)
            pairs.append(("presented", object(presentationPairs() + [("controller", presented)])))
        }
        return object(pairs)
    }

    /// A whole containment hierarchy (window root, pushed or presented controller).
    mutating func tree(allowPresented: Bool, allowNavigation: Bool = true) -> JSONValue {
        var presents = false
        return controller(depth: 1, allowPresented: allowPresented, presents: &presents, allowNavigation: allowNavigation)
    }

    mutating func window(id: String, event: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(id))]
        if event ? rng.chance(45) : false { pairs.append(("key", .bool(true))) }
        if rng.chance(50) { pairs.append(("level", .number(rng.pick(Self.levels)))) }
        if rng.chance(event ? 80 : 85) { pairs.append(("root", tree(allowPresented: true))) }
        // A window declared hidden (UIWindow.isHidden); a window an event adds is shown by that event.
        if !event, rng.chance(8) { pairs.append(("hidden", .bool(true))) }
        return object(pairs)
    }

    mutating func build(seed: UInt64) -> GeneratedRequest {
        phone = rng.chance(65)
        var app: [(String, JSONValue)] = []
        if rng.chance(90) || !phone { app.append(("idiom", .string(phone ? "phone" : "pad"))) }
        if rng.chance(95) {
            let version = rng.pick(ContractRequestGenerator.versions)
            major = Int(version.split(separator: ".")[0])!
            app.append(("iosVersion", .string(version)))
            // An older SDK than the iOS it runs (linked-on-or-after checks), never a newer one.
            if rng.chance(15) {
                func parts(_ text: String) -> [Int] { text.split(separator: ".").map { Int($0)! } + [0, 0] }
                let running = parts(version)
                let older =
                    ContractRequestGenerator.versions.filter { parts($0).lexicographicallyPrecedes(running) }
                    + [version]
                app.append(("linkedSDK", .string(rng.pick(older))))
            }
        }
        if rng.chance(40) { app.append(("hasHomeButton", .bool(rng.chance(50)))) }
        if phone, rng.chance(15) { app.append(("regularWidthInLandscape", .bool(rng.chance(70)))) }
        if rng.chance(70) { app.append(("supportedOrientations", mask())) }
        if rng.chance(phone ? 10 : 45) { app.append(("supportedOrientationsPad", mask())) }
        if rng.chance(phone ? 10 : 35) { app.append(("requiresFullScreen", .bool(rng.chance(60)))) }
        delegateImplemented = rng.chance(25)
        if delegateImplemented { app.append(("delegateOrientations", mask())) }
        if rng.chance(15) { app.append(("viewControllerBasedStatusBarAppearance", .bool(rng.chance(30)))) }
        var pairs: [(String, JSONValue)] = []
        if !app.isEmpty { pairs.append(("app", object(app))) }
        if rng.chance(60) {
            var device: [(String, JSONValue)] = []
            if rng.chance(80) { device.append(("orientation", deviceOrientation())) }
            if rng.chance(35) { device.append(("orientationLock", .bool(rng.chance(50)))) }
            pairs.append(("device", object(device)))
        }
        // Absent: the app launches (R3.11); given: the windows start there.
        if rng.chance(50) { pairs.append(("interfaceOrientation", interfaceOrientation())) }
        if rng.chance(50) {
            pairs.append(("root", tree(allowPresented: true)))
        } else {
            let count = 1 + rng.below(3)
            let key = rng.chance(70) ? rng.below(count) : -1
            var windows: [JSONValue] = []
            for index in 0..<count {
                var window = self.window(id: "w\(index)", event: false)
                if index == key, case .object(var members) = window {
                    members.members.insert(JSONObject.Member(key: "key", value: .bool(true)), at: 1)
                    window = .object(members)
                }
                windows.append(window)
            }
            pairs.append(("windows", .array(windows)))
        }
        if rng.chance(35) {
            var options: [(String, JSONValue)] = []
            if rng.chance(60) {
                var order = Vocabulary.interfaceOrientations
                for index in order.indices.reversed() { order.swapAt(index, rng.below(index + 1)) }
                options.append(("fallbackOrder", .array(order.prefix(rng.below(5)).map { .string($0) })))
            }
            if rng.chance(50) { options.append(("lockSnapsToPortrait", .bool(rng.chance(50)))) }
            if rng.chance(30) { options.append(("trace", .bool(rng.chance(70)))) }
            pairs.append(("options", object(options)))
        }
        members = pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }
        mirror = HierarchyMirror(request: .object(JSONObject(members)))

        let count = rng.chance(8) ? 0 : 1 + rng.below(12)
        for index in 0..<count {
            let event = nextEvent()
            mirror.declare(event: event, index: index)
            mirror.apply(event, index: index)
            events.append(event)
        }
        return GeneratedRequest(seed: seed, members: members, events: events)
    }

    enum Kind: CaseIterable {
        case turn, lock, setDevice, attempt, invalidate, geometry, push, pop, popToRoot, selectTab, present, dismiss
        case update, statusBar, addWindow, removeWindow, makeKey
        // Issue 25: the delegate's mask at run time, the iOS 26 lock preference re-read, the iPad window mode.
        case delegateMask, lockPreference, windowingMode
        // Issue 25: a windowed scene resized (iPad, iOS 26+), a window hidden or shown.
        case resizeScene, windowHidden

        var weight: Int {
            switch self {
            case .delegateMask, .lockPreference: 4
            // Valid only on iPad with iOS 26+, a small share of requests.
            case .windowingMode, .resizeScene: 10
            case .windowHidden: 6
            case .turn: 20
            case .lock, .setDevice, .attempt, .statusBar, .popToRoot, .removeWindow, .makeKey: 4
            case .invalidate, .geometry, .pop, .selectTab, .addWindow: 6
            case .push, .present, .dismiss, .update: 9
            }
        }
        static let total = allCases.reduce(0) { $0 + $1.weight }
    }

    mutating func pickKind() -> Kind {
        rng.weighted(Kind.allCases, total: Kind.total, weight: \.weight) ?? .turn
    }

    /// An attached controller with an id, of `kind` if given; presentation hierarchies first when asked.
    mutating func attached(kind: String? = nil, where accept: (HierarchyMirror, Int) -> Bool = { _, _ in true }) -> String? {
        let candidates = mirror.attachedIDs.filter { (kind == nil || mirror.nodes[$0.ref].kind == kind) && accept(mirror, $0.ref) }
        return candidates.isEmpty ? nil : rng.pick(candidates).id
    }

    mutating func nextEvent() -> JSONValue {
        for _ in 0..<6 {
            if let event = event(pickKind()) { return event }
        }
        return object([("type", .string("deviceOrientation")), ("orientation", deviceOrientation())])
    }

    /// One event of `kind` that is valid now, or nil when it cannot be.
    mutating func event(_ kind: Kind) -> JSONValue? {
        func make(_ type: String, _ pairs: [(String, JSONValue)] = []) -> JSONValue {
            object([("type", .string(type))] + pairs)
        }
        switch kind {
        case .turn: return make("deviceOrientation", [("orientation", deviceOrientation())])
        case .lock: return make("orientationLock", [("locked", .bool(rng.chance(60)))])
        case .setDevice: return make("setDeviceOrientation", [("orientation", deviceOrientation())])
        case .attempt: return make("attemptRotationToDeviceOrientation")
        case .invalidate:
            if rng.chance(40) { return make("setNeedsUpdateOfSupportedInterfaceOrientations") }
            return attached().map { make("setNeedsUpdateOfSupportedInterfaceOrientations", [("controller", .string($0))]) }
        case .geometry:
            guard major >= 16 else { return nil }
            return make("requestGeometryUpdate", [("orientations", mask())])
        case .push:
            guard let navigation = attached(kind: "navigationController") else { return nil }
            // Pushing a navigation controller raises NSInvalidArgumentException: now and then.
            let pushed =
                rng.chance(3)
                ? object([("id", .string(newID("c"))), ("kind", .string("navigationController"))])
                : tree(allowPresented: false, allowNavigation: false)
            return make("push", [("navigation", .string(navigation)), ("controller", pushed)])
        case .pop, .popToRoot:
            guard let navigation = attached(kind: "navigationController") else { return nil }
            return make(kind == .pop ? "pop" : "popToRoot", [("navigation", .string(navigation))])
        case .selectTab:
            guard let tabBar = attached(kind: "tabBarController", where: { !$0.nodes[$1].children.isEmpty }),
                let ref = mirror.controller(tabBar)
            else { return nil }
            return make("selectTab", [("tabBar", .string(tabBar)), ("index", .number(Double(rng.below(mirror.nodes[ref].children.count))))])
        case .present:
            // Mostly from a controller UIKit lets present; sometimes one it refuses (semantics 14).
            let presenter =
                rng.chance(80)
                ? attached(where: { $0.isViewInWindow($1) && $0.nodes[$0.containmentRoot($1)].presentation == nil })
                : attached()
            guard let presenter else { return nil }
            return make("present", [("presenter", .string(presenter))] + presentationPairs() + [("controller", tree(allowPresented: false))])
        case .dismiss:
            let presented = attached(where: { $0.dismissal(of: $1) != nil })
            guard let controller = rng.chance(85) ? presented : attached() else { return nil }
            return make("dismiss", [("controller", .string(controller))])
        case .update:
            guard let id = attached(), let ref = mirror.controller(id) else { return nil }
            var set: [(String, JSONValue)] = []
            while set.isEmpty {
                if rng.chance(45) { set.append(("supportedOrientations", rng.chance(20) ? .null : mask())) }
                if rng.chance(25) { set.append(("shouldAutorotate", rng.chance(20) ? .null : .bool(rng.chance(40)))) }
                if rng.chance(25) {
                    set.append(("preferredOrientationForPresentation", rng.chance(25) ? .null : interfaceOrientation()))
                }
                if rng.chance(20) { set.append(("prefersStatusBarHidden", rng.chance(20) ? .null : .bool(rng.chance(50)))) }
                if rng.chance(30) {
                    set.append(("forwarding", rng.chance(20) ? .null : .string(forwarding(for: mirror.nodes[ref].kind))))
                }
                if rng.chance(10) { set.append(("class", rng.chance(30) ? .null : .string("Demo.PatchedViewController"))) }
            }
            return make("update", [("controller", .string(id)), ("set", object(set))])
        case .statusBar: return make("setStatusBarOrientation", [("orientation", interfaceOrientation())])
        case .addWindow:
            guard mirror.windows.count < 5 else { return nil }
            return make("addWindow", [("window", window(id: newID("win"), event: true))])
        case .removeWindow:
            let installed = mirror.installedWindows
            guard installed.count > 1 else { return nil }
            return make("removeWindow", [("window", .string(mirror.windows[rng.pick(installed)].id))])
        case .makeKey:
            // makeKeyAndVisible or plain makeKey() (issue 31), alike for the mirror.
            let window = mirror.windows[rng.pick(mirror.installedWindows)].id
            return make(rng.pick([true, false]) ? "makeKey" : "makeKeyWindow", [("window", .string(window))])
        case .delegateMask:
            guard delegateImplemented else { return nil }
            return make("setDelegateMask", [("orientations", mask())])
        case .lockPreference:
            guard major >= 26 else { return nil }
            if rng.chance(40) { return make("setNeedsUpdateOfPrefersInterfaceOrientationLocked") }
            return attached().map { make("setNeedsUpdateOfPrefersInterfaceOrientationLocked", [("controller", .string($0))]) }
        case .windowingMode:
            guard !phone, major >= 26 else { return nil }
            return make("setWindowingMode", [("windowingMode", .string(rng.chance(60) ? "windowed" : "fullScreen"))])
        case .resizeScene:
            guard !phone, major >= 26 else { return nil }
            return make("resizeScene", [("fillsScreen", .bool(rng.chance(50)))])
        case .windowHidden:
            let window = mirror.windows[rng.pick(mirror.installedWindows)].id
            return make(rng.chance(50) ? "hideWindow" : "showWindow", [("window", .string(window))])
        }
    }
}
