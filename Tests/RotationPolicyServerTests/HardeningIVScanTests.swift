import Foundation
import Synchronization
import Testing

/// Hostile projects against the real server (`POST /v1/scan`) and the real CLI (`rotation-policy scan`,
/// built next to the server), from issue 28 (docs/hardening.md, "Hardening IV: scan"). Each shape once
/// killed the process (SIGSEGV) or pinned a thread for minutes to hours; now the server answers 200 or
/// 422 and stays up, and the CLI exits 0 or 2 with a message, never on a signal.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct HardeningIVScanTests {
    struct Shape: CustomStringConvertible {
        var name: String
        var files: [(path: String, content: String)]
        /// Text the answer's `unresolved` (server) and stderr (CLI) must hold: the file named, the limit.
        var mentions: String?
        var description: String { name }
    }

    static let viewController = (
        path: "App/VC.swift",
        content:
            "import UIKit\nclass VC: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\n"
    )

    /// The window's root is a `VC`: the scan evaluates its overrides (a controller outside the tree is
    /// only listed).
    static let appDelegate = (
        path: "App/AppDelegate.swift",
        content: """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = VC()
                return true
            }
        }

        """
    )

    static func controller(_ name: String, returning value: String) -> String {
        "import UIKit\nclass \(name): UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
            + "        \(value)\n    }\n}\n"
    }

    static func objectiveC(returning value: String) -> String { objectiveC(body: "return \(value);") }

    static func objectiveC(body: String) -> String {
        "#import <UIKit/UIKit.h>\n@interface VC : UIViewController\n@end\n@implementation VC\n"
            + "- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    \(body)\n}\n@end\n"
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
        	objects = {
        		A1 = { isa = PBXNativeTarget; buildConfigurationList = A11; name = App; productName = App; productType = "com.apple.product-type.application"; };
        		A2 = { isa = PBXProject; buildConfigurationList = A12; targets = ( A1 ); };
        		A21 = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = A31; baseConfigurationReferenceRelativePath = Loop.xcconfig; buildSettings = { }; name = Release; };
        		A22 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
        		A11 = { isa = XCConfigurationList; buildConfigurations = ( A21 ); defaultConfigurationName = Release; };
        		A12 = { isa = XCConfigurationList; buildConfigurations = ( A22 ); defaultConfigurationName = Release; };
        	};
        	rootObject = A2;
        }

        """

    /// The shapes of scripts/hardening/scan_shapes.py, at the sizes that reproduced each failure.
    static let shapes: [Shape] = [
        Shape(
            name: "a getter nested 1,000 parentheses deep",
            files: [
                viewController,
                (
                    "App/Nest.swift",
                    controller("Nest", returning: String(repeating: "(", count: 1000) + ".portrait" + String(repeating: ")", count: 1000))
                ),
            ],
            mentions: "App/Nest.swift: brackets nested"),
        Shape(
            name: "blocks nested 1,000 deep",
            files: [
                viewController,
                (
                    "App/Blocks.swift",
                    controller(
                        "Blocks",
                        returning: String(repeating: "if x {\n", count: 1000) + "return .all\n" + String(repeating: "}\n", count: 1000)
                            + "return .portrait")
                ),
            ],
            mentions: "App/Blocks.swift: brackets nested"),
        Shape(
            name: "`[` nested 24 deep",
            files: [
                viewController,
                ("App/Square.swift", "let deep = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24) + "\n"),
            ],
            mentions: "App/Square.swift: brackets nested 24 deep (24 of them `[`)"),
        Shape(
            name: "1,000 `[` nests 12 deep",
            files: [
                viewController,
                (
                    "App/Nests.swift",
                    (0..<1000).map { "let n\($0) = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) }.joined(
                        separator: "\n")
                ),
            ],
            mentions: "App/Nests.swift: too many nested `[` to parse in time"),
        Shape(
            name: "a 400 KB array literal of 400,000 tokens",
            files: [viewController, ("App/Dense.swift", "let table = [" + Array(repeating: "1", count: 200_000).joined(separator: ",") + "]\n")],
            mentions: "App/Dense.swift: about 400004 tokens, more than the 350000 (maxSwiftTokens)"),
        Shape(
            name: "a 244 KB Objective-C ternary chain",
            files: [
                (
                    "App/OC.m",
                    objectiveC(
                        returning: (0..<5500).map { "c\($0) ? UIInterfaceOrientationMaskPortrait" }.joined(separator: " : ")
                            + " : UIInterfaceOrientationMaskAll")
                )
            ]),
        Shape(
            name: "an Objective-C `else if` chain of 20,000 links",
            files: [("App/OC.m", objectiveC(body: (0..<20_000).map { "if (c\($0)) { return 2; } else " }.joined() + "{ return 26; }"))]),
        Shape(
            name: "a Swift constant that names itself 24 times",
            files: [
                (
                    "App/Loop.swift",
                    "let a: UIInterfaceOrientationMask = [" + Array(repeating: "a", count: 24).joined(separator: ", ") + "]\n"
                        + controller("VC", returning: "a")
                )
            ]),
        Shape(
            name: "a #define that names itself 24 times",
            files: [("App/OC.m", "#define A (" + Array(repeating: "A", count: 24).joined(separator: "|") + ")\n" + objectiveC(returning: "A"))]),
        Shape(
            name: "an xcconfig that includes itself 24 times",
            files: [
                ("App.xcodeproj/project.pbxproj", pbxproj), ("Config/Loop.xcconfig", String(repeating: "#include \"Loop.xcconfig\"\n", count: 24)),
                viewController,
            ]),
        Shape(
            name: "153 KB of `??`",
            files: [
                ("App/VC.swift", controller("VC", returning: Array(repeating: "hook", count: 19_000).joined(separator: " ?? ") + " ?? .portrait"))
            ]),
        Shape(
            name: "a `&&` chain of 20,000 conditions",
            files: [
                (
                    "App/VC.swift",
                    controller(
                        "VC", returning: "if " + (0..<20_000).map { "c\($0)" }.joined(separator: " && ") + " { return .all }\n return .portrait")
                )
            ]),
    ]

    static func body(_ files: [(path: String, content: String)]) throws -> [UInt8] {
        let files = files + [appDelegate]
        return Array(try JSONSerialization.data(withJSONObject: ["files": files.map { ["path": $0.path, "content": $0.content] }]))
    }

    static func post(_ port: UInt16, _ body: [UInt8]) throws -> WireResponse {
        // A generous receive timeout: the bound under test is the server's own limit, not the machine's speed.
        let client = try RawHTTPClient(port: port, timeoutSeconds: 300)
        defer { client.close() }
        return try client.request("POST", "/v1/scan", headers: RawHTTPClient.json, body: body)
    }

    static func object(_ response: WireResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }

    /// `rotation-policy` next to the server binary, run on `folder`; stdout and stderr go to files.
    static func scanCLI(_ arguments: [String]) throws -> (status: Int32, signaled: Bool, stderr: String) {
        let binary = URL(fileURLWithPath: try ServerProcess.binaryPath()).deletingLastPathComponent().appendingPathComponent("rotation-policy")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-iv-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: err) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, stderr)
    }

    static func folder(_ files: [(path: String, content: String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-iv-\(UUID().uuidString)")
        for (path, content) in files + [appDelegate] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    @Test("the server answers each shape with 200 or 422 and stays up", arguments: shapes)
    func serverSurvives(_ shape: Shape) throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let response = try Self.post(server.port, try Self.body(shape.files))
        #expect([200, 422].contains(response.status), "\(shape): \(response.status) \(response.bodyText.prefix(500))")
        #expect(server.isRunning, "\(shape): the server died. Log:\n\(server.logText.suffix(2000))")
        let health = try RawHTTPClient.request(port: server.port, "GET", "/healthz")
        #expect(health.status == 200)
        if let mentions = shape.mentions {
            #expect(response.bodyText.contains(mentions), "\(shape): \(response.bodyText.prefix(2000))")
        }
    }

    @Test("rotation-policy scan exits 0 or 2 on each shape, never on a signal", arguments: shapes)
    func cliSurvives(_ shape: Shape) throws {
        let root = try Self.folder(shape.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.scanCLI(["scan", root.path, "--format", "json"])
        #expect(!run.signaled && [0, 2].contains(run.status), "\(shape): exit \(run.status) signaled \(run.signaled)\n\(run.stderr.suffix(2000))")
        if let mentions = shape.mentions { #expect(run.stderr.contains("warning: " + mentions), "\(shape): \(run.stderr.prefix(2000))") }
    }

    /// 300 Swift files nested past the `[` limit: each is skipped before parsing, with a warning.
    static let manySkipped: [(path: String, content: String)] = (0..<300).map {
        ("App/Deep\($0).swift", "let deep\($0) = " + String(repeating: "[", count: 19) + "1" + String(repeating: "]", count: 19) + "\n")
    }

    /// 300 Swift controllers that each return a different opaque value.
    static let manyControllers: [(path: String, content: String)] = (0..<300).map {
        ("App/C\($0).swift", controller("C\($0)", returning: "if flag { return mask\($0)(with: configuration) }\n return .portrait"))
    }

    @Test("a scan past --scan-time-limit is a 422 naming the file; the CLI exits 2 naming it")
    func timeLimit() throws {
        let server = try ServerProcess(arguments: ["--scan-time-limit", "1"])
        defer { server.stop() }
        let response = try Self.post(server.port, try Self.body(Self.manyControllers))
        #expect(response.status == 422, "\(response.bodyText.prefix(500))")
        let problem = Self.object(response)
        #expect(problem["type"] as? String == "urn:rotation-policy:problem:limit-exceeded")
        #expect(problem["title"] as? String == "Scan time limit")
        let detail = problem["detail"] as? String ?? ""
        #expect(detail.hasPrefix("App/C") && detail.contains(".swift: the scan's 1 ms time limit (--scan-time-limit) ran out"), "\(detail)")
        let path = (problem["errors"] as? [[String: Any]])?.first?["path"] as? String ?? ""
        #expect(path.hasPrefix("$.files[") && path.hasSuffix("].content"), "\(path)")
        #expect(server.isRunning)

        let root = try Self.folder(Self.manyControllers)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.scanCLI(["scan", root.path, "--scan-time-limit", "1"])
        #expect(run.status == 2 && !run.signaled, "\(run)")
        #expect(
            run.stderr.contains("error: ") && run.stderr.contains("time limit (--scan-time-limit) ran out while reading this file"), "\(run.stderr)")
    }

    @Test("the time limit stops a reader inside a file: a 422 naming it, and the server goes on")
    func timeLimitInsideAReader() throws {
        let server = try ServerProcess(arguments: ["--scan-time-limit", "500"])
        defer { server.stop() }
        // Methods that never close: each looks for its `}` to the end of the file (quadratic).
        let unclosed = ("App/Unclosed.m", "@implementation VC : UIViewController\n" + String(repeating: "- (int)a {\n", count: 100_000) + "@end\n")
        let response = try Self.post(server.port, try Self.body([unclosed]))
        #expect(response.status == 422, "\(response.bodyText.prefix(500))")
        #expect(
            (Self.object(response)["detail"] as? String)?.hasPrefix("App/Unclosed.m: the scan's 500 ms time limit (--scan-time-limit) ran out")
                == true,
            "\(response.bodyText.prefix(500))")
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
    }

    @Test("warnings list at most 200 entries, then one that counts the rest")
    func warningsAreCapped() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let response = try Self.post(server.port, try Self.body([Self.viewController] + Self.manySkipped))
        #expect(response.status == 200, "\(response.bodyText.prefix(500))")
        let reasons = (Self.object(response)["unresolved"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(reasons.filter { $0.contains(".swift: brackets nested 19 deep (19 of them `[`)") }.count == 200, "\(reasons.count)")
        #expect(reasons.contains("100 more warnings past the 200 (maxUnresolved) listed"), "\(reasons.suffix(3))")

        let root = try Self.folder([Self.viewController] + Self.manySkipped)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.scanCLI(["scan", root.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.components(separatedBy: "brackets nested 19 deep").count - 1 == 200)
        #expect(run.stderr.contains("warning: 100 more warnings past the 200 (maxUnresolved) listed"))
    }

    @Test("an answer over --max-answer-bytes is a 422")
    func answerLimit() throws {
        let server = try ServerProcess(arguments: ["--max-answer-bytes", "4096"])
        defer { server.stop() }
        let response = try Self.post(server.port, try Self.body([Self.viewController] + Self.manySkipped))
        #expect(response.status == 422, "\(response.bodyText.prefix(500))")
        #expect((Self.object(response)["detail"] as? String)?.contains("(--max-answer-bytes)") == true, "\(response.bodyText.prefix(500))")
    }

    @Test("a second scan while one runs gets 429 with Retry-After; the first still answers")
    func secondScanGets429() throws {
        let server = try ServerProcess(arguments: ["--max-concurrent-scans", "1", "--scan-time-limit", "120000", "--threads", "4"])
        defer { server.stop() }
        let port = server.port
        // 300 controllers: seconds in a debug build, a few hundred ms in release; the gauge is read every 20 ms.
        let long = try Self.body(Self.manyControllers.map { ($0.path, $0.content + String(repeating: "let padding = [1, 2, 3]\n", count: 40)) })
        let first = Mutex<Int?>(nil)
        Thread {
            let response = try? Self.post(port, long)
            first.withLock { $0 = response?.status ?? -1 }
        }.start()
        // A scrape no longer waits for the scan (it runs off the worker: LongWorkOffloadTests); one that
        // fails on a loaded machine is still skipped, not an error.
        var running: Int?
        for _ in 0..<3000 where running != 1 && first.withLock({ $0 }) == nil {
            let scrape = try? RawHTTPClient(port: port, timeoutSeconds: 2).request("GET", "/metrics")
            running = scrape.flatMap { InFlightGauge.value(in: $0.bodyText, gauge: "rotation_policy_scans_in_flight") }
            if running != 1 { usleep(20_000) }
        }
        try #require(running == 1, "the long scan was never seen running (it answered \(String(describing: first.withLock { $0 })))")
        let second = try Self.post(port, try Self.body([Self.viewController]))
        #expect(second.status == 429, "\(second.bodyText)")
        #expect(second.header("Retry-After") == "1")
        #expect(Self.object(second)["type"] as? String == "urn:rotation-policy:problem:too-many-scans")
        while first.withLock({ $0 }) == nil { usleep(50_000) }
        #expect(first.withLock { $0 } == 200)
    }
}
