import Foundation
import RotationPolicyWire
import SwiftSyntax

/// Walks one function body in source order and records the calls that act on controllers and the
/// orientation. Code after a `return` and in `#if false` is dead and skipped. Local names bound to a
/// controller (`let nav = UINavigationController(rootViewController: list)`) are followed, with what the
/// body sets on them afterwards (`nav.modalPresentationStyle = .fullScreen`).
final class CallCollector: SyntaxVisitor {
    let reader: SwiftReader
    var calls: [CallSite] = []
    var controllers: [String: ControllerExpr] = [:]
    var ownStyle: (String, SourceRef)?
    /// `self.x = <controller>` in this body.
    var properties: [String: ControllerExpr] = [:]
    /// Local names bound to a new window (`let w = UIWindow(frame: …)`).
    var windows: Set<String> = []
    /// Local names declared with a class (`let bvc: BrowserViewController = …`, `let bvc = Browser…()`).
    var localTypes: [String: String] = [:]

    init(reader: SwiftReader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        for item in node {
            walk(item)
            if item.item.as(StmtSyntax.self)?.is(ReturnStmtSyntax.self) == true { break }
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = SwiftReader.activeClause(node), let elements = clause.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = SwiftReader.storedType(binding) {
                localTypes[name] = type
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value else {
                continue
            }
            if initial.trimmedDescription.hasPrefix("UIWindow(") { windows.insert(name) }
            let made = controller(initial)
            if case .opaque = made { continue }
            controllers[name] = made
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        let parts = target.split(separator: ".").map(String.init)
        let owner = parts.dropLast().filter { $0 != "self" }
        let property = parts.last ?? ""
        let rhs = elements[2]
        switch property {
        case "rootViewController" where target.lowercased().contains("window"):
            let main = owner == ["window"] || owner == ["view", "window"]
            calls.append(CallSite(kind: .setRoot(controller(rhs), mainWindow: main), at: reader.ref(node), guards: guards(around: Syntax(node))))
        case "rootViewController" where owner.count == 1 && windows.contains(owner[0]):
            calls.append(CallSite(kind: .setRoot(controller(rhs), mainWindow: false), at: reader.ref(node), guards: guards(around: Syntax(node))))
        case "rootViewController" where owner.count == 1:
            // `UIWindow(…).then { $0.rootViewController = … }`, `with(UIWindow(…)) { w in … }`.
            if let main = Self.windowClosure(around: Syntax(node), parameter: owner[0]) {
                calls.append(
                    CallSite(kind: .setRoot(controller(rhs), mainWindow: main), at: reader.ref(node), guards: guards(around: Syntax(node))))
            }
        case "viewControllers":
            let children = list(rhs)
            if owner.isEmpty {
                calls.append(CallSite(kind: .setChildren(children), at: reader.ref(node)))
            } else if owner.count == 1 {
                update(owner[0]) { $0.children = children }
            }
        case "modalPresentationStyle":
            if let style = Self.styleName(rhs.trimmedDescription) {
                if owner.isEmpty {
                    ownStyle = (style, reader.ref(rhs))
                } else if owner.count == 1 {
                    let at = reader.ref(rhs)
                    switch controllers[owner[0]] {
                    case .storyboard?, .factory?, .styled?:
                        controllers[owner[0]] = .styled(Self.unstyled(controllers[owner[0]]!), style: style, at: at)
                    default: update(owner[0]) { $0.style = (style, at) }
                    }
                }
            }
        case "selectedIndex":
            if owner.count == 1, let index = Int(rhs.trimmedDescription) { update(owner[0]) { $0.selectedIndex = index } }
        default:
            // `self.tabs = MainTabBarController()`: later `self.tabs` (here or in another method) is it.
            if owner.isEmpty, parts.first == "self" || controllers[property] == nil {
                let made = controller(rhs)
                if case .opaque = made {
                } else {
                    properties[property] = made
                    controllers["self." + property] = made
                }
            }
        }
        return .visitChildren
    }

    /// The `if` conditions around `node` in its function (`else` blocks negated): a root assigned per
    /// idiom (`if UIDevice.isPad { … } else { … }`) is chosen by the idiom.
    func guards(around node: Syntax) -> [Condition] {
        var out: [Condition] = []
        var current = node
        var hops = 0
        while let parent = current.parent, hops < 256, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let block = current.as(CodeBlockSyntax.self), let ifExpr = parent.as(IfExprSyntax.self) {
                var context = SwiftReader.BodyContext()
                let condition = reader.conditions(ifExpr.conditions, context: &context)
                out.insert(block.id == ifExpr.body.id ? condition : .not(condition), at: 0)
            }
            current = parent
            hops += 1
        }
        return out
    }

    /// When `parameter` is a parameter of the closure around `node` and that closure configures a window
    /// (`UIWindow(…).then { … }`, `with(UIWindow(…)) { … }`): whether the result is assigned to `window`.
    static func windowClosure(around node: Syntax, parameter: String) -> Bool? {
        var current = node.parent
        var hops = 0
        while let syntax = current, !syntax.is(ClosureExprSyntax.self) {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(CodeBlockSyntax.self) || hops > 64 { return nil }
            current = syntax.parent
            hops += 1
        }
        guard let closure = current?.as(ClosureExprSyntax.self) else { return nil }
        let names: [String] =
            switch closure.signature?.parameterClause {
            case .simpleInput(let list): list.map(\.name.text)
            case .parameterClause(let clause): clause.parameters.map(\.firstName.text)
            case nil: []
            }
        guard parameter == "$0" ? names.isEmpty : names.first == parameter else { return nil }
        var call = closure.parent
        if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
        guard let call = call?.as(FunctionCallExprSyntax.self) else { return nil }
        let subject = call.calledExpression.trimmedDescription + " " + call.arguments.trimmedDescription
        guard subject.contains("UIWindow(") else { return nil }
        // `window = UIWindow(…).then { … }`: the app's main window.
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let target = sequence.elements.first?.trimmedDescription ?? ""
            return target == "window" || target == "self.window"
        }
        return false
    }

    /// `bvc.present(…)`, `bvc.navigationController?.pushViewController(…)`: the object the call is sent to,
    /// when it is a name other than `self` (nil: the caller itself, or an expression not followed).
    func receiver(of call: FunctionCallExprSyntax) -> Receiver? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let named = namedReceiver(base, call: call) { return named }
        // `topMost().present(…)`, `UIApplication.shared.topViewController?.present(…)`: what a method or a
        // computed property returns. ClassTable.sentToTopmost lists it when that walks presentedViewController
        // to the top; else it stays the caller's, as an expression the scan does not follow always was.
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
        if let called = unwrapped.as(FunctionCallExprSyntax.self),
            let name = called.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? called.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            return .result(name, text: SwiftReader.excerpt(base), onSelf: false)
        }
        if let member = unwrapped.as(MemberAccessExprSyntax.self), member.base != nil {
            return .result(member.declName.baseName.text, text: SwiftReader.excerpt(base), onSelf: false)
        }
        return nil
    }

    /// A receiver the scan names: a local, a parameter or a property of a controller class.
    private func namedReceiver(_ base: ExprSyntax, call: FunctionCallExprSyntax) -> Receiver? {
        var parts = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        if parts.last == "navigationController" { parts.removeLast() }
        guard parts.count == 1, let name = parts.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let type = localTypes[name] ?? Self.parameterType(name, around: Syntax(call)) { return .type(type) }
        if case .make(let made)? = controllers[name] { return .type(made.className) }
        // `navigationController`, `presentedViewController` and other UIKit properties of self are not
        // another object the scan can name.
        guard SourceWords.forwardTargets[name] == nil, !["navigationController", "tabBarController", "splitViewController"].contains(name)
        else { return nil }
        return .property(name)
    }

    /// The declared class of the parameter `name` of the function around `node`.
    static func parameterType(_ name: String, around node: Syntax) -> String? {
        var current = node.parent
        var hops = 0
        while let syntax = current, hops < 256 {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    let type = parameter.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                    guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                    return type
                }
                return nil
            }
            current = syntax.parent
            hops += 1
        }
        return nil
    }

    static func unstyled(_ expr: ControllerExpr) -> ControllerExpr {
        if case .styled(let inner, _, _) = expr { return inner }
        return expr
    }

    private func update(_ name: String, _ change: (inout MadeController) -> Void) {
        guard case .make(var made)? = controllers[name] else { return }
        change(&made)
        controllers[name] = .make(made)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return .visitChildren
        }
        let arguments = Array(node.arguments)
        let first = arguments.first?.expression
        let at = reader.ref(node)
        switch name {
        // UIKit's `show(_:sender:)`, not SwiftUI's `show(language)` or AppKit's `picker.show(relativeTo:of:…)`.
        // `pushViewController` is any shape: apps wrap it (`pushViewController(_:animated:completion:)`).
        case "pushViewController",
            "show" where arguments.count == 2 && arguments[0].label == nil && arguments[1].label?.text == "sender":
            if let first { calls.append(CallSite(kind: .push(controller(first)), at: at, receiver: receiver(of: node))) }
        case "present" where arguments.count >= 2 && arguments[0].label == nil:
            if let first { calls.append(CallSite(kind: .present(controller(first)), at: at, receiver: receiver(of: node))) }
        case "popViewController": calls.append(CallSite(kind: .pop, at: at))
        case "popToRootViewController": calls.append(CallSite(kind: .popToRoot, at: at))
        case "dismiss": calls.append(CallSite(kind: .dismiss, at: at))
        case "setNeedsUpdateOfSupportedInterfaceOrientations": calls.append(CallSite(kind: .setNeedsUpdate, at: at))
        case "attemptRotationToDeviceOrientation": calls.append(CallSite(kind: .attemptRotation, at: at))
        case "requestGeometryUpdate":
            let mask = Self.labeled("interfaceOrientations", in: Syntax(node)).map { reader.value($0, SwiftReader.BodyContext()) }
            calls.append(CallSite(kind: .requestGeometry(mask ?? .opaque(node.trimmedDescription)), at: at))
        case "setValue" where arguments.count == 2 && reader.kvcKey.isOrientation(arguments[1].expression.trimmedDescription):
            let text = first?.trimmedDescription ?? ""
            let isMask = first.map(KVCMaskValue.isMask) ?? false
            calls.append(CallSite(kind: .setDeviceOrientation(isMask ? nil : Self.deviceOrientation(text), text: text, isMask: isMask), at: at))
        case "performSegue" where arguments.first?.label?.text == "withIdentifier":
            let literal = first?.as(StringLiteralExprSyntax.self).flatMap { literal in
                literal.segments.count == 1 ? literal.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil
            }
            calls.append(CallSite(kind: .performSegue(identifier: literal, text: first.map(SwiftReader.excerpt) ?? ""), at: at))
        case "addChild", "addChildViewController":
            if let first { calls.append(CallSite(kind: .addChild(controller(first)), at: at)) }
        case "setViewControllers":
            if let first { calls.append(CallSite(kind: .setChildren(list(first)), at: at)) }
        default:
            break
        }
        return .visitChildren
    }

    /// The first argument labelled `label` anywhere inside (`.iOS(interfaceOrientations: .landscape)`).
    static func labeled(_ label: String, in node: Syntax) -> ExprSyntax? {
        if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == label { return argument.expression }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = labeled(label, in: child) { return found }
        }
        return nil
    }

    /// `UIInterfaceOrientation.landscapeRight.rawValue` (an interface value: left and right swap) or
    /// `UIDeviceOrientation.landscapeLeft.rawValue` (a device value) as a device orientation.
    static func deviceOrientation(_ text: String) -> String? {
        let words = ["portraitUpsideDown", "portrait", "landscapeLeft", "landscapeRight", "unknown", "faceUp", "faceDown"]
        guard let word = words.first(where: { text.contains("." + $0) || text.contains("Orientation" + $0.prefix(1).uppercased() + $0.dropFirst()) })
        else { return nil }
        let isDevice = text.contains("UIDeviceOrientation")
        if isDevice { return word }
        switch word {
        case "landscapeLeft": return "landscapeRight"
        case "landscapeRight": return "landscapeLeft"
        default: return word
        }
    }

    static func styleName(_ text: String) -> String? {
        let word = text.split(separator: ".").last.map(String.init) ?? text
        return SourceWords.presentationStyles.contains(word) ? word : nil
    }

    func list(_ expr: ExprSyntax) -> [ControllerExpr] {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.map { controller($0.expression) } }
        return [controller(expr)]
    }

    /// How a controller expression makes its controller.
    func controller(_ expr: ExprSyntax) -> ControllerExpr {
        let at = reader.ref(expr)
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return controller(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return controller(forced.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return controller(inner)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
                let cast = elements[2].trimmedDescription
                switch controller(elements[0]) {
                case .storyboard(let name, let identifier, _, let at): return .storyboard(name: name, identifier: identifier, cast: cast, at: at)
                case let other: return other
                }
            }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return controllers[reference.baseName.text] ?? controllers["self." + reference.baseName.text]
                ?? .opaque(SwiftReader.excerpt(expr), at: at)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
            let known = controllers["self." + member.declName.baseName.text]
        {
            return known
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["instantiateViewController", "instantiateInitialViewController"].contains(member.declName.baseName.text)
            {
                let base = member.base?.trimmedDescription ?? ""
                let name = Self.firstString(in: base)
                let identifier = call.arguments.first.flatMap { Self.firstString(in: $0.expression.trimmedDescription) }
                return .storyboard(name: name, identifier: identifier, cast: nil, at: at)
            }
            let parts = callee.split(separator: ".").map(String.init)
            // `Alerts.makeDeleteAlert(count:)`, `makeProduct(id:)`, `StoryboardScene.Cart.instantiate()`: a
            // method, never a class; the model builder reads its declared return type.
            if let last = parts.last, let first = last.first, first.isLowercase || first == "_",
                callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                let receiver = parts.dropLast().last.flatMap { $0.first?.isUppercase == true ? $0 : nil }
                return .factory(method: last, receiver: receiver, text: SwiftReader.excerpt(expr), at: at)
            }
            if let first = callee.first, first.isUppercase, callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                let root = call.arguments.first { $0.label?.text == "rootViewController" }.map { controller($0.expression) }
                let className = String(callee.split(separator: ".").last ?? Substring(callee))
                return .make(MadeController(className: className, at: at, root: root))
            }
        }
        return .opaque(SwiftReader.excerpt(expr), at: at)
    }

    static func firstString(in text: String) -> String? {
        guard let start = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: start)...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
