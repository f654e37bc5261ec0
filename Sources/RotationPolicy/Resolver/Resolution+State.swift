/// The final answer and the optional per-step decision trace.
extension Simulation {
    func resolution(steps: [Step], findings: [Finding], skippedEvents: Int) -> Resolution {
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        var windowResults: [WindowResolution] = []
        for ref in windows.indices where windows[ref].installed {
            let own = evaluate(window: ref)
            windowResults.append(
                WindowResolution(
                    id: cast.windows[ref].id,
                    key: windows[ref].key,
                    level: cast.windows[ref].level,
                    interfaceOrientation: windows[ref].orientation,
                    supportedOrientations: own.mask,
                    decidingController: own.decidingController.map { name($0) },
                    hidden: windows[ref].hidden))
        }
        var result = Resolution(
            interfaceOrientation: windows[top].orientation,
            deviceOrientation: deviceOrientation,
            supportedOrientations: evaluation.mask,
            decidingController: evaluation.decidingController.map { name($0) },
            statusBarOrientation: statusBarOrientation,
            statusBarHidden: statusBarHidden,
            violation: violation,
            terminated: terminated,
            warnings: warnings.filter { !$0.warningCode.isDeprecation },
            deprecations: warnings.filter(\.warningCode.isDeprecation),
            windows: windowResults,
            steps: steps,
            findings: findings,
            skippedEvents: skippedEvents,
            interfaceOrientationLocked: reportsInterfaceOrientationLock ? sceneOrientationLocked : nil)
        if !cast.scenes.isEmpty { result.scenes = sceneResolutions() }
        result.names.cast = cast
        return result
    }

    /// Each scene of a request that lists `scenes`: what its controlling window shows.
    func sceneResolutions() -> [SceneResolution] {
        cast.scenes.indices.map { scene in
            let window = controllingWindow(scene: scene)
            let evaluation = window.map { evaluate(window: $0) }
            return SceneResolution(
                id: cast.scenes[scene].id,
                windowingMode: isWindowed(scene: scene) ? .windowed : .fullScreen,
                fillsScreen: isWindowed(scene: scene) && windowFills(scene: scene),
                active: scene == activeScene,
                interfaceOrientation: window.map { windows[$0].orientation },
                supportedOrientations: evaluation?.mask,
                decidingController: evaluation?.decidingController.map { name($0) },
                interfaceOrientationLocked: isLocked(scene: scene),
                windows: windows.indices.filter { windows[$0].installed && self.scene(of: $0) == scene }.map { cast.windows[$0].id })
        }
    }

    /// How UIKit reached the step's answer, one line per hop; built only when `options.trace` is on.
    func trace(window ref: WindowRef) -> [Sentence] {
        var lines: [Sentence] = []
        lines.reserveCapacity(8)
        lines.append("status-bar window '\(cast.windows[ref].id)' (\(windows[ref].orientation.name))")
        guard let decision = decision(window: ref) else {
            lines.append("no root view controller: the app mask decides (R1.6)")
            return lines
        }
        if var current = cast.windows[ref].root {
            lines.append("root \(describe(current))")
            while current != decision.asked, let presentation = controllers[current].presentation {
                current = presentation.controller
                lines.append(
                    "presented \(presentation.style.rawValue), which fills the window here: \(describe(current)) (R2.2, R2.3)")
            }
        }
        lines.append("UIKit asks \(describe(decision.asked))")
        if decision.owner != decision.asked {
            lines.append("forwarding sends every orientation question to \(describe(decision.owner)) (R2.4, docs/rules.md#r2-4)")
        }
        let controllerMask = decision.controllerMask
        if cast.supportsMultitasking {
            lines.append("iPad multitasking: controller masks are ignored, E = all (R1.7)")
        } else {
            var appSource = delegateOrientations != nil ? "app delegate" : "Info.plist"
            if !cast.sceneMasks.isEmpty, cast.sceneMasks[scene(of: ref)] != nil { appSource = "scene delegate" }
            lines.append(
                "E = controller [\(controllerMask.listText)] ∩ \(appSource) [\(appMask(window: ref).listText)] ∩ device [\(app.deviceMask.listText)] = [\(evaluate(window: ref).mask.listText)] (R1.5)"
            )
        }
        lines.append("shouldAutorotate \(decision.shouldAutorotate ? "YES" : "NO") from \(describe(decision.owner))")
        if let preferred = decision.preferred {
            lines.append("preferredInterfaceOrientationForPresentation \(preferred.name) from \(describe(decision.owner))")
        }
        return lines
    }
}
