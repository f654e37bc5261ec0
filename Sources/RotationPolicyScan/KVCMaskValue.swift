import SwiftSyntax

/// Whether a KVC orientation set's value is a `UIInterfaceOrientationMask` instead of an orientation
/// (capacitor-screen-orientation's `setValue(orientationMask.rawValue, forKey: "orientation")`): a mask
/// is a bit set (`.landscape` is 24), so UIDevice gets a value no orientation has. Read from the text, a
/// local or parameter declared or made as a mask, or a function or property of the file that returns one.
enum KVCMaskValue {
    static let typeName = "UIInterfaceOrientationMask"

    /// The text alone: Objective-C's `@(UIInterfaceOrientationMaskLandscape)`, Swift's
    /// `UIInterfaceOrientationMask.landscape.rawValue`.
    static func isMask(text: String) -> Bool { text.contains(typeName) }

    static func isMask(_ value: ExprSyntax) -> Bool {
        if isMask(text: value.trimmedDescription) { return true }
        var base = value
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let inner = member.base {
            base = inner
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        // The innermost declaration of the name wins: a block's locals, then the function's parameters.
        var node: Syntax? = Syntax(value)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return isMask(binding, in: value.root)
                    }
                }
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return isMask(text: parameter.type.trimmedDescription)
                }
            }
            node = current.parent
        }
        return maskMembers(in: value.root).contains(name)
    }

    /// A binding typed as a mask, or made from a mask expression or a call of a mask-returning function.
    private static func isMask(_ binding: PatternBindingSyntax, in root: Syntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return isMask(text: type.trimmedDescription) }
        guard let initial = binding.initializer?.value else { return false }
        if isMask(text: initial.trimmedDescription) { return true }
        guard let call = initial.as(FunctionCallExprSyntax.self) else { return false }
        let called =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return called.map(maskMembers(in: root).contains) ?? false
    }

    /// The file's functions and properties whose declared type is a mask.
    private static func maskMembers(in root: Syntax) -> Set<String> {
        let collector = MaskMemberCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.names
    }
}

private final class MaskMemberCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type, KVCMaskValue.isMask(text: type.trimmedDescription) { names.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Members and top-level constants only: another function's local is not in scope.
        let member = node.parent?.is(MemberBlockItemSyntax.self) == true || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard member else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let initial = binding.initializer?.value.trimmedDescription ?? ""
            if KVCMaskValue.isMask(text: type) || (type.isEmpty && initial.hasPrefix(KVCMaskValue.typeName)) { names.insert(name) }
        }
        return .visitChildren
    }
}
