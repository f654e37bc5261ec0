public import RotationPolicyWire
/// How much of what the scan read the model reaches: lint checks only the controllers in the model, so
/// its report must say which overrides and call sites were read and never checked, and where the root
/// came from (a placeholder root means the tree holds nothing of the app).
public struct ScanReach: Sendable {
    /// A controller class or app delegate that declares an orientation override.
    public struct OverriddenClass: Sendable, Equatable {
        public var name: String
        public var overrides: Int
        public var at: SourceRef
        /// A controller of the model is this class or a subclass of it (an app delegate: always).
        public var inModel: Bool
    }

    public var overridden: [OverriddenClass] = []
    /// Call sites that act on the tree or the orientation (push, present, dismiss, pop, the iOS 16
    /// calls, KVC orientation sets, child embedding), in every class read.
    public var callSites = 0
    /// Those in the classes the model holds, from which the explore actions are made.
    public var callSitesInModel = 0
    /// The `sources` entry the model's root came from; nil when the model holds a placeholder.
    public var root: SourceEntry?
    /// Root assignments the builder met and could not follow (a factory, a coordinator), before the
    /// one it kept or the placeholder.
    public var rootNotFollowed: [SourceRef] = []

    static func measure(table: ClassTable, modelClasses: Set<String>, sources: [SourceEntry]) -> ScanReach {
        var reach = ScanReach()
        // A class counts as in the model when a model controller inherits from it.
        var reached: Set<String> = []
        for name in modelClasses { reached.formUnion(table.chain(name)) }
        let delegates = Set(table.appDelegates.map(\.name))
        let names = OverrideName.all + [OverrideName.delegate]
        for name in table.order where table.isController(name) || delegates.contains(name) {
            let decls = table.declarations[name] ?? []
            let count = decls.reduce(0) { $0 + $1.getters.keys.filter(names.contains).count }
            guard count > 0, let first = decls.first else { continue }
            reach.overridden.append(
                OverriddenClass(name: name, overrides: count, at: first.at, inModel: delegates.contains(name) || reached.contains(name)))
        }
        for name in table.order {
            let calls = (table.declarations[name] ?? []).flatMap(\.calls).filter {
                if case .setRoot = $0.kind { return false }
                return true
            }
            reach.callSites += calls.count
            if reached.contains(name) { reach.callSitesInModel += calls.count }
        }
        // The last root entry is the one the model kept: an assignment the builder could not follow
        // leaves its entry before the fallback's.
        let roots = sources.filter { $0.fact == "$.request.root" }
        reach.root = roots.last?.how == .default ? nil : roots.last
        reach.rootNotFollowed = roots.dropLast().compactMap(\.at)
        return reach
    }
}
