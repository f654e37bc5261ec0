import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// The small parts of project reading, each on its own input.
@Suite("project reading parts")
struct ProjectPartsTests {
    func preprocess(_ text: String, _ definitions: String = "", files: [String: String] = [:]) -> (String, [String]) {
        var preprocessor = PlistPreprocessor(definitions: definitions) { name, _ in files[name].map { (name, $0) } }
        let out = preprocessor.run(text, file: "Info.plist")
        return (out, preprocessor.warnings)
    }

    @Test("#if expressions, #elif, nesting, #define and macro replacement; lines keep their numbers")
    func preprocessor() {
        let text = """
            #define LEVEL 2
            #if LEVEL > 1 && (defined(A) || !defined(B))
            one
            #elif 1
            two
            #else
            three
            #endif
            #ifdef B
            b
            #endif
            #ifndef C
            #if 0
            hidden
            #else
            VALUE
            #endif
            #endif
            #undef LEVEL
            #if LEVEL
            level
            #endif
            """
        let (out, warnings) = preprocess(text, "A B=0 VALUE=shown")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[2] == "one" && !out.contains("two") && !out.contains("three"))
        #expect(lines[9] == "b")
        #expect(lines[15] == "shown" && !out.contains("hidden"))
        #expect(!out.contains("level"))
        #expect(warnings.isEmpty)
    }

    @Test("#include puts the file on its line; a missing or cyclic include is named")
    func include() {
        let (out, _) = preprocess("a\n#include \"x.h\"\nX", files: ["x.h": "#define X defined-in-x\n<key>k</key>"])
        #expect(out == "a\n<key>k</key>\ndefined-in-x")
        let (_, missing) = preprocess("#include \"nope.h\"")
        #expect(missing.first?.contains("Info.plist:1: #include") == true)
        let (_, cyclic) = preprocess("#include \"a.h\"", files: ["a.h": "#include \"a.h\""])
        #expect(cyclic.contains { $0.contains("include cycle") })
        let (_, open) = preprocess("#if 1\nx")
        #expect(open.contains { $0.contains("#if without #endif") })
    }

    @Test("$(VARIABLE), ${VARIABLE}, modifiers, $(inherited) and unknown names")
    func buildSettings() {
        var build = BuildSettings(builtins: ["TARGET_NAME": "My App"])
        build.set("PRODUCT_NAME", "$(TARGET_NAME)", at: nil)
        build.set("FLAGS", "-a", at: nil)
        build.set("FLAGS", "$(inherited) -b", at: nil)
        #expect(build.expand("${PRODUCT_NAME}.$(PRODUCT_NAME:rfc1034identifier)").text == "My App.My-App")
        #expect(build.string("FLAGS") == "-a -b")
        let unknown = build.expand("x$(NOPE)y")
        #expect(unknown.text == "xy" && unknown.unknown == ["NOPE"])
        build.set("LOOP", "$(LOOP)", at: nil)
        #expect(build.expand("$(LOOP)").text.count < 100)
    }

    @Test("XcodeGen excludes globs")
    func glob() {
        #expect(Glob.matches("**/*Preview.swift", "A/B/LibraryPreview.swift"))
        #expect(Glob.matches("**/*Preview.swift", "LibraryPreview.swift"))
        #expect(!Glob.matches("*.swift", "A/B.swift"))
        #expect(Glob.matches("Tests/**", "Tests/a/b.m"))
    }

    @Test("included specs merge as XcodeGen merges them: maps by key, lists appended, :REPLACE replaces")
    func yamlMerge() throws {
        let base = try #require(try YAMLTree.parse("a: {x: 1, y: 2}\nl: [1]\nr: [1]\n", file: "base.yml"))
        let top = try #require(try YAMLTree.parse("a: {y: 3}\nl: [2]\nr:REPLACE: [9]\n", file: "project.yml"))
        let merged = base.merged(with: top)
        #expect(merged["a"]?["x"]?.string == "1" && merged["a"]?["y"]?.string == "3")
        #expect(merged["a"]?["y"]?.at.file == "project.yml")
        #expect(merged["l"]?.items.compactMap(\.string) == ["1", "2"])
        #expect(merged["r"]?.items.compactMap(\.string) == ["9"])
    }

    @Test("paths: .. and . resolve; climbing out of the folder is refused")
    func paths() {
        #expect(ProjectPath.join("App/Sub", "../Info.plist") == "App/Info.plist")
        #expect(ProjectPath.join("", "./a/./b") == "a/b")
        #expect(ProjectPath.join("", "../outside") == nil)
    }

    @Test("a pbxproj setting is found inside the object that set it")
    func pbxText() {
        let text = "{\n\t\tAAA /* Debug */ = {\n\t\t\tX_NAME = 1;\n\t\t\tNAME = 1;\n\t\t};\n\t\tBBB /* Release */ = {\n\t\t\tNAME = 2;\n\t\t};\n}"
        let lookup = PBXText(text: text, file: "p")
        #expect(lookup.position(of: "NAME", inObject: "AAA").line == 4)
        #expect(lookup.position(of: "NAME", inObject: "BBB").line == 7)
        #expect(lookup.position(of: "MISSING", inObject: "BBB").line == 6)
    }

    @Test("Package.swift: literal targets and products")
    func manifest() {
        let manifest = LocalPackageReader.read(
            """
            let package = Package(name: "K", products: [.library(name: "P", targets: ["A"])],
              targets: [.target(name: "A", path: "Src/A"), .target(name: "B"), .testTarget(name: "T")])
            """)
        #expect(manifest.targets.map(\.name) == ["A", "B"])
        #expect(manifest.products["P"] == ["A"])
        let modules = LocalPackageReader.modules(
            LocalPackage(folder: "K", products: ["P"], at: SourceRef(file: "p", line: 1, column: 1)), folder: "K", manifest: manifest)
        #expect(modules.map(\.name) == ["A"] && modules.first?.files.contains("K/Src/A/x.swift") == true)
    }
}
