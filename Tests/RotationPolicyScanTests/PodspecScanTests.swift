import Foundation
import RotationPolicyWire
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

    /// Tests/ScanFixtures/targets/podspec-subspecs: `Kit.podspec` (root files `Sources/Core`, default
    /// subspec UI, subspecs UI, Player, Video → Player, Legacy) and `Example/Podfile` asking for `Kit/Video`.
    static let subspecs = "podspec-subspecs"

    /// The fixture's files as posted, with the Podfile replaced (nil: left out).
    static func subspecFiles(podfile: String?) throws -> [(path: String, content: [UInt8])] {
        let root = TargetScanTests.folder + "/" + subspecs
        let paths = try #require(FileManager.default.subpaths(atPath: root)).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &folder) && !folder.boolValue && $0 != "Example/Podfile"
        }
        var files = try paths.map { path in (path: path, content: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))) }
        if let podfile { files.append(("Example/Podfile", Array(podfile.utf8))) }
        return files
    }

    /// The classes the scan read, the app's delegate left out (an Objective-C class has no module).
    static func kitClasses(_ result: ScanResult) -> [String] {
        result.model.classes.map(\.display).filter { $0 != "Runner.AppDelegate" }.sorted()
    }

    @Test("pod 'Kit/Video' builds Video and the Player it depends on; not the root spec's files, not the other subspecs")
    func podfilePicksASubspec() throws {
        let result = try TargetScanTests.scan(Self.subspecs)
        #expect(Self.kitClasses(result) == ["Kit.PlayerHostViewController", "Kit.PlayerViewController"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect("\(result.spec(scannedPath: "x"))".contains("Kit.PlayerViewController"))
    }

    @Test("with no Podfile naming the pod, the root spec's files and every subspec are read")
    func noPodfileReadsEverySubspec() throws {
        for podfile in [nil, "target 'Runner' do\n  pod 'Other', :path => '../other'\nend\n"] {
            let result = try Scanner.scan(files: Self.subspecFiles(podfile: podfile))
            #expect(
                Self.kitClasses(result) == [
                    "Kit.KitCoreViewController", "Kit.KitUIViewController", "Kit.PlayerHostViewController", "Kit.PlayerViewController",
                    "OldRotationViewController",
                ], "\(podfile ?? "no Podfile")")
        }
    }

    @Test(
        "pod 'Kit' builds the root spec's files and its default subspecs; :subspecs lists pick by name",
        arguments: [
            ("pod 'Kit', :path => '../'", ["Kit.KitCoreViewController", "Kit.KitUIViewController"]),
            ("pod 'Kit', :path => '../', :subspecs => ['Legacy', 'UI']", ["Kit.KitUIViewController", "OldRotationViewController"]),
            ("pod('Kit/UI', path: '../')\npod 'Kit/Legacy'", ["Kit.KitUIViewController", "OldRotationViewController"]),
        ])
    func podfileForms(line: String, expected: [String]) throws {
        let result = try Scanner.scan(files: Self.subspecFiles(podfile: "target 'Runner' do\n  \(line)\nend\n"))
        #expect(Self.kitClasses(result) == expected, "\(line)")
    }

    @Test("a subspec the pod does not have is named with the Podfile's line; nothing is read for it")
    func unknownSubspec() throws {
        let result = try Scanner.scan(files: Self.subspecFiles(podfile: "target 'Runner' do\n  pod 'Kit/Video'\n  pod 'Kit/Audio'\nend\n"))
        #expect(Self.kitClasses(result) == ["Kit.PlayerHostViewController", "Kit.PlayerViewController"])
        #expect(result.warnings == ["Example/Podfile:3: Kit/Audio is no subspec of Kit.podspec; nothing is read for it"], "\(result.warnings)")
    }

    @Test("a Podfile naming the pod brings the podspec's unknown default subspecs to light, with the podspec's file")
    func unknownDefaultWarning() throws {
        var files = try Self.subspecFiles(podfile: "target 'Runner' do\n  pod 'Kit', :path => '../'\nend\n")
        let index = try #require(files.firstIndex { $0.path == "Kit.podspec" })
        let podspec = String(decoding: files[index].content, as: UTF8.self)
        files[index].content = Array(podspec.replacingOccurrences(of: "= 'UI'", with: "= 'UI', 'Audio'").utf8)
        let result = try Scanner.scan(files: files)
        #expect(Self.kitClasses(result) == ["Kit.KitCoreViewController", "Kit.KitUIViewController"])
        #expect(result.warnings == ["Kit.podspec: default_subspecs names Audio, which is no subspec of Kit; it builds nothing"], "\(result.warnings)")
    }

    @Test("the Podfile beside the app's project counts, not another example app's")
    func nearestPodfile() throws {
        var files = try Self.subspecFiles(podfile: "target 'Runner' do\n  pod 'Kit/UI', :path => '../'\nend\n")
        files.append(("OtherExample/Podfile", Array("target 'Other' do\n  pod 'Kit/Legacy', :path => '../'\nend\n".utf8)))
        let result = try Scanner.scan(files: files)
        #expect(Self.kitClasses(result) == ["Kit.KitUIViewController"])
    }
}
