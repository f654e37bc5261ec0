import RotationPolicyWire
import SwiftParser
import SwiftSyntax

/// The literal forms of a Tuist `Project.swift`, read with swift-syntax (the manifest is never run):
/// `Target(…)` (Tuist 3) and `.target(…)` (Tuist 4) calls with `name`, `product`, `destinations` or
/// `platform`, `deploymentTargets` or `deploymentTarget`, `infoPlist`, `sources`, `dependencies` and
/// `settings: .settings(base: […])`, and the project's own `settings`. Anything built by a helper
/// function is not seen.
struct TuistManifest {
    struct Target {
        var name: String
        var product: String
        var at: SourceRef
        var platforms: [String] = []
        var deploymentTarget: (String, SourceRef)?
        var infoPlistPath: (String, SourceRef)?
        var infoPlistKeys: [String: Any] = [:]
        var infoPlistKeyLines: [String: SourceRef] = [:]
        var sources: [String] = []
        var targetDependencies: [String] = []
        var settings: [(key: String, value: String, at: SourceRef)] = []
    }

    var targets: [Target] = []
    var projectSettings: [(key: String, value: String, at: SourceRef)] = []

    static func read(_ text: String, file: String) -> TuistManifest {
        let tree = Parser.parse(source: text)
        let visitor = TuistVisitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        visitor.walk(tree)
        return visitor.manifest
    }
}

private final class TuistVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var manifest = TuistManifest()

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    func ref(_ node: some SyntaxProtocol) -> SourceRef {
        let location = node.startLocation(converter: converter)
        return SourceRef(file: file, line: location.line, column: location.column)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let arguments = Dictionary(node.arguments.compactMap { argument in argument.label.map { ($0.text, argument) } }) { first, _ in first }
        if callee == "Project" {
            if let settings = arguments["settings"] { manifest.projectSettings = baseSettings(settings.expression) }
            return .visitChildren
        }
        guard callee == "Target" || callee == ".target" || callee == "Target.target", let name = string(arguments["name"]?.expression),
            let product = arguments["product"]?.expression.trimmedDescription
        else { return .visitChildren }
        var target = TuistManifest.Target(name: name, product: String(product.drop { $0 == "." }), at: ref(node))
        let platform = (arguments["destinations"] ?? arguments["platform"])?.expression.trimmedDescription ?? ".iOS"
        target.platforms = platform.contains("iOS") || platform.contains("iPhone") || platform.contains("iPad") ? ["iOS"] : [platform]
        if let deployment = (arguments["deploymentTargets"] ?? arguments["deploymentTarget"])?.expression.as(FunctionCallExprSyntax.self),
            deployment.calledExpression.trimmedDescription.hasSuffix("iOS"), let first = deployment.arguments.first,
            let version = string(first.expression)
        {
            target.deploymentTarget = (version, ref(first))
        }
        if let plist = arguments["infoPlist"]?.expression { readInfoPlist(plist, into: &target) }
        if let sources = arguments["sources"]?.expression {
            let items = sources.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [sources]
            target.sources = items.compactMap { string($0) ?? globArgument($0) }
        }
        for dependency in arguments["dependencies"]?.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let call = dependency.expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == ".target",
                let name = string(call.arguments.first?.expression)
            else { continue }
            target.targetDependencies.append(name)
        }
        if let settings = arguments["settings"] { target.settings = baseSettings(settings.expression) }
        manifest.targets.append(target)
        return .skipChildren
    }

    /// `"Info.plist"`, `.file(path: "Info.plist")`, `.extendingDefault(with: [...])`, `.dictionary([...])`.
    private func readInfoPlist(_ expression: ExprSyntax, into target: inout TuistManifest.Target) {
        if let path = string(expression) {
            target.infoPlistPath = (path, ref(expression))
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return }
        if let path = string(first.expression) {
            target.infoPlistPath = (path, ref(first))
        } else if let dictionary = first.expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            for element in elements {
                guard let key = string(element.key), let value = plistValue(element.value) else { continue }
                target.infoPlistKeys[key] = value
                target.infoPlistKeyLines[key] = ref(element.key)
            }
        }
    }

    /// `.settings(base: ["KEY": "value"], …)` or `["KEY": "value"]` (a `SettingsDictionary` literal).
    private func baseSettings(_ expression: ExprSyntax) -> [(key: String, value: String, at: SourceRef)] {
        var dictionary = expression.as(DictionaryExprSyntax.self)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            dictionary = call.arguments.first { $0.label?.text == "base" }?.expression.as(DictionaryExprSyntax.self)
        }
        guard let dictionary, case .elements(let elements) = dictionary.content else { return [] }
        return elements.compactMap { element in
            guard let key = string(element.key), let value = plistValue(element.value) else { return nil }
            let text = (value as? [Any])?.compactMap { $0 as? String }.joined(separator: " ") ?? "\(value)"
            return (key, text, ref(element.key))
        }
    }

    /// A literal the manifest spells: strings, booleans, arrays and dictionaries, also as Tuist's
    /// `.string(…)`, `.boolean(…)`, `.array(…)`, `.dictionary(…)` and `SettingValue` `.string(…)`.
    private func plistValue(_ expression: ExprSyntax) -> Any? {
        if let text = string(expression) { return text }
        if let bool = expression.as(BooleanLiteralExprSyntax.self) { return bool.literal.tokenKind == .keyword(.true) }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.compactMap { plistValue($0.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return [String: Any]() }
            var out: [String: Any] = [:]
            for element in elements { if let key = string(element.key), let value = plistValue(element.value) { out[key] = value } }
            return out
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
            [".string", ".boolean", ".array", ".dictionary", ".integer"].contains(call.calledExpression.trimmedDescription)
        {
            return plistValue(first.expression)
        }
        return nil
    }

    /// `.glob("Sources/**")` and `"Sources/**"` as a sources entry.
    private func globArgument(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return string(call.arguments.first?.expression)
    }

    private func string(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}
