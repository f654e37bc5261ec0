import SwiftSyntax

/// Swift functions and computed properties that return the top-most presented controller: their body
/// loops (`while`, `repeat`) over `presentedViewController`, as apps write `topMost()` or
/// `UIApplication.topViewController` to present over whatever is shown. A present sent to one is
/// nobody's in the model (ClassTable.sentToTopmost).
extension SwiftReader {
    static func topmostHelpers(_ tree: SourceFileSyntax) -> Set<String> {
        let finder = TopmostHelperFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }
}

private final class TopmostHelperFinder: SyntaxVisitor {
    var names: Set<String> = []

    static func walksToTop(_ body: some SyntaxProtocol) -> Bool {
        let text = body.trimmedDescription
        return TextSearch.contains(text, "presentedViewController") && TextSearch.containsAny(text, ["while ", "repeat "])
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, Self.walksToTop(body) { names.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let accessor = binding.accessorBlock, Self.walksToTop(accessor),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            names.insert(name)
        }
        return .skipChildren
    }
}
