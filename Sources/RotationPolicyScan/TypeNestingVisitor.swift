import SwiftSyntax

/// A visitor that knows the types it is inside (class, struct, enum, actor, extension), innermost last:
/// the readers that key what they find by its owning type share this one stack.
class TypeNestingVisitor: SyntaxVisitor {
    /// The enclosing types, innermost last (an extension by its extended type as written).
    private(set) var owners: [String] = []

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        owners.append(name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { push(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
}
