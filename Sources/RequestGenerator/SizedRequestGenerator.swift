import RotationPolicy
public import RotationPolicyJSON

/// Builds valid `POST /v1/resolve` requests (api-contract.md) of any size, the same for the same seed.
///
/// Shape: one key window whose root is a tab bar (forwarding `selected` or not) with one tab per 250
/// controllers (at least 2); each tab is a navigation controller (forwarding `top` or not) holding a stack
/// of view controllers, some with overrides, some
/// `container`s with two children. Events are a realistic mix: pushes and pops on the visible stack, tab
/// switches, presentations (a view controller or a navigation controller with one child; at most three
/// deep) and their dismissals, device turns, the orientation lock, run-time override changes,
/// `setNeedsUpdateOfSupportedInterfaceOrientations`, `attemptRotationToDeviceOrientation` and geometry
/// requests. The generator tracks the hierarchy so every event names a controller that is in the window
/// when its turn comes, never pushes a navigation controller and never presents from a controller that
/// is already presenting: the resolver must accept every request and apply every event.
///
/// `controllers` counts every controller object in the request, including those events push or present;
/// the result has exactly `controllers` controllers and `events` events (controllers ≥ 5).
public struct RequestGenerator {
    public let controllers: Int
    public let events: Int
    public let seed: UInt64

    public init(controllers: Int, events: Int, seed: UInt64) {
        precondition(controllers >= 5, "a request needs at least 5 controllers (tab bar, 2 navigation controllers, 2 roots)")
        precondition(events >= 0)
        self.controllers = controllers
        self.events = events
        self.seed = seed
    }

    public func request() -> JSONValue {
        var state = State(seed: seed)
        return state.build(controllers: controllers, events: events)
    }

    /// Compact JSON bytes of `request()`.
    public func body() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 256 + controllers * 120 + events * 80)
        writer.value(request())
        return writer.bytes
    }
}

private func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
}

private func string(_ text: String) -> JSONValue { .string(text) }

private struct State {
    var rng: SplitMix64
    var nextID = 0
    var made = 0  // controller objects written so far

    // The live hierarchy, as far as events need it.
    var tabNavigations: [String] = []
    var selectedTab = 0
    var stacks: [String: [String]] = [:]  // navigation id → stack ids, bottom → top
    /// Presented controllers from the root up: id, and its own navigation id when it is one.
    var chain: [(id: String, navigation: String?)] = []
    var locked = false

    init(seed: UInt64) { rng = SplitMix64(state: seed) }

    static let classNames = [
        "Feed", "Detail", "Settings", "Profile", "Player", "Photo", "Map", "Login", "Search", "Compose",
        "Inbox", "Thread", "Camera", "Gallery", "Checkout", "Onboarding",
    ]

    mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A plain view controller; `presentable` ones may carry a preferred orientation for presentation.
    mutating func viewController(presentable: Bool = false) -> (id: String, value: JSONValue) {
        made += 1
        let id = newID("vc")
        let name = rng.pick(Self.classNames)
        var pairs: [(String, JSONValue)] = [("id", string(id)), ("class", string("Demo.\(name)ViewController"))]
        // Every mask shares an orientation with the app's, so no presentation can raise.
        switch rng.below(10) {
        case 0...4: break  // UIKit's default
        case 5, 6: pairs.append(("supportedOrientations", string("portrait")))
        case 7: pairs.append(("supportedOrientations", string("allButUpsideDown")))
        case 8:
            pairs.append(("supportedOrientations", string("landscape")))
            pairs.append(("prefersStatusBarHidden", .bool(true)))
            if presentable, rng.chance(60) {
                pairs.append(("preferredOrientationForPresentation", string("landscapeRight")))
            }
        default: pairs.append(("supportedOrientations", .array([string("portrait"), string("landscapeLeft"), string("landscapeRight")])))
        }
        if rng.chance(5) { pairs.append(("shouldAutorotate", .bool(false))) }
        return (id, object(pairs))
    }

    /// A `container` with two child view controllers (3 controllers).
    mutating func container() -> (id: String, value: JSONValue) {
        made += 1
        let id = newID("box")
        let children = [viewController().value, viewController().value]
        var pairs: [(String, JSONValue)] = [
            ("id", string(id)), ("class", string("Demo.SplitPaneViewController")), ("kind", string("container")),
        ]
        if rng.chance(50) { pairs.append(("forwarding", string("firstChild"))) }
        pairs.append(("children", .array(children)))
        return (id, object(pairs))
    }

    mutating func navigation(id: String, stack: [JSONValue]) -> JSONValue {
        made += 1
        var pairs: [(String, JSONValue)] = [
            ("id", string(id)), ("class", string("Demo.NavigationController")), ("kind", string("navigationController")),
        ]
        if rng.chance(50) { pairs.append(("forwarding", string(rng.chance(70) ? "top" : "visible"))) }
        pairs.append(("children", .array(stack)))
        return object(pairs)
    }

    mutating func build(controllers total: Int, events eventCount: Int) -> JSONValue {
        let phone = rng.chance(75)
        // One tab per 250 controllers keeps stacks about as deep at every size (about 150 view controllers
        // at the start), so doubling the size doubles the breadth, not the depth of any one stack.
        let tabs = max(2, total / 250)
        // Controllers events will bring in (pushes, presentations); the rest are there from the start.
        let minimalTree = 1 + 2 * tabs
        let budget = max(0, min(total - minimalTree, eventCount / 3))
        let initialTarget = total - budget

        // Initial stacks: every navigation controller gets a root, the rest is spread at random.
        var stackValues = Array(repeating: [JSONValue](), count: tabs)
        var stackIDs = Array(repeating: [String](), count: tabs)
        made = 1 + tabs  // the tab bar and the navigation controllers, written below
        for tab in 0..<tabs {
            let root = viewController()
            stackValues[tab].append(root.value)
            stackIDs[tab].append(root.id)
        }
        while made < initialTarget {
            let tab = rng.below(tabs)
            let entry = (initialTarget - made >= 3 && rng.chance(12)) ? container() : viewController()
            stackValues[tab].append(entry.value)
            stackIDs[tab].append(entry.id)
        }
        for tab in 0..<tabs {
            let id = "nav\(tab)"
            tabNavigations.append(id)
            stacks[id] = stackIDs[tab]
        }

        // Events, tracked against the live hierarchy.
        var eventValues: [JSONValue] = []
        eventValues.reserveCapacity(eventCount)
        let eventBudgetEnd = made + budget
        for _ in 0..<eventCount {
            eventValues.append(nextEvent(budgetLeft: eventBudgetEnd - made))
        }
        // Controllers the events did not use go just above tab 0's root: pops never reach them, and
        // popToRoot removes them as it would any other.
        let leftover = eventBudgetEnd - made
        var padding: [JSONValue] = []
        for _ in 0..<leftover { padding.append(viewController().value) }
        stackValues[0].insert(contentsOf: padding, at: 1)

        var navigations: [JSONValue] = []
        made -= tabs  // `navigation` counts each one again
        for tab in 0..<tabs { navigations.append(navigation(id: "nav\(tab)", stack: stackValues[tab])) }
        var tabBar: [(String, JSONValue)] = [
            ("id", string("tabs")), ("class", string("Demo.MainTabBarController")), ("kind", string("tabBarController")),
        ]
        if rng.chance(50) { tabBar.append(("forwarding", string("selected"))) }
        tabBar.append(("selectedIndex", .number(0)))
        tabBar.append(("children", .array(navigations)))
        precondition(made == total, "generator counted \(made) controllers, wanted \(total)")

        return object([
            (
                "app",
                object([
                    ("idiom", string(phone ? "phone" : "pad")),
                    ("iosVersion", string(rng.pick(["16.4", "17.0", "17.2", "18.0"]))),
                    ("hasHomeButton", .bool(rng.chance(20))),
                    ("supportedOrientations", string("allButUpsideDown")),
                    ("supportedOrientationsPad", string("all")),
                ])
            ),
            ("device", object([("orientation", string("portrait")), ("orientationLock", .bool(false))])),
            ("interfaceOrientation", string("portrait")),
            ("root", object(tabBar)),
            ("events", .array(eventValues)),
        ])
    }

    /// The navigation controller the user sees: the top presented one, or the selected tab's when
    /// nothing is presented. Nil when a plain view controller is presented on top.
    var activeNavigation: String? {
        if let top = chain.last { return top.navigation }
        return tabNavigations[selectedTab]
    }

    /// The controller the app's code is most likely talking to: the top of the visible stack.
    var visibleController: String {
        if let top = chain.last {
            if let navigation = top.navigation, let id = stacks[navigation]?.last { return id }
            return top.id
        }
        return stacks[tabNavigations[selectedTab]]!.last!
    }

    enum Kind: CaseIterable {
        case push, pop, popToRoot, selectTab, present, dismiss, turn, lock, update, invalidate, attempt, geometry
        var weight: Int {
            switch self {
            case .push: 24
            case .pop: 14
            case .popToRoot: 2
            case .selectTab: 8
            case .present: 7
            case .dismiss: 6
            case .turn: 18
            case .lock: 3
            case .update: 6
            case .invalidate: 5
            case .attempt: 3
            case .geometry: 4
            }
        }
        static let total = allCases.reduce(0) { $0 + $1.weight }
    }

    mutating func pickKind() -> Kind {
        rng.weighted(Kind.allCases, total: Kind.total, weight: \.weight) ?? .turn
    }

    static let deviceOrientations = [
        "portrait", "portrait", "landscapeLeft", "landscapeRight", "landscapeLeft", "portraitUpsideDown", "faceUp",
    ]

    mutating func nextEvent(budgetLeft: Int) -> JSONValue {
        event(pickKind(), budgetLeft: budgetLeft, fallbacks: 2)
    }

    /// One event of `kind`, or when it cannot happen now, what a user would do instead: close the modal
    /// that is in the way, push when there is nothing to pop, and at last turn the device.
    mutating func event(_ kind: Kind, budgetLeft: Int, fallbacks: Int) -> JSONValue {
        switch kind {
        case .push:
            if budgetLeft >= 1, let navigation = activeNavigation {
                let pushed = viewController()
                stacks[navigation]!.append(pushed.id)
                return object([("type", string("push")), ("navigation", string(navigation)), ("controller", pushed.value)])
            }
        case .pop, .popToRoot:
            if let navigation = activeNavigation, stacks[navigation]!.count > 1 {
                if kind == .pop {
                    stacks[navigation]!.removeLast()
                } else {
                    stacks[navigation]!.removeSubrange(1...)
                }
                return object([("type", string(kind == .pop ? "pop" : "popToRoot")), ("navigation", string(navigation))])
            }
        case .selectTab:
            var index = rng.below(tabNavigations.count)
            if index == selectedTab { index = (index + 1) % tabNavigations.count }
            selectedTab = index
            return object([("type", string("selectTab")), ("tabBar", string("tabs")), ("index", .number(Double(index)))])
        case .present:
            let asNavigation = rng.chance(40)
            if chain.count < 3, budgetLeft >= (asNavigation ? 2 : 1) {
                let presenter = chain.last?.id ?? visibleController
                let style = rng.pick(["fullScreen", "fullScreen", "automatic", "automatic", "pageSheet", "formSheet", "overFullScreen"])
                let presented: (id: String, value: JSONValue)
                if asNavigation {
                    let root = viewController()
                    let id = newID("modalnav")
                    presented = (id, navigation(id: id, stack: [root.value]))
                    stacks[id] = [root.id]
                    chain.append((id, id))
                } else {
                    presented = viewController(presentable: true)
                    chain.append((presented.id, nil))
                }
                return object([
                    ("type", string("present")), ("presenter", string(presenter)), ("style", string(style)),
                    ("controller", presented.value),
                ])
            }
        case .dismiss:
            if let top = chain.popLast() {
                if let navigation = top.navigation { stacks[navigation] = nil }
                return object([("type", string("dismiss")), ("controller", string(top.id))])
            }
        case .turn:
            break
        case .lock:
            locked.toggle()
            return object([("type", string("orientationLock")), ("locked", .bool(locked))])
        case .update:
            let set: JSONValue
            // A presented view controller may prefer an orientation for presentation: keep its mask.
            let presentedOnTop = chain.last.map { $0.navigation == nil } ?? false
            switch presentedOnTop ? 2 + rng.below(2) : rng.below(4) {
            case 0: set = object([("supportedOrientations", string(rng.pick(["portrait", "allButUpsideDown", "landscape", "all"])))])
            case 1: set = object([("supportedOrientations", .null)])
            case 2: set = object([("shouldAutorotate", .bool(rng.chance(70)))])
            default: set = object([("prefersStatusBarHidden", .bool(rng.chance(50)))])
            }
            return object([("type", string("update")), ("controller", string(visibleController)), ("set", set)])
        case .invalidate:
            if rng.chance(20) {
                return object([("type", string("setNeedsUpdateOfSupportedInterfaceOrientations"))])
            }
            return object([
                ("type", string("setNeedsUpdateOfSupportedInterfaceOrientations")), ("controller", string(visibleController)),
            ])
        case .attempt:
            return object([("type", string("attemptRotationToDeviceOrientation"))])
        case .geometry:
            let mask: JSONValue =
                rng.chance(50)
                ? string(rng.pick(["landscape", "portrait", "landscapeRight"]))
                : .array([string("landscapeLeft"), string("landscapeRight")])
            return object([("type", string("requestGeometryUpdate")), ("orientations", mask)])
        }
        if fallbacks > 0 {
            switch kind {
            case .push where activeNavigation == nil && !chain.isEmpty:
                return event(.dismiss, budgetLeft: budgetLeft, fallbacks: fallbacks - 1)
            case .pop, .popToRoot:
                return event(.push, budgetLeft: budgetLeft, fallbacks: fallbacks - 1)
            default: break
            }
        }
        // Anything else that could not happen here: the user turns the device.
        return object([("type", string("deviceOrientation")), ("orientation", string(rng.pick(Self.deviceOrientations)))])
    }
}
