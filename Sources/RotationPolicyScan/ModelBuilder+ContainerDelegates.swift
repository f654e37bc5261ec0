import RotationPolicy
import RotationPolicyWire

/// A navigation or tab bar controller whose `delegate` the app sets (issue 30, point 3): UIKit asks the
/// delegate's `navigationControllerSupportedInterfaceOrientations(_:)` /
/// `tabBarControllerSupportedInterfaceOrientations(_:)` and the `…PreferredInterfaceOrientationForPresentation(_:)`
/// pair instead of the container's own answer, so the container forwards, or answers, as that method says.
/// A subclass's own override wins: it does not ask the delegate.
extension ModelBuilder {
    struct DelegateMethods {
        var mask: String
        var preferred: String
        /// The property a child reads its container by (`navigationController?.delegate = self`).
        var property: String
        var protocolName: String
    }

    static let containerDelegateMethods: [String: DelegateMethods] = [
        "navigationController": DelegateMethods(
            mask: "navigationControllerSupportedInterfaceOrientations", preferred: "navigationControllerPreferredInterfaceOrientationForPresentation",
            property: "navigationController", protocolName: "UINavigationControllerDelegate"),
        "tabBarController": DelegateMethods(
            mask: "tabBarControllerSupportedInterfaceOrientations", preferred: "tabBarControllerPreferredInterfaceOrientationForPresentation",
            property: "tabBarController", protocolName: "UITabBarControllerDelegate"),
    ]

    func containerDelegate(className: String, kind: String, madeAt: SourceRef, childClasses: [String], path: String, into node: inout SpecController)
    {
        guard let methods = Self.containerDelegateMethods[kind],
            let (delegateClass, setAt) = delegateSetting(of: className, madeAt: madeAt, childClasses: childClasses, methods)
        else { return }
        let code = table.rotation
        let ownMask = node.has(.supportedOrientations) || node.has(.forwarding)
        let detail = "\(methods.protocolName): \(delegateClass) (delegate set at \(setAt.file):\(setAt.line))"
        if !ownMask, let method = code.functions.first(where: { $0.owner == delegateClass && $0.name == methods.mask }) {
            let returns = method.steps.compactMap { step -> (String, SourceRef)? in
                if case .returns(let text) = step.step { return (text, step.at) }
                return nil
            }
            if returns.count == 1, let (text, at) = returns.first {
                if let target = Self.forwardTarget(text, kind: kind) {
                    node.fields.append(SpecValue(.forwarding(target)))
                    sources.append(SourceEntry(fact: path + ".forwarding", at: at, how: .forwarding, detail: detail))
                } else if let orientations = ClassTable.maskValue(text, code).orientations,
                    let mask = Literal.mask(Set(orientations)).mask
                {
                    node.fields.append(SpecValue(.supportedOrientations(mask)))
                    sources.append(SourceEntry(fact: path + ".supportedOrientations", at: at, how: .literal, detail: detail))
                } else {
                    unresolved.append(
                        UnresolvedEntry(
                            what: "\(delegateClass).\(methods.mask)(_:)", at: at, reason: "returns `\(text.prefix(80))`, which the scan cannot read"))
                }
            } else if !returns.isEmpty {
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(delegateClass).\(methods.mask)(_:)", at: method.at,
                        reason: "\(returns.count) returns: the answer depends on run-time state; the container is modelled without it"))
            }
        }
        let ownPreferred = node.has(.preferredOrientationForPresentation)
        if !ownPreferred, let method = code.functions.first(where: { $0.owner == delegateClass && $0.name == methods.preferred }),
            let step = method.steps.first(where: { if case .returns = $0.step { true } else { false } }),
            case .returns(let text) = step.step
        {
            let word = text.split(separator: ".").last.map(String.init) ?? text
            if let orientation = InterfaceOrientation(name: word),
                method.steps.filter({ if case .returns = $0.step { true } else { false } }).count == 1
            {
                node.fields.append(SpecValue(.preferredOrientationForPresentation(orientation)))
                sources.append(SourceEntry(fact: path + ".preferredOrientationForPresentation", at: step.at, how: .literal, detail: detail))
            } else {
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(delegateClass).\(methods.preferred)(_:)", at: step.at,
                        reason: "returns `\(text.prefix(80))`, which the scan cannot read"))
            }
        }
    }

    /// `navigationController.topViewController?.supportedInterfaceOrientations ?? .all` → top.
    static func forwardTarget(_ text: String, kind: String) -> Forwarding? {
        guard text.contains("supportedInterfaceOrientations") else { return nil }
        let targets: [(String, Forwarding, String)] = [
            ("topViewController", .top, "navigationController"), ("visibleViewController", .visible, "navigationController"),
            ("selectedViewController", .selected, "tabBarController"),
        ]
        return targets.first { text.contains($0.0) && $0.2 == kind }?.1
    }

    /// A `….delegate = x` assignment in a method of the app, read once per model: the functions are
    /// many and the containers many, and each container asked again (a 2,000-file app spent a third of
    /// its lint there).
    struct DelegateAssignment {
        /// `delegate`, `navigationController.delegate`, `nav.delegate`.
        var parts: [String]
        var owner: String
        var delegateClass: String
        var at: SourceRef
        var functionLine: Int
    }

    static func delegateAssignments(_ code: RotationCode) -> [DelegateAssignment] {
        var out: [DelegateAssignment] = []
        for function in code.functions {
            guard let owner = function.owner else { continue }
            for step in function.steps {
                guard case .assign(let target, let value) = step.step, target.hasSuffix("delegate") else { continue }
                let parts = ClassTable.path(target)
                guard parts.last == "delegate" else { continue }
                let delegateClass: String
                if value == "self" {
                    delegateClass = owner
                } else if value.hasSuffix("()"), let name = Optional(String(value.dropLast(2))),
                    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                {
                    delegateClass = name
                } else {
                    continue
                }
                out.append(DelegateAssignment(parts: parts, owner: owner, delegateClass: delegateClass, at: step.at, functionLine: function.at.line))
            }
        }
        return out
    }

    /// The class whose object the app makes this container's delegate, and where: `delegate = self` in
    /// the container's own class; `navigationController?.delegate = self` in a class among its children;
    /// `nav.delegate = self` in the function that makes it. The delegate must implement the method.
    private func delegateSetting(of className: String, madeAt: SourceRef, childClasses: [String], _ methods: DelegateMethods) -> (String, SourceRef)?
    {
        let code = table.rotation
        let chain = table.chain(className)
        for assignment in delegateAssignments {
            let owner = assignment.owner
            guard
                code.functions.contains(where: {
                    $0.owner == assignment.delegateClass && ($0.name == methods.mask || $0.name == methods.preferred)
                })
            else { continue }
            let parts = assignment.parts
            let applies: Bool =
                switch parts.count {
                case 1: chain.contains(owner)
                case 2 where parts[0] == methods.property: childClasses.contains(owner)
                case 2:
                    // A local made in the same function: its make lies between the function's name and this line.
                    madeAt.file == assignment.at.file && assignment.functionLine <= madeAt.line && madeAt.line <= assignment.at.line
                default: false
                }
            if applies { return (assignment.delegateClass, assignment.at) }
        }
        return nil
    }
}
