import RotationPolicy
import RotationPolicyWire

extension Literal {
    /// The mask a value names, for a property that answers one (`supportedInterfaceOrientations`, the
    /// app delegate's); nil for a flag or no orientation at all.
    var mask: OrientationMask? {
        guard case .mask(let names) = self, !names.isEmpty else { return nil }
        return OrientationMask(names.compactMap(InterfaceOrientation.init(name:)))
    }

    /// The request's field for an override: a mask, an orientation, a flag.
    func field(for property: String) -> SpecField? {
        switch self {
        case .bool(let b):
            if property == OverrideName.autorotate { return .shouldAutorotate(b) }
            return property == OverrideName.statusBarHidden ? .prefersStatusBarHidden(b) : nil
        case .mask(let m):
            if property == OverrideName.preferred {
                guard m.count == 1, let orientation = m.first.flatMap(InterfaceOrientation.init(name:)) else { return nil }
                return .preferredOrientationForPresentation(orientation)
            }
            guard property == OverrideName.mask, let mask else { return nil }
            return .supportedOrientations(mask)
        }
    }

    var text: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .mask(let m): SourceWords.canonicalMaskName(m) ?? "[" + SourceWords.orientations.filter(m.contains).joined(separator: ", ") + "]"
        }
    }
}
