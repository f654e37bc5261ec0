import RotationPolicyCLI

/// The checks on each explored model that need no search (`ModelRule`s), and the names they print.
enum StaticChecks {
    static let containerKinds: Set<String> = ["navigationController", "tabBarController", "pageViewController", "splitViewController", "container"]

    /// The rules checked on each explored model, in order.
    static let modelRules: [any ModelRule.Type] = [ContainerDoesNotForwardRule.self, RequiresFullScreenDeprecatedRule.self]

    /// The model rules on one explored model, at iOS `major`. The checks of each class's overrides and
    /// each call site, reachable or not, are in ClassChecks.
    static func run(_ app: ScannedApp, major: Int) -> [LintFinding] {
        modelRules.flatMap { $0.check(app, major: major) }
    }

    static func names(_ raw: Int) -> String {
        if let name = Mask.names.first(where: { $0.value.reduce(0) { $0 | Mask.bits[$1]! } == raw && $0.value.count > 1 })?.key {
            return name
        }
        let list = Mask.order.filter { raw & Mask.bits[$0]! != 0 }
        return list.count == 1 ? list[0] : "[" + list.joined(separator: ", ") + "]"
    }
}
