import Foundation
import PackagePlugin

/// Embeds files into the binary at build time, so any copy of it serves its own contract, playground and
/// examples without a file beside it: the package's `openapi.yaml` and `docs/rules.md`, the target's
/// `Playground/` folder and the seed fixtures and the explorer's (`Tests/Fixtures/seed-*/`,
/// `Tests/Fixtures/explore/`: the playground's examples).
///
/// The tool, not this plugin, lists the folders (`embed-assets`), and the folders are inputs of the
/// command as well as their files. SwiftPM runs this plugin again only when the package's structure
/// changes, which a new fixture in `Tests/Fixtures/explore/` is not: with a file list made here, an
/// incremental build kept serving the examples without it. A new file changes its folder's
/// modification time, so the command runs again and the tool finds it.
@main
struct EmbedAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let package = context.package.directoryURL
        let targetDirectory = target.sourceModule.map(\.directoryURL) ?? package
        let playground = targetDirectory.appending(path: "Playground")
        let fixtures = package.appending(path: "Tests/Fixtures")
        let docs = package.appending(path: "docs")
        let arguments = [
            "file", "openapi.yaml", package.appending(path: "openapi.yaml").path(),
            // The rules reference the playground links its rule numbers to (served at /docs/rules).
            "optional-file", "docs/rules.md", docs.appending(path: "rules.md").path(),
            "tree", "playground/", playground.path(),
            "fixtures", "examples/", fixtures.path(),
        ]
        // Every folder and file the tool may read: a change to any of them runs the command again.
        var inputs = [package.appending(path: "openapi.yaml"), docs, playground, fixtures]
        inputs += walk(playground)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: fixtures.path()) {
            for name in names.sorted() where name.hasPrefix("seed-") || name == "explore" {
                let folder = fixtures.appending(path: name)
                inputs += [folder] + walk(folder)
            }
        }
        let rules = docs.appending(path: "rules.md")
        if FileManager.default.fileExists(atPath: rules.path()) { inputs.append(rules) }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding assets into \(target.name)",
                executable: try context.tool(named: "embed-assets").url,
                arguments: [output.path()] + arguments,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// Every file and folder below `directory`, hidden ones left out.
    private func walk(_ directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path()) else { return [] }
        var found: [URL] = []
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            found.append(directory.appending(path: relative))
        }
        return found.sorted { $0.path() < $1.path() }
    }
}
