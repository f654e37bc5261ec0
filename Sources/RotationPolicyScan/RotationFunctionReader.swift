import RotationPolicyWire
import SwiftParser
import SwiftSyntax

/// Reads one Swift file's functions into `RotationFunction`s and its mask-typed stored properties into
/// `MaskVariable`s. Closures belong to the function they are written in; code in `#if` is read whatever
/// the condition (as VersionScope reads it).
final class RotationFunctionReader: TypeNestingVisitor {
    let converter: SourceLocationConverter
    let file: String
    var functions: [RotationFunction] = []
    var variables: [MaskVariable] = []
    /// Indexes into `functions` of the bodies being read, innermost last; nil marks a property observer.
    private var open: [Int?] = []
    private var observerSteps: [FunctionStep] = []

    static func read(_ text: String, file: String) -> (functions: [RotationFunction], variables: [MaskVariable]) {
        let tree = Parser.parse(source: text)
        return read(text, tree: tree, converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
    }

    /// From a tree the scan already parsed (SwiftReader's), so that a file is parsed once.
    static func read(
        _ text: String, tree: SourceFileSyntax, converter: SourceLocationConverter, file: String
    ) -> (
        functions: [RotationFunction], variables: [MaskVariable]
    ) {
        let reader = RotationFunctionReader(converter: converter, file: file)
        reader.kvcKey = KVCKey(swift: text)
        reader.walk(tree)
        return (reader.functions, reader.variables)
    }

    /// Constants of the file bound to the KVC key "orientation".
    private var kvcKey = KVCKey()

    private init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func ref(_ node: some SyntaxProtocol) -> SourceRef {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceRef(file: file, line: location.line, column: location.column)
    }

    private func record(_ step: RotationStep, at node: some SyntaxProtocol) {
        guard let innermost = open.last else { return }
        let item = FunctionStep(step: step, at: ref(node))
        if let index = innermost { functions[index].steps.append(item) } else { observerSteps.append(item) }
    }

    // MARK: functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            return Parameter(label: label, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription)
        }
        functions.append(RotationFunction(owner: owners.last, name: node.name.text, parameters: parameters, at: ref(node.name), steps: []))
        open.append(functions.count - 1)
        // `{ session.mask }`: a body of one expression returns it.
        if let statements = node.body?.statements, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
            record(.returns(only.trimmedDescription), at: only)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { open.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard open.isEmpty else { return .visitChildren }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let initial = binding.initializer?.value.trimmedDescription
            // Untyped, a property counts when its name or value names an orientation
            // (`var supportedInterfaceOrientations = Self.defaultOrientations`): its value is read later.
            let untyped = type.isEmpty && initial.map { (name + $0).contains("rientation") } == true
            guard type.contains("UIInterfaceOrientationMask") || initial?.hasPrefix("UIInterfaceOrientationMask") == true || untyped else { continue }
            // A computed property (`var mask: UIInterfaceOrientationMask { … }`) is no stored lock.
            var observers: [FunctionStep] = []
            if let accessors = binding.accessorBlock {
                guard case .accessors(let list) = accessors.accessors,
                    list.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) })
                else { continue }
                open.append(nil)
                observerSteps = []
                for accessor in list { walk(accessor) }
                open.removeLast()
                observers = observerSteps
            }
            variables.append(
                MaskVariable(owner: owners.last, name: name, isStatic: isStatic, initial: initial, at: ref(binding.pattern), observers: observers))
        }
        return .skipChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { record(.returns(value.trimmedDescription), at: value) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            record(.assign(target: elements[0].trimmedDescription, value: elements[2].trimmedDescription), at: node)
        }
        return .visitChildren
    }

    /// Geometry preferences of another platform than iOS: `.Mac(…)`, `.Vision(…)`,
    /// `UIWindowScene.GeometryPreferences.Mac(…)`.
    static func isOtherPlatform(_ preferences: String) -> Bool {
        [".Mac(", ".Vision("].contains { preferences.hasPrefix($0) || preferences.contains("GeometryPreferences" + $0) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        var receiver: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base?.trimmedDescription
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return .visitChildren
        }
        if receiver == "self" { receiver = nil }
        var arguments = node.arguments.map { Argument(label: $0.label?.text, text: $0.expression.trimmedDescription) }
        // A trailing closure is an argument no helper of the app's here takes (`service.configure { … }`).
        if node.trailingClosure != nil { arguments.append(Argument(label: "{}", text: "")) }
        switch name {
        case "setValue" where arguments.count == 2 && kvcKey.isOrientation(arguments[1].text):
            record(.kvcOrientation(arguments[0].text), at: node)
        case "attemptRotationToDeviceOrientation": record(.attemptRotation, at: node)
        case "setNeedsUpdateOfSupportedInterfaceOrientations": record(.setNeedsUpdate, at: node)
        // A Mac or visionOS window's frame (`.Mac(systemFrame:)`) turns nothing: a plain call.
        case "requestGeometryUpdate" where !(arguments.first.map { Self.isOtherPlatform($0.text) } ?? false):
            record(.geometryRequest(CallCollector.labeled("interfaceOrientations", in: Syntax(node))?.trimmedDescription), at: node)
        default:
            record(.call(name: name, receiver: receiver, arguments: arguments), at: node)
        }
        return .visitChildren
    }
}
