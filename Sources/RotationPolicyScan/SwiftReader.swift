import Foundation
import RotationPolicyWire
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax into `SourceFacts`: classes and extensions with their getters
/// (the reachable `return`s and the conditions on the way), their call sites, and top-level constants.
struct SwiftReader {
    let file: String
    let converter: SourceLocationConverter
    let tree: SourceFileSyntax
    let limits: ScanLimits
    let clock: ScanClock
    /// Constants of this file bound to the KVC key "orientation".
    let kvcKey: KVCKey

    init(file: String, text: String, limits: ScanLimits = ScanLimits(), clock: ScanClock = .unlimited) {
        self.file = file
        self.limits = limits
        self.clock = clock
        tree = Parser.parse(source: text)
        kvcKey = KVCKey(swift: text)
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// Past the depth limit or the time limit, the rest of an expression is one opaque value.
    func tooDeep(_ depth: Int) -> Bool { depth > limits.maxExpressionDepth || clock.isOver }

    /// Source text kept in the model (opaque values and conditions) is cut short: a hostile file
    /// must not make every mention of it repeat a megabyte in the answer.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        return text.utf8.count <= 200 ? text : String(text.prefix(200)) + "…"
    }

    func facts() -> SourceFacts {
        let collector = DeclCollector(reader: self)
        collector.walk(tree)
        var facts = collector.facts
        let strings = StringConstantCollector()
        strings.walk(tree)
        facts.strings = strings.constants
        facts.topmostHelpers = Self.topmostHelpers(tree)
        return facts
    }

    func ref(_ node: some SyntaxProtocol) -> SourceRef {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceRef(file: file, line: location.line, column: location.column)
    }

    // MARK: Declarations

    func classDecl(
        name: String, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax, at node: some SyntaxProtocol, isExtension: Bool
    )
        -> ClassDecl
    {
        let types = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var decl = ClassDecl(
            name: name, superclass: isExtension ? nil : types.first, at: ref(node), language: .swift, isExtension: isExtension)
        decl.conformsToAppDelegate = types.contains { $0.hasSuffix("UIApplicationDelegate") || $0.hasSuffix("UIWindowSceneDelegate") }
        for member in activeMembers(members.members) where !clock.isOver { readMember(member, into: &decl) }
        return decl.ownedSuperReads()
    }

    /// Members of a class body, with `#if false` clauses left out.
    func activeMembers(_ list: MemberBlockItemListSyntax, depth: Int = 0) -> [DeclSyntax] {
        guard depth < limits.maxExpressionDepth else { return [] }
        var out: [DeclSyntax] = []
        for item in list {
            if let config = item.decl.as(IfConfigDeclSyntax.self) {
                if let clause = Self.activeClause(config), case .decls(let decls)? = clause.elements { out += activeMembers(decls, depth: depth + 1) }
            } else {
                out.append(item.decl)
            }
        }
        return out
    }

    /// The clause of `#if … #elseif … #else` that a static read keeps: the first whose condition is not
    /// literally `false` or `0`.
    static func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            let condition = clause.condition?.trimmedDescription
            if condition == "false" || condition == "0" { continue }
            return clause
        }
        return nil
    }

    private func readMember(_ member: DeclSyntax, into decl: inout ClassDecl) {
        if let variable = member.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if binding.accessorBlock == nil, let type = Self.storedType(binding) {
                    decl.propertyTypes[name] = type
                    let optional = binding.typeAnnotation?.type.trimmedDescription.last.map { $0 == "?" || $0 == "!" } ?? false
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), !optional,
                        binding.initializer?.value.is(FunctionCallExprSyntax.self) == true
                    {
                        decl.fixedProperties.insert(name)
                    }
                }
                if let accessors = binding.accessorBlock {
                    if let body = getterBody(accessors) {
                        var context = BodyContext()
                        let (sites, _) = returns(in: body, guards: [], context: &context)
                        decl.getters[name] = Getter(returns: sites, at: ref(binding))
                        if let test = idiomTest(body) { decl.idiomTests[name] = test }
                    }
                } else if let value = binding.initializer?.value {
                    var made = CallCollector(reader: self).controller(value)
                    // `lazy var window: UIWindow? = { … }()`: a builder closure runs its body once.
                    if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                        decl.calls += calls(in: closure.statements, decl: &decl)
                        // `lazy var tabs: UITabBarController = { let t = Tabs.make(); …; return t }()`: what it returns.
                        if let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression {
                            let collector = CallCollector(reader: self)
                            collector.walk(closure.statements)
                            made = collector.controller(returned)
                        }
                    }
                    if case .opaque = made {} else { decl.propertyControllers[name] = made }
                    // A stored `let` is its value; a stored `var` can change at run time.
                    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                    let expr: ValueExpr = isLet ? self.value(value, BodyContext()) : .opaque("stored var \(name)")
                    decl.getters[name] = Getter(returns: [ReturnSite(expr: expr, guards: [], at: ref(value))], at: ref(binding))
                } else {
                    decl.getters[name] = Getter(
                        returns: [ReturnSite(expr: .opaque("stored var \(name)"), guards: [], at: ref(binding))], at: ref(binding))
                }
            }
        } else if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
            if let factory = factoryReturn(function) { decl.factories[function.name.text] = factory }
            let parameters = function.signature.parameterClause.parameters
            let name = function.name.text
            var context = BodyContext()
            if name == "application", parameters.count == 2, parameters.last?.firstName.text == "supportedInterfaceOrientationsFor" {
                let (sites, _) = returns(in: body.statements, guards: [], context: &context)
                decl.getters[OverrideName.delegate] = Getter(returns: sites, at: ref(function.name))
                decl.conformsToAppDelegate = true
            } else if parameters.isEmpty, function.signature.returnClause != nil, !OverrideName.all.contains(name) {
                // A helper's value (`func isPad() -> Bool`). A function named like an override
                // (`func shouldAutorotate() -> Bool`) is not UIKit's: in Swift the override is a property.
                let (sites, _) = returns(in: body.statements, guards: [], context: &context)
                decl.getters[name] = Getter(returns: sites, at: ref(function.name))
                if let test = idiomTest(body.statements) { decl.idiomTests[name] = test }
            }
            decl.calls += calls(in: body, decl: &decl)
        } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
            decl.calls += calls(in: body, decl: &decl)
        }
    }

    /// A body that is one idiom test (`userInterfaceIdiom == .pad`, `return UIDevice.current
    /// .userInterfaceIdiom != .phone`): the condition a call site reading its name decides.
    func idiomTest(_ body: CodeBlockItemListSyntax, depth: Int = 0) -> Condition? {
        guard depth < 8, body.count == 1, let item = body.first?.item else { return nil }
        let expression: ExprSyntax?
        switch item {
        case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
        case .expr(let value): expression = value
        case .decl(let decl):
            // `#if os(iOS) UIDevice.current.userInterfaceIdiom == .phone #else false #endif`: the clause a
            // static read keeps, as for members.
            guard let config = decl.as(IfConfigDeclSyntax.self), let clause = Self.activeClause(config),
                case .statements(let inner)? = clause.elements
            else { return nil }
            return idiomTest(inner, depth: depth + 1)
        }
        guard let expression else { return nil }
        let test = condition(expression)
        return test == .idiomIsPad || test == .not(.idiomIsPad) ? test : nil
    }

    /// A stored property's class: `let c: AppCoordinator`, `var c: AppCoordinator!`, `let c = AppCoordinator()`.
    static func storedType(_ binding: PatternBindingSyntax) -> String? {
        var text = binding.typeAnnotation?.type.trimmedDescription
        if text == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            text = call.calledExpression.trimmedDescription
        }
        guard var name = text?.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) else { return nil }
        if name.hasSuffix(".init") { name = String(name.dropLast(5)) }
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return String(name.split(separator: ".").last ?? Substring(name))
    }

    /// `func makeProduct(id: Int) -> ProductViewController`: the class a factory call makes.
    func factoryReturn(_ function: FunctionDeclSyntax) -> FactoryReturn? {
        guard let type = function.signature.returnClause?.type else { return nil }
        let name = type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return FactoryReturn(type: String(name.split(separator: ".").last ?? Substring(name)), at: ref(type))
    }

    /// An enum or struct only contributes its factories (`enum Alerts { static func make…() -> … }`), idiom
    /// helpers (`enum Device { static var isPad: Bool { … } }`) and its presents and pushes (`struct Emailer`
    /// presenting a mail composer from the controller it is given), which belong to the receiver's class.
    func factoryHolder(name: String, members: MemberBlockSyntax, at node: some SyntaxProtocol) -> ClassDecl? {
        var decl = ClassDecl(name: name, superclass: nil, at: ref(node), language: .swift, isExtension: true)
        decl.isValueType = true
        for member in activeMembers(members.members) {
            if let function = member.as(FunctionDeclSyntax.self) {
                if let factory = factoryReturn(function) { decl.factories[function.name.text] = factory }
                if function.signature.parameterClause.parameters.isEmpty, let body = function.body, let test = idiomTest(body.statements) {
                    decl.idiomTests[function.name.text] = test
                }
                if let body = function.body { decl.calls += transitions(in: body) }
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                decl.calls += transitions(in: body)
            } else if let variable = member.as(VariableDeclSyntax.self) {
                // `enum Device { static var isPad: Bool { … } }`.
                for binding in variable.bindings {
                    // `var sendEmail: (() -> Void)? { … present(mail, …) … }`: a computed property's presents.
                    if let accessors = binding.accessorBlock { decl.calls += transitions(in: accessors) }
                    // `let host: SettingsViewController`: `host.present(…)` is that class's.
                    if binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = Self.storedType(binding)
                    {
                        decl.propertyTypes[name] = type
                    }
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        case .getter(let body)? = binding.accessorBlock?.accessors,
                        let test = idiomTest(body)
                    {
                        decl.idiomTests[name] = test
                    }
                }
            }
        }
        return decl.factories.isEmpty && decl.idiomTests.isEmpty && decl.calls.isEmpty ? nil : decl
    }

    /// The presents and pushes of a struct's or enum's method: nothing else it calls acts on a controller
    /// the scan can place.
    private func transitions(in body: some SyntaxProtocol) -> [CallSite] {
        let collector = CallCollector(reader: self)
        collector.walk(body)
        return collector.calls.filter {
            switch $0.kind {
            case .present, .push: true
            default: false
            }
        }
    }

    private func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    // MARK: Returns

    /// Names bound on the way (`if let p = presentedViewController`): forwarding targets by name.
    struct BodyContext {
        var aliases: [String: String] = [:]
        var controllers: [String: ControllerExpr] = [:]
    }

    /// The returns that can run, in order; the Bool says the block always returns (what follows is dead).
    func returns(in items: CodeBlockItemListSyntax, guards: [Condition], context: inout BodyContext) -> ([ReturnSite], Bool) {
        // Each nested block adds a guard: their count is the depth.
        guard guards.count <= limits.maxExpressionDepth, !clock.isOver else { return ([], false) }
        var sites: [ReturnSite] = []
        var guards = guards
        let list = Array(items)
        for item in list {
            switch item.item {
            case .stmt(let statement):
                if let ret = statement.as(ReturnStmtSyntax.self) {
                    if let expr = ret.expression { sites.append(ReturnSite(expr: value(expr, context), guards: guards, at: ref(expr))) }
                    return (sites, true)
                }
                if let guardStmt = statement.as(GuardStmtSyntax.self) {
                    let condition = conditions(guardStmt.conditions, context: &context)
                    let (inner, _) = returns(in: guardStmt.body.statements, guards: guards + [.not(condition)], context: &context)
                    sites += inner
                    guards.append(condition)
                    continue
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    let (inner, ends) = returnsIn(expression: expression, guards: guards, context: &context, single: list.count == 1)
                    sites += inner
                    if ends { return (sites, true) }
                }
            case .expr(let expression):
                let (inner, ends) = returnsIn(expression: expression, guards: guards, context: &context, single: list.count == 1)
                sites += inner
                if ends { return (sites, true) }
            case .decl(let declaration):
                if let config = declaration.as(IfConfigDeclSyntax.self) {
                    if let clause = Self.activeClause(config), case .statements(let statements)? = clause.elements {
                        let (inner, ends) = returns(in: statements, guards: guards, context: &context)
                        sites += inner
                        if ends { return (sites, true) }
                    }
                } else if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value,
                            let target = forwardTarget(initial, context)
                        {
                            context.aliases[name] = target
                        }
                    }
                }
            }
        }
        return (sites, false)
    }

    private func returnsIn(expression: ExprSyntax, guards: [Condition], context: inout BodyContext, single: Bool) -> ([ReturnSite], Bool) {
        if let ifExpr = expression.as(IfExprSyntax.self) { return returns(inIf: ifExpr, guards: guards, context: &context) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            var sites: [ReturnSite] = []
            var all = true
            var hasDefault = false
            let subject = switchExpr.subject.trimmedDescription
            for entry in switchExpr.cases {
                guard let switchCase = entry.as(SwitchCaseSyntax.self) else { continue }
                let label = switchCase.label.trimmedDescription
                if label == "default:" { hasDefault = true }
                var condition = Condition.opaque("switch \(subject) \(label)")
                if subject.contains("userInterfaceIdiom") {
                    if label.contains(".pad") { condition = .idiomIsPad } else if label.contains(".phone") { condition = .not(.idiomIsPad) }
                }
                var inner = context
                let (caseSites, ends) = returns(in: switchCase.statements, guards: guards + [condition], context: &inner)
                sites += caseSites
                all = all && ends
            }
            return (sites, all && hasDefault)
        }
        // A body that is one expression returns it (`var mask: … { .portrait }`).
        if single { return ([ReturnSite(expr: value(expression, context), guards: guards, at: ref(expression))], true) }
        return ([], false)
    }

    private func returns(inIf ifExpr: IfExprSyntax, guards: [Condition], context: inout BodyContext) -> ([ReturnSite], Bool) {
        // `else if` chains add a guard per link, like nested blocks.
        guard guards.count <= limits.maxExpressionDepth, !clock.isOver else { return ([], false) }
        var inner = context
        let condition = conditions(ifExpr.conditions, context: &inner)
        let (thenSites, thenEnds) = returns(in: ifExpr.body.statements, guards: guards + [condition], context: &inner)
        var sites = thenSites
        var elseEnds = false
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?:
            let (nestedSites, ends) = returns(inIf: nested, guards: guards + [.not(condition)], context: &context)
            sites += nestedSites
            elseEnds = ends
        case .codeBlock(let block)?:
            var elseContext = context
            let (elseSites, ends) = returns(in: block.statements, guards: guards + [.not(condition)], context: &elseContext)
            sites += elseSites
            elseEnds = ends
        case nil:
            break
        }
        return (sites, thenEnds && elseEnds)
    }

    func conditions(_ list: ConditionElementListSyntax, context: inout BodyContext) -> Condition {
        var parts: [Condition] = []
        for element in list {
            switch element.condition {
            case .expression(let expr): parts.append(condition(expr, depth: 0))
            case .availability(let availability):
                let text = availability.trimmedDescription
                if let version = Self.iOSVersion(in: text) {
                    parts.append(text.hasPrefix("#unavailable") ? .not(.available(version)) : .available(version))
                } else {
                    parts.append(.opaque(Self.excerpt(availability)))
                }
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let initial = binding.initializer?.value, let target = forwardTarget(initial, context)
                {
                    context.aliases[name] = target
                }
                parts.append(.opaque(Self.excerpt(binding)))
            default:
                parts.append(.opaque(Self.excerpt(element)))
            }
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    static func iOSVersion(in text: String) -> Int? {
        guard let range = text.range(of: "iOS") else { return nil }
        let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        return Int(digits)
    }

    func condition(_ expr: ExprSyntax, depth: Int = 0) -> Condition {
        guard !tooDeep(depth) else { return .opaque(Self.excerpt(expr)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .not(condition(prefix.expression, depth: depth + 1))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return condition(inner, depth: depth + 1)
        }
        let text = expr.trimmedDescription
        if text.contains("userInterfaceIdiom") {
            let negated = text.contains("!=")
            if text.contains(".pad") { return negated ? .not(.idiomIsPad) : .idiomIsPad }
            if text.contains(".phone") { return negated ? .idiomIsPad : .not(.idiomIsPad) }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedIsExprSyntax.self), elements[0].trimmedDescription == "self" {
                return .isKind(elements[2].trimmedDescription)
            }
            // `a && b && …` in one pass: split at every `&&` (the operands are read on their own).
            let ands = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
            if !ands.isEmpty {
                guard ands.count < limits.maxExpressionDepth else { return .opaque(Self.excerpt(expr)) }
                var parts: [Condition] = []
                var start = elements.startIndex
                for index in ands + [elements.endIndex] {
                    parts.append(condition(Self.sequence(elements[start..<index]), depth: depth + 1))
                    start = index + 1
                }
                return .all(parts)
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("isKind"),
            let argument = call.arguments.first?.expression.trimmedDescription, argument.hasSuffix(".self")
        {
            return .isKind(String(argument.dropLast(5)))
        }
        return .opaque(text.utf8.count <= 200 ? text : String(text.prefix(200)) + "…")
    }

    /// Part of an unfolded operator sequence as one expression (one element stays itself).
    static func sequence(_ elements: ArraySlice<ExprSyntax>) -> ExprSyntax {
        if elements.count == 1, let only = elements.first { return only }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements))))
    }

    // MARK: Values

    func value(_ expr: ExprSyntax, _ context: BodyContext, depth: Int = 0) -> ValueExpr {
        guard !tooDeep(depth) else { return .opaque(Self.excerpt(expr)) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return value(inner, context, depth: depth + 1)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return value(optional.expression, context, depth: depth + 1) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return value(forced.expression, context, depth: depth + 1) }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let array = expr.as(ArrayExprSyntax.self) { return .union(array.elements.map { value($0.expression, context, depth: depth + 1) }) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return value(sequence: Array(sequence.elements)[...], context, depth: depth + 1) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return Self.literal(name) ?? .opaque(Self.excerpt(expr)) }
            let baseText = base.trimmedDescription
            if OverrideName.all.contains(name), let target = forwardTarget(base, context) { return .forward(target: target, property: name) }
            if ["UIInterfaceOrientationMask", "UIInterfaceOrientation"].contains(baseText), let literal = Self.literal(name) { return literal }
            if baseText == "self" { return .name(name) }
            if base.is(SuperExprSyntax.self) { return .inherited(property: name, owner: "") }
            // `child?.supportedInterfaceOrientations`, `self.player.shouldAutorotate`: a stored child's answer.
            let stored = baseText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                .split(separator: ".").filter { $0 != "self" }
            if OverrideName.all.contains(name), stored.count == 1, let first = stored[0].first, first.isLowercase || first == "_" {
                return .stored(name: String(stored[0]), property: name, owner: "")
            }
        }
        return .opaque(Self.excerpt(expr))
    }

    /// An unfolded operator sequence. The operators are found in one pass, and a chain of ternaries or
    /// `??` is built from its end: linear in the chain's length (it was quadratic: 153 KB of `??` took
    /// 24 s). A chain longer than the depth limit is opaque as a whole.
    private func value(sequence elements: ArraySlice<ExprSyntax>, _ context: BodyContext, depth: Int) -> ValueExpr {
        if elements.count == 1, let only = elements.first { return value(only, context, depth: depth + 1) }
        var ternaries: [Int] = []
        var coalesces: [Int] = []
        var hasBar = false
        for index in elements.indices {
            if elements[index].is(UnresolvedTernaryExprSyntax.self) {
                ternaries.append(index)
            } else if let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "??" { coalesces.append(index) } else if op == "|" { hasBar = true }
            }
        }
        var opaque: ValueExpr { .opaque(Self.excerpt(Self.sequence(elements))) }
        // Lowest precedence first: the ternary, then `??` (both right-associative), then `|`.
        if !ternaries.isEmpty {
            // `c1 ? a : c2 ? b : … : z`: the conditions run between the ternaries; a ternary inside a
            // condition (`(x ? y : z) ? …` unparenthesised) is not a chain link, and opaque.
            guard ternaries.count <= limits.maxExpressionDepth else { return opaque }
            var result = value(sequence: elements[(ternaries.last! + 1)...], context, depth: depth + 1)
            for (position, index) in ternaries.enumerated().reversed() {
                let start = position == 0 ? elements.startIndex : ternaries[position - 1] + 1
                guard let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return opaque }
                result = .ternary(
                    condition(Self.sequence(elements[start..<index]), depth: depth + 1), value(ternary.thenExpression, context, depth: depth + 1),
                    result)
            }
            return result
        }
        if !coalesces.isEmpty {
            guard coalesces.count <= limits.maxExpressionDepth else { return opaque }
            var result = value(sequence: elements[(coalesces.last! + 1)...], context, depth: depth + 1)
            for (position, index) in coalesces.enumerated().reversed() {
                let start = position == 0 ? elements.startIndex : coalesces[position - 1] + 1
                result = .coalesce(value(sequence: elements[start..<index], context, depth: depth + 1), result)
            }
            return result
        }
        if hasBar {
            return .union(elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }.map { value($0, context, depth: depth + 1) })
        }
        return opaque
    }

    static func literal(_ name: String) -> ValueExpr? {
        if let mask = SourceWords.maskNames[name] { return .mask(mask) }
        return nil
    }

    /// `topViewController?`, `self.selectedViewController`, `children.last`, or a name bound to one.
    func forwardTarget(_ base: ExprSyntax, _ context: BodyContext) -> String? {
        let text = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        let parts = text.split(separator: ".").map(String.init).filter { $0 != "self" }
        guard let last = parts.last else { return nil }
        if let target = SourceWords.forwardTargets[last] { return target }
        if parts.count == 1, let alias = context.aliases[last] { return alias }
        if parts.count >= 2, ["children", "viewControllers", "childViewControllers"].contains(parts[parts.count - 2]) {
            if last == "first" { return "firstChild" }
            if last == "last" { return "lastChild" }
        }
        return nil
    }

    // MARK: Calls

    private func calls(in body: some SyntaxProtocol, decl: inout ClassDecl) -> [CallSite] {
        let collector = CallCollector(reader: self)
        collector.walk(body)
        if let style = collector.ownStyle, decl.ownStyle == nil { decl.ownStyle = style }
        decl.propertyControllers.merge(collector.properties) { old, _ in old }
        return collector.calls
    }
}

/// Finds the classes, extensions and top-level constants of a file.
private final class DeclCollector: SyntaxVisitor {
    let reader: SwiftReader
    var facts = SourceFacts()

    init(reader: SwiftReader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = SwiftReader.activeClause(node), let elements = clause.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !reader.clock.isOver else { return .skipChildren }
        facts.classes.append(
            reader.classDecl(name: node.name.text, inherited: node.inheritanceClause, members: node.memberBlock, at: node.name, isExtension: false))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !reader.clock.isOver else { return .skipChildren }
        facts.classes.append(
            reader.classDecl(
                name: node.extendedType.trimmedDescription, inherited: node.inheritanceClause, members: node.memberBlock, at: node.extendedType,
                isExtension: true))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !reader.clock.isOver else { return .skipChildren }
        if let decl = reader.factoryHolder(name: node.name.text, members: node.memberBlock, at: node.name) { facts.classes.append(decl) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !reader.clock.isOver else { return .skipChildren }
        if let decl = reader.factoryHolder(name: node.name.text, members: node.memberBlock, at: node.name) { facts.classes.append(decl) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return .skipChildren }
        // A file-level idiom helper: `var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`.
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock,
                case .getter(let body) = accessors.accessors, let test = reader.idiomTest(body)
            {
                facts.idiomTests[name] = test
            }
        }
        // Otherwise only file-level constants (`let kDefaultMask: UIInterfaceOrientationMask = .portrait`).
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value {
                facts.globals[name] = reader.value(initial, SwiftReader.BodyContext())
                facts.globalRefs[name] = reader.ref(initial)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A file-level `func isPad() -> Bool { … }` helper; methods are read with their class.
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, node.signature.parameterClause.parameters.isEmpty,
            let body = node.body, let test = reader.idiomTest(body.statements)
        {
            facts.idiomTests[node.name.text] = test
        }
        return .skipChildren
    }
}
