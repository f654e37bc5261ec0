import Foundation
import RotationPolicyWire
import SwiftParser
import SwiftSyntax

/// A local Swift package the app links (`XCLocalSwiftPackageReference`, XcodeGen `packages: {path:}`).
struct LocalPackage: Sendable {
    /// The package's folder, relative to the scanned folder; nil: the folder's package that declares the product.
    var folder: String?
    /// The products the app uses; empty: all of the package's library targets.
    var products: [String]
    var at: SourceRef
}

/// Reads a `Package.swift`'s literal `.target(name:path:)` and `.library(name:targets:)` calls with
/// swift-syntax (the manifest is never run): each target's folder is its module.
enum LocalPackageReader {
    struct Manifest {
        var targets: [(name: String, path: String?)] = []
        var products: [String: [String]] = [:]
    }

    static func read(_ text: String) -> Manifest {
        let visitor = ManifestVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        return visitor.manifest
    }

    /// The modules the package gives the app: one `TargetFiles` folder per target the used products name.
    static func modules(_ package: LocalPackage, folder: String, manifest: Manifest) -> [(files: TargetFiles, name: String)] {
        var wanted = Set(package.products.flatMap { manifest.products[$0] ?? [] })
        // A product the manifest does not spell literally: every target may be linked.
        if wanted.isEmpty { wanted = Set(manifest.targets.map(\.name)) }
        return manifest.targets.filter { wanted.contains($0.name) }.compactMap { target in
            guard let folder = ProjectPath.join(folder, target.path ?? "Sources/\(target.name)") else { return nil }
            return (TargetFiles(folders: [TargetFiles.Folder(path: folder)]), String(target.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }))
        }
    }
}

private final class ManifestVisitor: SyntaxVisitor {
    var manifest = LocalPackageReader.Manifest()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        func string(_ label: String) -> String? {
            node.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        switch member.declName.baseName.text {
        case "target", "executableTarget":
            if let name = string("name") { manifest.targets.append((name, string("path"))) }
        case "library":
            guard let name = string("name"),
                let list = node.arguments.first(where: { $0.label?.text == "targets" })?.expression.as(ArrayExprSyntax.self)
            else { break }
            manifest.products[name] = list.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        default:
            break
        }
        return .visitChildren
    }
}
