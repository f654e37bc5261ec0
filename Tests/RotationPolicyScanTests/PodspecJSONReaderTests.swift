import Foundation
import Testing

@testable import RotationPolicyScan

/// The JSON form of a podspec (`Name.podspec.json`), read into the same patterns as the Ruby form.
@Suite("PodspecJSONReader: a podspec written as JSON")
struct PodspecJSONReaderTests {
    static func read(_ text: String) -> Podspec { PodspecJSONReader.read(Array(text.utf8), file: "ios/Plugin.podspec.json") }

    @Test("name, module_name, sources and excludes, iOS's own, nested subspecs with their lines; tests and other platforms left out")
    func forms() {
        let spec = Self.read(
            """
            {
              "name": "auto_orientation",
              "module_name": "AutoOrientation",
              "source_files": "Classes/**/*.{h,m}",
              "exclude_files": ["Classes/Legacy/*", "Classes/Old.m"],
              "ios": {"source_files": "iOS/*.swift"},
              "osx": {"source_files": "Mac/*.swift"},
              "subspecs": [
                {
                  "name": "UI",
                  "source_files": ["UI/*.swift"],
                  "exclude_files": "UI/Preview.swift",
                  "subspecs": [{"name": "Deep", "source_files": "Deep/*.m"}]
                }
              ],
              "testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "Tests/**/*"}]
            }
            """)
        #expect(spec.name == "auto_orientation")
        #expect(spec.moduleName == "AutoOrientation")
        #expect(spec.sources.map(\.pattern) == ["Classes/**/*.{h,m}", "iOS/*.swift", "UI/*.swift", "Deep/*.m"])
        #expect(spec.sources.map(\.line) == [4, 6, 11, 13])
        #expect(spec.sources.map(\.block) == [0, 0, 1, 2])
        #expect(spec.excludes.map(\.pattern) == ["Classes/Legacy/*", "Classes/Old.m", "UI/Preview.swift"])
        #expect(spec.excludes.map(\.block) == [0, 0, 1])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test("a value of another type is named with its path and line, and nothing is read from it")
    func wrongType() {
        let spec = Self.read("{\n  \"name\": \"p\",\n  \"source_files\": [\"a/*\", 3],\n  \"exclude_files\": {\"x\": 1}\n}")
        #expect(spec.sources.isEmpty && spec.excludes.isEmpty)
        #expect(
            spec.warnings == [
                "ios/Plugin.podspec.json:3: $.source_files is neither a string nor an array of strings; nothing is read from it",
                "ios/Plugin.podspec.json:4: $.exclude_files is neither a string nor an array of strings; nothing is read from it",
            ])
    }

    @Test("a file that is not JSON, an array, or nests too deep: one warning with the line, nothing read, no crash")
    func malformed() {
        let broken = Self.read("{\n  \"name\": \"p\",\n  \"source_files\": \"a/*\"\n  \"x\": 1\n}")
        #expect(broken.sources.isEmpty && broken.name == nil)
        #expect(broken.warnings.count == 1, "\(broken.warnings)")
        #expect(broken.warnings.first?.hasPrefix("ios/Plugin.podspec.json:4: not a JSON podspec the scan reads") == true, "\(broken.warnings)")
        let array = Self.read("[\"a\"]")
        #expect(array.warnings == ["ios/Plugin.podspec.json:1: a JSON podspec is an object; nothing is read from this file"])
        let deep = Self.read(String(repeating: "{\"subspecs\": [", count: 5_000) + String(repeating: "]}", count: 5_000))
        #expect(deep.sources.isEmpty && deep.warnings.count == 1, "\(deep.warnings)")
    }
}
