import SwiftSyntax

/// String constants a call can name instead of a literal (`performSegue(withIdentifier:
/// Segue.detail.rawValue, …)`): a `let` with a one-segment string literal at file level or `static` in a
/// type, and each case of a `String` enum (its raw value, else its name). Keyed by name, inside a type by
/// `Type.name`. A `var` can change, so it is never a constant.
final class StringConstantCollector: TypeNestingVisitor {
    private(set) var constants: [String: String] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    private func add(_ name: String, _ value: String) {
        constants[owners.last.map { $0 + "." + name } ?? name] = value
    }

    static func literal(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else { return nil }
        return literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = super.visit(node)
        let isString = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
        guard isString else { return next }
        for member in node.memberBlock.members {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                add(element.name.text, element.rawValue.flatMap { Self.literal($0.value) } ?? element.name.text)
            }
        }
        return next
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        guard node.bindingSpecifier.tokenKind == .keyword(.let), owners.isEmpty || isStatic else { return .skipChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer.flatMap({ Self.literal($0.value) })
            {
                add(name, value)
            }
        }
        return .skipChildren
    }

    // Bodies hold no constants a call elsewhere can name.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
