/// Which fixes to try for a finding, for the app's iOS version, in the order they are offered: the
/// library's own call first for a cross-platform app, then UIKit's. By the finding's code, exhaustively:
/// a new code or exception cause does not compile until it has a fix.
extension FixCandidate {
    static func candidates(for finding: Finding, path: [Int], request: ResolveRequest) -> [FixCandidate] {
        let situation = Situation(finding: finding, path: path, request: request)
        let name = finding.controller
        func candidate(_ family: Family, _ change: ModelChange = ModelChange()) -> FixCandidate {
            let atEvent = change.splice != nil || change.restyled != nil
            return FixCandidate(family: family, controller: name, change: change, at: atEvent ? finding.event : nil)
        }
        switch finding.identity.code {
        case .exception:
            switch finding.cause ?? .noCommonOrientation {
            case .pushingNavigationController:
                return [candidate(.presentNavigationController)]
            case .preferredNotSupported:
                guard let ref = situation.controller, let target = situation.preferredTarget(for: ref) else {
                    return [candidate(.preferredOrientation(.landscapeRight))]
                }
                var patch = OverridePatch()
                patch.preferredOrientationForPresentation = .set(target)
                return [candidate(.preferredOrientation(target), ModelChange(overrides: [.init(controller: ref, patch: patch)]))]
                    + situation.sheetInstead().map { candidate($0.family, $0.change) }
            case .noCommonOrientation:
                return (situation.sharedOrientation() + situation.sheetInstead()).map { candidate($0.family, $0.change) }
            }
        case .sceneError101:
            // Refused by the windowing mode (R4.3), not by the masks: no mask change helps.
            if finding.identity.rule == .r4_3 { return [candidate(.geometryRequestOnlyWhenFullScreen)] }
            return situation.geometryDenied().map { candidate($0.family, $0.change) }
        case .unsupportedOrientationShown:
            // The full-screen restyle names its present's place in the witness, which may come before the finding's.
            return situation.stranded().map { candidate($0.family, $0.change) }
                + situation.fullScreenInstead().map { FixCandidate(family: .presentAs(.fullScreen), controller: name, change: $0.change, at: $0.at) }
        case .containerDoesNotForward:
            guard let ref = situation.controller else { return [candidate(.forwarding(.top))] }
            let forwarding: Forwarding = situation.after.kind(ref) == .tabBarController ? .selected : .top
            var patch = OverridePatch()
            patch.forwarding = .set(forwarding)
            return [candidate(.forwarding(forwarding), ModelChange(overrides: [.init(controller: ref, patch: patch)]))]
        case .warning(let code):
            switch code {
            case .setDeviceOrientationIgnored, .attemptRotationDeprecated: return [candidate(.useIOS16API(situation.askedFor()))]
            case .presentRefused: return [candidate(.presentFromTop)]
            case .noCommonOrientation: return [candidate(.shareAnOrientation)]
            case .shouldAutorotateIgnored, .setStatusBarOrientationIgnored: return [candidate(.expressThroughMask)]
            case .noRootViewController, .rootDoesNotSupportSceneOrientation, .multitaskingRequiresAllOrientations,
                .setNeedsUpdateUnavailable:
                return [candidate(.addressWarning(code: code, rule: finding.rule))]
            }
        }
    }
}

/// The witness replayed to the finding, with texts off: what the candidates are built from.
private struct Situation {
    let finding: Finding
    let path: [Int]
    let request: ResolveRequest
    /// Before and after the event the finding shows at (both the start for a launch finding).
    var before: Simulation
    var after: Simulation

    init(finding: Finding, path: [Int], request: ResolveRequest) {
        self.finding = finding
        self.path = path
        self.request = request
        var simulation = Simulation.started(request, reportsSteps: false)
        var before = simulation
        for (position, index) in path.prefix((finding.event ?? -1) + 1).enumerated() {
            before = simulation
            _ = try? simulation.transition(request.events[index], index: position)
        }
        self.before = before
        after = simulation
    }

    var controller: ControllerID? { ControllerID(raw: finding.identity.controller).ref }
    var modern: Bool { request.app.iosVersion.atLeast(16) }
    /// The request's index of the event the finding shows at.
    var trigger: Int? { finding.event.map { path[$0] } }
    var appMask: OrientationMask { request.app.delegateOrientations ?? request.app.plistMask }

    /// The first orientation in the fallback order within `mask` that the device can show.
    func first(in mask: OrientationMask) -> InterfaceOrientation? {
        request.options.fallbackOrder.first { mask.contains($0) && request.app.deviceMask.contains($0) }
    }

    func preferredTarget(for ref: ControllerID) -> InterfaceOrientation? {
        first(in: (request.controllers[ref].overrides.supportedOrientations ?? request.app.idiomDefaultMask).intersection(appMask))
    }

    /// Whether the witness up to the finding made a call of this library.
    func witnessCalls(_ matches: (CrossPlatformCall) -> Bool) -> Bool {
        path.prefix((finding.event ?? -1) + 1).contains {
            if case .crossPlatform(let call) = request.events[$0] { return matches(call) }
            return false
        }
    }

    /// What an ignored KVC set or `attemptRotation` asked for, so that its iOS 16 replacement asks the
    /// same: the set's orientation (the last one before an `attemptRotation`), else the deciding mask.
    func askedFor() -> OrientationMask {
        for index in path.prefix((finding.event ?? -1) + 1).reversed() {
            if case .deviceOrientationSet(let device) = request.events[index], let orientation = device.interfaceOrientation {
                return OrientationMask(orientation)
            }
        }
        let mask = after.evaluate(window: after.statusBarWindow).mask
        return mask.isEmpty ? request.app.idiomDefaultMask : mask
    }

    /// E1: the controller gains the app's first orientation, or the app gains the controller's.
    func sharedOrientation() -> [(family: FixCandidate.Family, change: ModelChange)] {
        guard let ref = controller else { return [(.controllerMask(.portrait), ModelChange())] }
        let mask = request.controllers[ref].overrides.supportedOrientations ?? request.app.idiomDefaultMask
        var result: [(FixCandidate.Family, ModelChange)] = []
        if let shared = first(in: appMask) {
            var patch = OverridePatch()
            patch.supportedOrientations = .set(mask.union(OrientationMask(shared)))
            result.append((.controllerMask(mask.union(OrientationMask(shared))), ModelChange(overrides: [.init(controller: ref, patch: patch)])))
        }
        // A delegate that answers the top controller's mask has no mask of its own to widen.
        if !request.app.delegateAnswersTopController { result.append((.appMask(appMask.union(mask)), ModelChange(appMask: appMask.union(mask)))) }
        return result
    }

    /// A crash at a full-screen present: the same controller as a page sheet, which (on iPad, and on
    /// iPhone from iOS 13 in portrait) does not fill the window, so UIKit does not ask it (R3.8). Tried
    /// after the mask changes: it changes how the screen looks.
    func sheetInstead() -> [(family: FixCandidate.Family, change: ModelChange)] {
        guard let trigger, case .presented(_, let style, _, _) = request.events[trigger],
            [.fullScreen, .overFullScreen, .automatic, .custom].contains(style),
            request.app.idiom == .pad || request.app.iosVersion.atLeast(13)
        else { return [] }
        var change = ModelChange()
        change.restyled = (trigger, .pageSheet)
        return [(.presentAs(.pageSheet), change)]
    }

    /// The inverse of `sheetInstead`: a sheet still up when a screen is left in an orientation its
    /// deciding controller does not support. Presented full screen, the sheet's controller decides instead
    /// (R3.8), and UIKit turns the screen to one it supports; the verifier says whether that is enough.
    func fullScreenInstead() -> [(change: ModelChange, at: Int)] {
        for (position, index) in path.prefix((finding.event ?? -1) + 1).enumerated().reversed() {
            guard case .presented(_, let style, _, let controller) = request.events[index] else { continue }
            let sheet = [.pageSheet, .formSheet].contains(style) || (style == .automatic && request.app.iosVersion.atLeast(13))
            guard sheet, after.controllers[controller].attached else { continue }
            var change = ModelChange()
            change.restyled = (index, .fullScreen)
            return [(change, position)]
        }
        return []
    }

    /// E3: a geometry request the deciding controller denies.
    func geometryDenied() -> [(family: FixCandidate.Family, change: ModelChange)] {
        guard let trigger else { return [(.maskBeforeGeometryRequest(.landscape), ModelChange())] }
        switch request.events[trigger] {
        case .crossPlatform(.flutterSetPreferredOrientations(let mask, _)):
            // The engine asked while another controller decides: the Dart call belongs on the Flutter route.
            guard let flutter = before.onScreenController(ofClass: CrossPlatformClass.flutter) else { break }
            return [(.dartOnlyWhileFlutterDecides(mask), ModelChange(splice: .init(event: trigger, onlyWhileDeciding: flutter)))]
        case .crossPlatform(.expoLockAsync(let lock)):
            // The library asked while a native controller decides: lock from the screen that needs it.
            guard let root = before.onScreenController(ofClass: CrossPlatformClass.expo) else { break }
            return [(.expoLockOnlyWhileScreenDecides(lock), ModelChange(splice: .init(event: trigger, onlyWhileDeciding: root)))]
        case .geometryUpdateRequested(let mask):
            guard let ref = controller else { break }
            var patch = OverridePatch()
            patch.supportedOrientations = .set(mask)
            let before: [Event] = [.overridesChanged(controller: ref, patch), .supportedOrientationsInvalidated(controller: nil)]
            return [(.maskBeforeGeometryRequest(mask), ModelChange(splice: .init(event: trigger, before: before)))]
        default: break
        }
        return [(.maskBeforeGeometryRequest(.landscape), ModelChange())]
    }

    /// A screen stranded in an orientation its deciding controller does not support.
    func stranded() -> [(family: FixCandidate.Family, change: ModelChange)] {
        let evaluation = after.evaluate(window: after.statusBarWindow)
        guard let trigger, let target = first(in: evaluation.mask) else {
            return [(modern ? .setNeedsUpdateOnAppear : .attemptRotationOnAppear, ModelChange())]
        }
        func following(_ events: [Event]) -> ModelChange { ModelChange(splice: .init(event: trigger, after: events)) }
        let tell: [Event] = modern ? [.supportedOrientationsInvalidated(controller: nil)] : [.rotationAttempted]
        let force: [Event] =
            modern ? [.geometryUpdateRequested(OrientationMask(target))] : [.deviceOrientationSet(Simulation.kvcDevice(target)), .rotationAttempted]
        var result: [(FixCandidate.Family, ModelChange)] = []
        if let ref = controller, after.className(ref) == CrossPlatformClass.flutter {
            // The Flutter view itself is stranded: Dart cannot help (the engine ignores an unchanged mask).
            return [(.flutterSubclassOnAppear(modern: modern), following(tell)), (.flutterSubclassOnAppear(modern: modern), following(force))]
        }
        if witnessCalls({ if case .flutterSetPreferredOrientations = $0 { true } else { false } }) {
            let call = Event.crossPlatform(.flutterSetPreferredOrientations(evaluation.mask, controller: nil))
            result.append((.dartOnRouteChange(evaluation.mask), ModelChange(splice: .init(event: trigger, before: [call]))))
        }
        // A focus effect runs when the screen comes back (a push, pop, tab or presentation), not after the
        // library's own call.
        let navigated: Bool
        if case .crossPlatform = request.events[trigger] { navigated = false } else { navigated = true }
        if navigated, request.app.iosVersion.atLeast(13), witnessCalls({ if case .expoLockAsync = $0 { true } else { false } }),
            let lock = ExpoOrientationLock.allCases.first(where: { $0.mask == evaluation.mask })
                ?? ExpoOrientationLock.allCases.first(where: { evaluation.mask.isSuperset(of: $0.mask) && $0.mask.contains(target) })
        {
            result.append((.expoLockOnFocus(lock), following([.crossPlatform(.expoLockAsync(lock))])))
        }
        if navigated, witnessCalls({ if case .rnOrientationLocker = $0 { true } else { false } }),
            let method = RNOrientationLockerMethod.allCases.first(where: { $0.mask == evaluation.mask })
                ?? RNOrientationLockerMethod.allCases.first(where: { evaluation.mask.isSuperset(of: $0.mask) && $0.mask.contains(target) })
        {
            result.append((.orientationLockerOnFocus(method), following([.crossPlatform(.rnOrientationLocker(method))])))
        }
        // The calls go in the stranded controller's viewWillAppear: they run wherever it comes on screen.
        func onAppear(_ events: [Event]) -> ModelChange {
            var change = following(events)
            change.splice?.onAppearOf = controller
            return change
        }
        if modern {
            result.append((.setNeedsUpdateOnAppear, onAppear(tell)))
            result.append((.requestGeometryOnAppear(OrientationMask(target)), onAppear(force)))
        } else {
            result.append((.attemptRotationOnAppear, onAppear(tell)))
            result.append((.deviceOrientationThenAttempt(target), onAppear(force)))
        }
        return result
    }
}
