import RotationPolicyWire
import SwiftSyntax

/// A stretch of one Swift file that runs only when a condition holds: the body of an `if`, its `else`
/// (the condition negated), a `guard`'s `else` and what follows the guard. Lint reads the condition on
/// iPad to tell an orientation lock under `guard Constants.isIPhone else { return }` (never run on a
/// resizable iPad) from one that runs there (docs/rules.md R1.7), as `VersionRegion` does for `#available`.
/// The condition is kept as read: an app's idiom helper (`isPad`, `Constants.isIPhone`) is known only
/// once every file is read (`ClassTable.idiomTests`).
struct IdiomRegion: Sendable {
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)
    var condition: Condition

    func contains(_ at: SourceRef) -> Bool {
        (start.line, start.column) <= (at.line, at.column) && (at.line, at.column) <= (end.line, end.column)
    }
}

enum IdiomScope {
    /// A file worth a second read for idiom regions: it names an idiom test or a likely helper of one.
    /// Others hold no `if` this reads as an idiom test, so they cost nothing.
    static func mayTest(_ text: String) -> Bool {
        TextSearch.containsAny(text, ["userInterfaceIdiom", "Pad", "Phone", "PAD", "PHONE"])
    }

    static func regions(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> [IdiomRegion] {
        let visitor = IdiomVisitor(converter: converter)
        visitor.walk(tree)
        return visitor.regions
    }

    /// A condition as an idiom test may read it: `!x`, `(x)`, `a && b`, `userInterfaceIdiom == .phone`,
    /// else the text (`Constants.isIPhone`), decided later against the app's idiom helpers.
    static func condition(_ expr: ExprSyntax, depth: Int = 0) -> Condition {
        let text = expr.trimmedDescription
        guard depth < 16 else { return .opaque(text) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .not(condition(prefix.expression, depth: depth + 1))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return condition(inner, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let ands = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
            // `a || b` decides nothing on its own; a mixed chain is left unread rather than mis-grouped.
            let ors = elements.contains { element in element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }
            if ors { return .opaque(text) }
            if !ands.isEmpty {
                var parts: [Condition] = []
                var start = elements.startIndex
                for index in ands + [elements.endIndex] {
                    let slice = elements[start..<index]
                    parts.append(
                        slice.count == 1
                            ? condition(slice.first!, depth: depth + 1)
                            : condition(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(slice)))), depth: depth + 1))
                    start = index + 1
                }
                return .all(parts)
            }
        }
        if text.contains("userInterfaceIdiom") {
            let negated = text.contains("!=")
            if text.contains(".pad") { return negated ? .not(.idiomIsPad) : .idiomIsPad }
            if text.contains(".phone") { return negated ? .idiomIsPad : .not(.idiomIsPad) }
        }
        return .opaque(text)
    }

    /// Every element of an `if`'s or `guard`'s list; a binding (`let x = y`) is a condition not read.
    static func conditions(_ list: ConditionElementListSyntax) -> Condition {
        let parts = list.map { element -> Condition in
            if case .expression(let expr) = element.condition { return condition(expr) }
            return .opaque(element.condition.trimmedDescription)
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    /// Whether an idiom could decide the condition: it names an idiom test or a name a helper may have.
    /// Others (`let x = y`, `count > 2`) are not kept.
    static func mayDecide(_ condition: Condition, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch condition {
        case .idiomIsPad: return true
        case .not(let inner): return mayDecide(inner, depth: depth + 1)
        case .all(let parts): return parts.contains { mayDecide($0, depth: depth + 1) }
        case .opaque(let text):
            return text.utf8.count < 120 && text.allSatisfy { $0.isLetter || $0.isNumber || " _.[]()".contains($0) }
        case .isKind, .available: return false
        }
    }
}

/// The `if` and `guard` regions of one file whose condition an idiom may decide.
final class IdiomVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var regions: [IdiomRegion] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func at(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    func add(_ node: some SyntaxProtocol, _ condition: Condition) {
        regions.append(
            IdiomRegion(start: at(node.positionAfterSkippingLeadingTrivia), end: at(node.endPositionBeforeTrailingTrivia), condition: condition))
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let condition = IdiomScope.conditions(node.conditions)
        if IdiomScope.mayDecide(condition) {
            add(node.body, condition)
            if let otherwise = node.elseBody { add(otherwise, .not(condition)) }
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        let condition = IdiomScope.conditions(node.conditions)
        guard IdiomScope.mayDecide(condition) else { return .visitChildren }
        add(node.body, .not(condition))
        // What follows the guard in its block runs only where the condition holds.
        if let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self), let last = block.last {
            regions.append(
                IdiomRegion(start: at(node.endPositionBeforeTrailingTrivia), end: at(last.endPositionBeforeTrailingTrivia), condition: condition))
        }
        return .visitChildren
    }
}

extension ClassTable {
    /// Whether code at `at` can run on iPad: no region around it has a condition that is false there.
    /// A condition not decided (an unknown helper, a flag) can run.
    func runsOnPad(_ at: SourceRef) -> Bool {
        !(idiomRegions[at.file] ?? []).contains { $0.contains(at) && decideOnPad($0.condition) == false }
    }

    /// Whether `at`, in `code.functions[index]`, can run on iPad: where it is written, and through a
    /// caller (up to `RotationCode.maxLevel`): a function every app call of which is iPhone-only is too.
    /// A function the app never calls (UIKit or SwiftUI calls it) can run.
    func runsOnPad(_ at: SourceRef, in index: Int, _ code: RotationCode, depth: Int = 1) -> Bool {
        guard runsOnPad(at) else { return false }
        guard depth < RotationCode.maxLevel + 1 else { return true }
        var callers: [(index: Int, at: SourceRef)] = []
        for (position, caller) in code.functions.enumerated() where position != index {
            for step in caller.steps {
                guard case .call = step.step, code.resolve(step, from: caller, among: [index: 1]) == index else { continue }
                callers.append((position, step.at))
            }
        }
        return callers.isEmpty || callers.contains { runsOnPad($0.at, in: $0.index, code, depth: depth + 1) }
    }

    /// A condition on iPad: true, false, or nil when the idiom does not decide it.
    func decideOnPad(_ condition: Condition, depth: Int = 0) -> Bool? {
        guard depth < 16 else { return nil }
        switch condition {
        case .idiomIsPad: return true
        case .not(let inner): return decideOnPad(inner, depth: depth + 1).map { !$0 }
        case .all(let parts):
            let values = parts.map { decideOnPad($0, depth: depth + 1) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        case .opaque(let text):
            guard let test = idiomTest(reading: text) else { return nil }
            return decideOnPad(test, depth: depth + 1)
        case .isKind, .available: return nil
        }
    }
}
