import Foundation
import Testing

/// One fixture project per construct (Tests/ScanFixtures/constructs/NAME) with the spec the scan must
/// write beside it (NAME.expected.json, `story` left out because it names the scanned path). The specs
/// must also run: `resolve` takes them and `explore` explores them.
@Suite("scan on construct fixtures")
struct ConstructScanTests {
    static let folder = ScanCLI.scanFixtures + "/constructs"
    static let constructs: [(String, [String])] = [
        ("build-settings", ["--target", "Shop"]), ("storyboard-binary-plist", []), ("swift-values", []), ("objc-categories", []), ("xcconfig", []),
    ]

    static func scan(_ name: String, _ arguments: [String], format: String = "spec") throws -> (ScanCLI.Run, [String: Any]) {
        let run = try ScanCLI.run(["scan", folder + "/" + name, "--format", format == "spec" ? "json" : format] + arguments)
        guard run.status == 0 else { throw ScanCLI.Failure("scan \(name) failed: \(run)") }
        var object = try run.json()
        if format == "spec" { object = object["spec"] as? [String: Any] ?? [:] }
        object.removeValue(forKey: "story")
        return (run, object)
    }

    @Test("the scan writes the expected spec", arguments: constructs.map(\.0))
    func expectedSpec(name: String) throws {
        let arguments = Self.constructs.first { $0.0 == name }!.1
        let (_, actual) = try Self.scan(name, arguments)
        let data = try #require(FileManager.default.contents(atPath: Self.folder + "/\(name).expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in Set(expected.keys).union(actual.keys).sorted() {
            let same = describe(expected[key]) == describe(actual[key])
            #expect(same, "\(name): `\(key)` differs\n--- expected\n\(describe(expected[key]))\n--- actual\n\(describe(actual[key]))")
        }
    }

    private func describe(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject(value),
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
        else { return "\(value ?? "absent")" }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("resolve and explore run the scanned spec", arguments: constructs.map(\.0))
    func specRuns(name: String) throws {
        let arguments = Self.constructs.first { $0.0 == name }!.1
        let folder = try ScanCLI.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("scan.yaml").path
        let scan = try ScanCLI.run(["scan", Self.folder + "/" + name, "--output", spec] + arguments)
        #expect(scan.status == 0, "\(scan)")
        let resolve = try ScanCLI.run(["resolve", spec])
        #expect(resolve.status == 0, "\(resolve)")
        let explore = try ScanCLI.run(["explore", spec])
        #expect(explore.status == 0 || explore.status == 1, "\(explore)")
        let request = folder.appendingPathComponent("request.json").path
        let requestScan = try ScanCLI.run(["scan", Self.folder + "/" + name, "--format", "request", "--output", request] + arguments)
        #expect(requestScan.status == 0, "\(requestScan)")
        let resolveRequest = try ScanCLI.run(["resolve", request, "--format", "json"])
        #expect(resolveRequest.status == 0, "\(resolveRequest)")
    }

    @Test("--format request is one resolve body: app and root, no events, no explore")
    func requestFormat() throws {
        let (_, request) = try Self.scan("swift-values", [], format: "request")
        #expect(Set(request.keys) == ["app", "root"])
        let root = try #require(request["root"] as? [String: Any])
        #expect(root["class"] as? String == "Values.MainNavigationController")
        // The dynamic mask is left out of the request (the spec keeps the last return's value).
        let (_, spec) = try Self.scan("swift-values", [])
        let photo = SpecTree.controllers(spec).first { SpecTree.bareClass($0.node) == "PhotoViewController" }
        #expect(photo?.node["supportedOrientations"] as? String == "portrait")
    }

    @Test("--idiom pad decides idiom tests for iPad")
    func padIdiom() throws {
        let (_, spec) = try Self.scan("swift-values", ["--idiom", "pad"])
        let request = try #require(spec["request"] as? [String: Any])
        let app = try #require(request["app"] as? [String: Any])
        #expect(app["idiom"] as? String == "pad")
        #expect(app["delegateOrientations"] as? String == "all")
        let home = SpecTree.controllers(spec).first { SpecTree.bareClass($0.node) == "HomeViewController" }
        #expect(home?.node["supportedOrientations"] as? String == "all")
        let (_, objc) = try Self.scan("objc-categories", ["--idiom", "pad"])
        let video = SpecTree.controllers(objc).first { SpecTree.bareClass($0.node) == "VideoViewController" }
        #expect(video?.node["shouldAutorotate"] as? Bool == true)
    }

    @Test("--ios decides #available")
    func availability() throws {
        let (_, spec) = try Self.scan("swift-values", ["--ios", "16.0"])
        let video = SpecTree.controllers(spec).first { SpecTree.bareClass($0.node) == "VideoViewController" }
        #expect(video?.node["supportedOrientations"] as? String == "allButUpsideDown")
        // iOS 16 calls are actions only from iOS 16 on (below, they are listed as unresolved).
        let types = ((spec["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
        #expect(types.contains("requestGeometryUpdate"))
        #expect(types.contains("setNeedsUpdateOfSupportedInterfaceOrientations"))
        let (_, older) = try Self.scan("swift-values", [])
        let olderTypes = ((older["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
        #expect(!olderTypes.contains("requestGeometryUpdate"))
    }

    @Test("--target picks the app target; the default is the project's first and a warning names the others")
    func targets() throws {
        let (run, spec) = try Self.scan("build-settings", [])
        #expect(run.stderr.contains("2 application targets (Shop, Kiosk); scanned 'Shop'"))
        #expect(((spec["request"] as? [String: Any])?["app"] as? [String: Any])?["iosVersion"] as? String == "16.4")
        let (_, kiosk) = try Self.scan("build-settings", ["--target", "Kiosk"])
        let app = try #require((kiosk["request"] as? [String: Any])?["app"] as? [String: Any])
        #expect(app["idiom"] as? String == "pad")
        #expect(app["iosVersion"] as? String == "15.0")
        #expect(SpecTree.mask(app["supportedOrientations"]) == ["landscapeLeft", "landscapeRight"])
        let missing = try ScanCLI.run(["scan", Self.folder + "/build-settings", "--target", "Nope"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no target named 'Nope'; the targets are: Shop, Kiosk, ShopTests"))
    }
}
