import Foundation
import PackagePlugin

/// Embeds files into the binary at build time, so any copy of it serves its own contract, playground and
/// examples without a file beside it: the package's `openapi.yaml` and `docs/rules.md`, the target's
/// `Playground/` folder and
/// the seed fixtures and the explorer's (`Tests/Fixtures/seed-*/`, `Tests/Fixtures/explore/`: the
/// playground's examples).
@main
struct EmbedAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let package = context.package.directoryURL
        let targetDirectory = target.sourceModule.map(\.directoryURL) ?? package
        var inputs: [(key: String, url: URL)] = [("openapi.yaml", package.appending(path: "openapi.yaml"))]
        // The rules reference the playground links its rule numbers to (served at /docs/rules).
        let rules = package.appending(path: "docs/rules.md")
        if FileManager.default.fileExists(atPath: rules.path()) { inputs.append(("docs/rules.md", rules)) }
        inputs += files(under: targetDirectory.appending(path: "Playground"), keyPrefix: "playground/")
        let fixtures = package.appending(path: "Tests/Fixtures")
        let seeds =
            (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path()))?
            .filter { $0.hasPrefix("seed-") || $0 == "explore" }.sorted() ?? []
        for seed in seeds {
            inputs += files(under: fixtures.appending(path: seed), keyPrefix: "examples/\(seed)/")
                .filter { $0.key.hasSuffix(".json") && !$0.key.hasSuffix(".expected.json") }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) assets into \(target.name)",
                executable: try context.tool(named: "embed-assets").url,
                arguments: [output.path()] + inputs.flatMap { [$0.key, $0.url.path()] },
                inputFiles: inputs.map(\.url),
                outputFiles: [output])
        ]
    }

    /// Regular files below `directory`, sorted, keyed by `keyPrefix` + their relative path.
    private func files(under directory: URL, keyPrefix: String) -> [(key: String, url: URL)] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path()) else { return [] }
        var found: [(key: String, url: URL)] = []
        while let relative = walker.nextObject() as? String {
            let url = directory.appending(path: relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path(), isDirectory: &isDirectory), !isDirectory.boolValue,
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            found.append((keyPrefix + relative, url))
        }
        return found.sorted { $0.key < $1.key }
    }
}
