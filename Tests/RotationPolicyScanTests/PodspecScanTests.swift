import Foundation
import Testing

@testable import RotationPolicyScan

/// A repository that publishes a CocoaPods plugin (Tests/ScanFixtures/targets/podspec-plugin): the example
/// app's target lists only its AppDelegate, and the plugin's classes come in through `ios/rotate_plugin.podspec`.
@Suite("scan reads the development pods the folder publishes")
struct PodspecScanTests {
    static let name = "podspec-plugin"

    @Test("the podspec's source_files build the app with the pod's module; excluded and test_spec files do not")
    func plugin() throws {
        let result = try TargetScanTests.scan(Self.name)
        let names = result.model.classes.map(\.display)
        #expect(names.contains("rotate_plugin.RotateViewController"), "\(names)")
        #expect(names.contains("RotatePlugin"), "\(names)")
        #expect(!names.contains("OldRotator") && !names.contains("RotateTests"), "\(names)")
        let kvc = result.model.callSites.filter { $0.at.file == "ios/Classes/RotatePlugin.m" }
        #expect(kvc.contains { $0.at.line == 6 }, "\(result.model.callSites)")
        #expect(!result.model.callSites.contains { $0.at.file.contains("Legacy") || $0.at.file.contains("Tests") })
        #expect(result.appTarget?.filesOutside == 2)  // Legacy/OldRotator.m and Tests/RotateTests.m
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        // The app delegate's root is the pod's controller, read with its module.
        #expect("\(result.spec(scannedPath: "x"))".contains("rotate_plugin.RotateViewController"))
    }

    @Test("posted files: the podspec is read too, and a podspec under Pods/ (CocoaPods' copy) is not")
    func posted() throws {
        let root = TargetScanTests.folder + "/" + Self.name
        let paths = try #require(FileManager.default.subpaths(atPath: root)).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &folder) && !folder.boolValue
        }
        var files = try paths.map { path in (path: path, content: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))) }
        // Were it read, this spec would make the pod's test files the app's.
        files.append(
            (
                "example/ios/Pods/rotate_plugin/rotate_plugin.podspec",
                Array("Pod::Spec.new do |s|\n  s.name = 'copy'\n  s.source_files = '../../../../ios/Tests/*'\nend\n".utf8)
            ))
        let result = try Scanner.scan(files: files)
        let names = result.model.classes.map(\.display)
        #expect(names.contains("rotate_plugin.RotateViewController"), "\(names)")
        #expect(!names.contains("RotateTests"), "\(names)")
        #expect(FileKind(path: "Pods/X/X.podspec") == nil && FileKind(path: "ios/X.podspec") == .podspec)
        #expect(FileKind(path: "Pods/Local Podspecs/X.podspec.json") == nil && FileKind(path: "ios/X.podspec.json") == .podspec)
    }

    @Test("the same pod published as a JSON podspec builds the same app")
    func jsonForm() throws {
        let root = TargetScanTests.folder + "/" + Self.name
        let paths = try #require(FileManager.default.subpaths(atPath: root)).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &folder) && !folder.boolValue && !$0.hasSuffix(".podspec")
        }
        var files = try paths.map { path in (path: path, content: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))) }
        files.append(
            (
                "ios/rotate_plugin.podspec.json",
                Array(
                    """
                    {"name": "rotate_plugin", "version": "0.0.1", "source": {"path": "."},
                     "source_files": "Classes/**/*.{h,m,swift}", "exclude_files": "Classes/Legacy/**/*",
                     "dependencies": {"Flutter": []}, "platforms": {"ios": "12.0"},
                     "testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "Tests/**/*"}]}
                    """.utf8)
            ))
        let json = try Scanner.scan(files: files)
        let ruby = try TargetScanTests.scan(Self.name)
        #expect(json.model.classes.map(\.display).sorted() == ruby.model.classes.map(\.display).sorted())
        #expect(json.model.classes.map(\.display).contains("rotate_plugin.RotateViewController"))
        #expect(json.appTarget?.filesOutside == 2)
        #expect(json.warnings.isEmpty, "\(json.warnings)")
    }
}
