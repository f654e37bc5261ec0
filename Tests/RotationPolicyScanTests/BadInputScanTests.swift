import Foundation
import Testing

/// Bad input gives a message naming the file, an exit code, and never a crash or a hang. The big inputs
/// are generated here in a temporary folder (the 50 MB file is sparse, so it takes no disk).
@Suite("scan on bad input")
struct BadInputScanTests {
    static let viewController = "import UIKit\nclass HomeViewController: UIViewController {}\n"

    func project(_ name: String, _ files: [String: [UInt8]]) throws -> URL {
        let folder = try ScanCLI.temporaryFolder(name)
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    @Test("a file that is not UTF-8 is read with a warning naming it")
    func nonUTF8() throws {
        var bytes = Array("import UIKit\n// ".utf8)
        bytes += [0xD0, 0xFD, 0xC6, 0xC1, 0xB7, 0xBD, 0xCF, 0xF2]  // GBK, as older Chinese projects have
        bytes += Array(
            "\nclass PlayerViewController: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }\n}\n"
                .utf8)
        let folder = try project("utf8", ["App/Player.swift": bytes, "App/Legacy.m": [0x2F, 0x2F, 0xB2, 0xE2, 0x0A]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("App/Player.swift: not valid UTF-8; read with the invalid bytes replaced"))
        #expect(run.stderr.contains("App/Legacy.m: not valid UTF-8"))
        let stats = try #require(try run.json()["stats"] as? [String: Any])
        #expect(stats["overrides"] as? Int == 1)
    }

    @Test("malformed storyboard, plist and project files are named with the problem")
    func malformed() throws {
        let folder = try project(
            "malformed",
            [
                "App.xcodeproj/project.pbxproj": Array("// !$*UTF8*$!\n{ objects = { A = { isa = ".utf8),
                "App/Info.plist": Array("<?xml version=\"1.0\"?>\n<plist><dict><key>UISupportedInterfaceOrientations</key>\n<array>".utf8),
                "App/Main.storyboard": Array("<?xml version=\"1.0\"?>\n<document>\n<scenes>\n<scene></document>\n".utf8),
                "App/Home.swift": Array(Self.viewController.utf8),
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ScanCLI.run(["scan", folder.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("App.xcodeproj/project.pbxproj: not a readable project file"))
        #expect(run.stderr.contains("App/Main.storyboard:4: malformed storyboard XML: a closing tag does not match its opening tag"))
        #expect(run.stderr.contains("App/Info.plist: not a readable property list"))
    }

    @Test("a symbolic link loop is not followed")
    func symlinkLoop() throws {
        let folder = try project("loop", ["App/Home.swift": Array(Self.viewController.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/self", withDestinationPath: ".")
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("App/loop: symbolic link to a folder already read (a loop or a duplicate); not followed"))
        #expect(run.stderr.contains("App/self: symbolic link to a folder already read"))
        let stats = try #require(try run.json()["stats"] as? [String: Any])
        #expect(stats["swiftFiles"] as? Int == 1)
    }

    @Test("a 50 MB file is skipped by its size, named, without being read")
    func hugeFile() throws {
        let folder = try project("huge", ["App/Home.swift": Array(Self.viewController.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/App/Generated.swift"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("App/Generated.swift: 52428800 bytes, larger than the 4194304-byte file limit (maxFileBytes); skipped"))
    }

    @Test("a tree of more than 10,000 files reads the first 10,000 and says so")
    func manyFiles() throws {
        let folder = try ScanCLI.temporaryFolder("many")
        defer { try? FileManager.default.removeItem(at: folder) }
        for directory in 0..<101 {
            let sub = folder.appendingPathComponent("Module\(directory)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            for file in 0..<100 {
                let name = "V\(directory)x\(file)"
                // Objective-C headers: the limit is what is tested, not swift-syntax's speed in a debug build.
                try Data("@interface \(name)ViewController : UIViewController\n@end\n".utf8).write(to: sub.appendingPathComponent("\(name).h"))
            }
        }
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr.prefix(500))")
        #expect(run.stderr.contains("read the first 10000 project files (limit maxFiles); 100 more were skipped"))
        let stats = try #require(try run.json()["stats"] as? [String: Any])
        #expect(stats["objectiveCFiles"] as? Int == 10_000)
        #expect(stats["classes"] as? Int == 10_000)
    }

    @Test("a folder with nothing iOS in it exits 2 and says what was looked for")
    func notAProject() throws {
        let folder = try project("empty", ["README.md": Array("# not an app\n".utf8), "main.py": Array("print(1)\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ScanCLI.run(["scan", folder.path])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "not an iOS project: looked for *.xcodeproj/project.pbxproj, Info.plist, *.storyboard/*.xib and Swift or Objective-C view controllers"
            ))
        let missing = try ScanCLI.run(["scan", folder.path + "/nope"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nope: no such folder"))
        let file = try ScanCLI.run(["scan", folder.path + "/README.md"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("README.md: not a folder"))
    }

    @Test("bad options exit 2; an output that cannot be written exits 3")
    func optionsAndOutput() throws {
        let fixture = ScanCLI.scanFixtures + "/seed-000"
        let idiom = try ScanCLI.run(["scan", fixture, "--idiom", "watch"])
        #expect(idiom.status == 2)
        #expect(idiom.stderr.contains("--idiom watch: use phone or pad"))
        let version = try ScanCLI.run(["scan", fixture, "--ios", "seventeen"])
        #expect(version.status == 2)
        #expect(version.stderr.contains("--ios seventeen: use a version such as 17.0"))
        let output = try ScanCLI.run(["scan", fixture, "--output", "/nonexistent-folder/scan.yaml"])
        #expect(output.status == 3)
        #expect(output.stderr.contains("/nonexistent-folder/scan.yaml: cannot be written"))
    }
}

@Suite("scan on odd but valid sources")
struct OddSourceScanTests {
    @Test("Objective-C minus signs and plus signs outside a class are not methods")
    func objcOperatorsOutsideClasses() throws {
        let folder = try ScanCLI.temporaryFolder("objc-ops")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <UIKit/UIKit.h>
            static int clamp(int a, int b) { return a - (b) + (a); }
            @interface Home : UIViewController
            @end
            int trailing = 3 - (2);
            @implementation Home
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            @end
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Home.m"))
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let stats = try #require(try run.json()["stats"] as? [String: Any])
        #expect(stats["overrides"] as? Int == 1)
    }
}

extension OddSourceScanTests {
    @Test("a property set to a controller elsewhere in the class is followed")
    func properties() throws {
        let folder = try ScanCLI.temporaryFolder("properties")
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self setUp];
                self.window.rootViewController = self.home;
                return YES;
            }
            - (void)setUp {
                self.home = [[HomeViewController alloc] init];
            }
            @end
            """
        let home = """
            import UIKit
            class HomeViewController: UIViewController {
                lazy var player = PlayerViewController()
                func play() { present(player, animated: true) }
            }
            class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """
        try Data(delegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.m"))
        try Data(home.utf8).write(to: folder.appendingPathComponent("Home.swift"))
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let spec = try #require(try run.json()["spec"] as? [String: Any])
        let root = (spec["request"] as? [String: Any])?["root"] as? [String: Any]
        #expect(root?["class"] as? String == "HomeViewController")
        let actions = (spec["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []
        let presented = actions.first { $0["type"] as? String == "present" }?["controller"] as? [String: Any]
        #expect(presented?["class"] as? String == "PlayerViewController")
        #expect(presented?["supportedOrientations"] as? String == "landscape")
    }
}
