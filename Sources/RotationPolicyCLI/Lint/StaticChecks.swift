/// The checks on the model's tree that need no search: each reads the scanned spec and its sources and
/// puts a finding on the line that causes it.
enum StaticChecks {
    static let containerKinds: Set<String> = ["navigationController", "tabBarController", "pageViewController", "splitViewController", "container"]

    /// Checks on the model's tree: a container that does not forward hides its child's override. The
    /// checks of each class's overrides and each call site, reachable or not, are in ClassChecks.
    static func run(_ app: ScannedApp) -> [LintFinding] {
        var findings: [LintFinding] = []
        // A delegate that answers the top controller's mask hears the child through the app's mask.
        guard app.app["delegateOrientations"]?.string != "topController" else { return findings }
        for (path, node) in app.controllerNodes {
            let name = node["class"]?.string ?? node["id"]?.string ?? path
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
