/// The checks that need no search: each reads the scanned spec and its sources and puts a finding on the
/// line that causes it. `deployment` is the app's deployment target (the lowest version checked).
enum StaticChecks {
    static let containerKinds: Set<String> = ["navigationController", "tabBarController", "pageViewController", "splitViewController", "container"]

    static func run(_ app: ScannedApp, deploymentMajor: Int) -> [LintFinding] {
        var findings: [LintFinding] = []
        let (appMask, appSource) = app.appMask
        let defaultMask = app.defaultMask

        for (path, node) in app.controllerNodes {
            let id = node["id"]?.string ?? path
            let name = node["class"]?.string ?? id
            let mask = app.mask(node["supportedOrientations"])
            if let mask, mask & appMask == 0, let at = app.location(path + ".supportedOrientations"),
                app.facts[path + ".supportedOrientations"]?.how != "dynamic"
            {
                findings.append(
                    LintFinding(
                        kind: "maskDisjointFromInfoPlist", severity: .crash,
                        message:
                            "\(name).supportedInterfaceOrientations returns \(names(mask)), which has no orientation in common with \(appSource) (\(names(appMask))): when it decides, UIKit throws UIApplicationInvalidInterfaceOrientation",
                        location: at))
            }
            if let preferred = node["preferredOrientationForPresentation"]?.string, let bit = Mask.bits[preferred],
                (mask ?? defaultMask) & bit == 0, let at = app.location(path + ".preferredOrientationForPresentation")
            {
                findings.append(
                    LintFinding(
                        kind: "preferredOutsideMask", severity: .crash,
                        message:
                            "\(name).preferredInterfaceOrientationForPresentation returns \(preferred), outside its own supportedInterfaceOrientations (\(names(mask ?? defaultMask))): presenting it full screen throws UIApplicationInvalidInterfaceOrientation",
                        location: at))
            }
            if deploymentMajor >= 16, node["shouldAutorotate"] != nil, let at = app.location(path + ".shouldAutorotate") {
                findings.append(
                    LintFinding(
                        kind: "shouldAutorotateIgnored", severity: .warning,
                        message:
                            "\(name) overrides shouldAutorotate, which UIKit no longer asks from iOS 16 (the deployment target is iOS \(deploymentMajor)): a rotation lock built on it does nothing",
                        location: at))
            }
            if let kind = node["kind"]?.string, containerKinds.contains(kind), node["forwarding"] == nil {
                for (index, child) in (node["children"]?.items ?? []).enumerated() where child["supportedOrientations"] != nil {
                    let childPath = path + ".children[\(index)]"
                    guard let at = app.location(childPath + ".supportedOrientations") else { continue }
                    let childName = child["class"]?.string ?? child["id"]?.string ?? childPath
                    findings.append(
                        LintFinding(
                            kind: "containerDoesNotForward", severity: .info,
                            message:
                                "\(childName) overrides supportedInterfaceOrientations, but its container \(name) does not forward to its children: UIKit asks \(name), so this override is never heard",
                            location: at))
                }
            }
        }
        for (index, action) in (app.spec["explore"]?["actions"]?.items ?? []).enumerated() {
            guard deploymentMajor >= 16, let at = app.location("$.explore.actions[\(index)]") else { continue }
            switch action["type"]?.string {
            case "setDeviceOrientation":
                findings.append(
                    LintFinding(
                        kind: "kvcOrientation", severity: .warning,
                        message:
                            "UIDevice setValue(_:forKey: \"orientation\") does not rotate an app linked on iOS 16 or later (the deployment target is iOS \(deploymentMajor)); UIKit logs \"BUG IN CLIENT OF UIKIT\". Call requestGeometryUpdate on the window scene",
                        location: at))
            case "attemptRotationToDeviceOrientation":
                findings.append(
                    LintFinding(
                        kind: "attemptRotationDeprecated", severity: .warning,
                        message:
                            "attemptRotationToDeviceOrientation is deprecated from iOS 16 (the deployment target is iOS \(deploymentMajor)); call setNeedsUpdateOfSupportedInterfaceOrientations on the controller whose mask changed",
                        location: at))
            default: break
            }
        }
        return findings
    }

    /// `UIRequiresFullScreen` checked on iPadOS 26 or later (TN3192).
    static func requiresFullScreen(_ app: ScannedApp, major: Int) -> LintFinding? {
        guard major >= 26, app.app["idiom"]?.string == "pad", app.app["requiresFullScreen"]?.bool == true,
            let at = app.location("$.request.app.requiresFullScreen")
        else { return nil }
        return LintFinding(
            kind: "requiresFullScreenDeprecated", severity: .warning,
            message:
                "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored (TN3192): the app's scenes become resizable and UIKit stops asking its controllers for their masks. Support all orientations, or set UIRequiresFullScreenIgnoredStartingWithVersion",
            location: at)
    }

    static func names(_ raw: Int) -> String {
        if let name = Mask.names.first(where: { $0.value.reduce(0) { $0 | Mask.bits[$1]! } == raw && $0.value.count > 1 })?.key {
            return name
        }
        let list = Mask.order.filter { raw & Mask.bits[$0]! != 0 }
        return list.count == 1 ? list[0] : "[" + list.joined(separator: ", ") + "]"
    }
}
