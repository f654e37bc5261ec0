/// Every transition the scan read in a controller class, reachable from the model's root or not: lint
/// simulates each in the contexts its presenter can be in (issue 30, point 2).

/// A present, push, `setViewControllers` or child embedding at one call site.
public struct TransitionSite: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case present, push, setViewControllers, addChild
    }

    public var kind: Kind
    /// The class whose code makes the call.
    public var presenter: String
    /// The class it brings on screen, when the call names it (a literal, a storyboard cast, a factory).
    public var presented: String?
    /// A present's style, when the call or the presented class sets it; nil: UIKit's default.
    public var style: String?
    public var at: SourceRef
}

extension ScanResult {
    /// The transitions in controller classes, extensions and categories, in the order the scan read them.
    public var transitions: [TransitionSite] {
        var out: [TransitionSite] = []
        for name in table.order where table.isController(name) {
            for call in (table.declarations[name] ?? []).flatMap(\.calls) {
                switch call.kind {
                case .present(let expr):
                    let presented = presentedClass(expr)
                    out.append(
                        TransitionSite(kind: .present, presenter: name, presented: presented, style: style(expr, presented), at: call.at))
                case .push(let expr):
                    out.append(TransitionSite(kind: .push, presenter: name, presented: presentedClass(expr), style: nil, at: call.at))
                case .setChildren(let exprs):
                    out.append(
                        TransitionSite(
                            kind: .setViewControllers, presenter: name, presented: exprs.last.flatMap(presentedClass), style: nil, at: call.at))
                case .addChild(let expr):
                    out.append(TransitionSite(kind: .addChild, presenter: name, presented: presentedClass(expr), style: nil, at: call.at))
                default:
                    continue
                }
            }
        }
        return out
    }

    private func presentedClass(_ expr: ControllerExpr) -> String? {
        switch expr {
        case .make(let made): made.className
        case .storyboard(_, _, let cast, _): cast
        case .factory(let method, let receiver, _, _): table.factory(method, receiver: receiver)?.type
        case .opaque: nil
        case .styled(let inner, _, _): presentedClass(inner)
        }
    }

    private func style(_ expr: ControllerExpr, _ presented: String?) -> String? {
        if case .make(let made) = expr, let (style, _) = made.style { return style }
        if case .styled(_, let style, _) = expr { return style }
        return presented.flatMap { table.ownStyle(for: $0)?.0 }
    }
}
