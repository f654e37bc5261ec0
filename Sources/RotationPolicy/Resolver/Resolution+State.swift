/// The final answer and the optional per-step decision trace.
extension Simulation {
    func resolution(steps: [Step], findings: [Finding], skippedEvents: Int) -> Resolution {
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        var windowResults: [WindowResolution] = []
        for ref in windows.windowIDs where windows[ref].installed {
            let own = evaluate(window: ref)
            windowResults.append(
                WindowResolution(
                    id: cast.windows[ref].id,
                    key: windows[ref].key,
                    level: cast.windows[ref].level,
                    interfaceOrientation: windows[ref].orientation,
                    supportedOrientations: own.mask,
                    decidingController: own.decidingController,
                    hidden: windows[ref].hidden))
        }
        // One initialiser, then returned: setting `scenes` afterwards copied the whole resolution.
        return Resolution(
            interfaceOrientation: windows[top].orientation,
            deviceOrientation: deviceOrientation,
            supportedOrientations: evaluation.mask,
            decidingController: evaluation.decidingController,
            statusBarOrientation: statusBarOrientation,
            statusBarHidden: statusBarHidden,
            violation: violation,
            terminated: terminated,
            warnings: warnings.filter { !$0.code.isDeprecation },
            deprecations: warnings.filter(\.code.isDeprecation),
            windows: windowResults,
            steps: steps,
            findings: findings,
            skippedEvents: skippedEvents,
            interfaceOrientationLocked: reportsInterfaceOrientationLock ? sceneOrientationLocked : nil,
            scenes: cast.scenes.isEmpty ? nil : sceneResolutions(),
            names: names)
    }

    /// Each scene of a request that lists `scenes`: what its controlling window shows.
    func sceneResolutions() -> [SceneResolution] {
        cast.scenes.indices.map(SceneID.init).map { scene in
            let window = controllingWindow(scene: scene)
            let evaluation = window.map { evaluate(window: $0) }
            return SceneResolution(
                id: cast.scenes[scene.index].id,
                windowingMode: isWindowed(scene: scene) ? .windowed : .fullScreen,
                fillsScreen: isWindowed(scene: scene) && windowFills(scene: scene),
                active: scene == activeScene,
                interfaceOrientation: window.map { windows[$0].orientation },
                supportedOrientations: evaluation?.mask,
                decidingController: evaluation?.decidingController,
                interfaceOrientationLocked: isLocked(scene: scene),
                windows: windows.windowIDs.filter { windows[$0].installed && self.scene(of: $0) == scene }.map { cast.windows[$0].id })
        }
    }

    /// How UIKit reached the step's answer, one line per hop; built only when `options.trace` is on.
    func trace(window ref: WindowID) -> [TraceLine] {
        var lines: [TraceLine] = []
        lines.reserveCapacity(8)
        lines.append(.statusBarWindow(ref, windows[ref].orientation))
        guard let decision = decision(window: ref) else {
            lines.append(.noRootAppMaskDecides)
            return lines
        }
        if var current = cast.windows[ref].root {
            lines.append(.root(mention(current)))
            while current != decision.asked, let presentation = controllers[current].presentation {
                current = presentation.controller
                lines.append(.presentedFills(presentation.style, mention(current)))
            }
        }
        lines.append(.asks(mention(decision.asked)))
        if decision.owner != decision.asked { lines.append(.forwards(mention(decision.owner))) }
        if cast.supportsMultitasking {
            lines.append(.multitasking)
        } else {
            var source = delegateOrientations != nil || app.delegateAnswersTopController ? AppMaskSource.appDelegate : .infoPlist
            if !cast.sceneMasks.isEmpty, cast.sceneMasks[scene(of: ref).index] != nil { source = .sceneDelegate }
            lines.append(
                .mask(
                    controller: decision.controllerMask, source: source, app: appMask(window: ref), device: app.deviceMask,
                    result: evaluate(window: ref).mask))
        }
        lines.append(.shouldAutorotate(decision.shouldAutorotate, mention(decision.owner)))
        if let preferred = decision.preferred { lines.append(.preferred(preferred, mention(decision.owner))) }
        return lines
    }
}
