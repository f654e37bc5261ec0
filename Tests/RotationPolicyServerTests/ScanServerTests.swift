import Foundation
import Testing

/// `POST /v1/scan` through the real server binary: the seed fixture projects posted as files give the
/// spec the CLI writes; bad bodies give problem documents naming the member, the file and the line.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ScanServerTests {
    static let scanFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScanFixtures")

    /// Every file under `folder` as `{path, content}`.
    static func files(_ folder: URL) throws -> [[String: Any]] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [[String: Any]] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
                let text = String(data: try Data(contentsOf: url), encoding: .utf8)
            else { continue }
            files.append(["path": String(url.path.dropFirst(folder.path.count + 1)), "content": text])
        }
        return files
    }

    func post(_ server: ServerProcess, _ body: Any) throws -> (Int, [String: Any]) {
        let data = try JSONSerialization.data(withJSONObject: body)
        let response = try RawHTTPClient.request(port: server.port, "POST", "/v1/scan", headers: RawHTTPClient.json, body: Array(data))
        return (response.status, (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:])
    }

    /// The answer holds the whole model beside the runnable spec: here the root is a placeholder, and
    /// every class, override, call site and transition of the posted files is still there.
    @Test func theAnswerHoldsTheWholeModel() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let (status, spec) = try post(server, ["files": try Self.files(Self.scanFixtures.appendingPathComponent("model/unreached"))])
        #expect(status == 200, "\(spec)")
        let model = try #require(spec["model"] as? [String: Any])
        #expect((model["root"] as? [String: Any])?["found"] as? Bool == false)
        let classes = (model["classes"] as? [[String: Any]] ?? []).map { $0["name"] as? String }
        #expect(classes == ["GalleryViewController", "PhotoViewController", "SettingsViewController"])
        let transitions = model["transitions"] as? [[String: Any]] ?? []
        #expect(transitions.map { $0["presented"] as? String } == ["PhotoViewController", "SettingsViewController"])
        #expect((transitions.first?["style"] as? [String: Any])?["value"] as? String == "fullScreen")
        #expect((model["callSites"] as? [Any])?.count == 3)
    }

    @Test func postedSeedProjectsGiveTheirModel() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        for seed in ["seed-000", "seed-003", "seed-004"] {
            let (status, spec) = try post(server, ["files": try Self.files(Self.scanFixtures.appendingPathComponent(seed))])
            #expect(status == 200, "\(seed): \(spec)")
            let request = spec["request"] as? [String: Any] ?? [:]
            #expect((request["root"] as? [String: Any])?["kind"] != nil, "\(seed)")
            #expect(spec["sources"] is [Any])
            // The answer is a spec the explorer takes: its request plus its actions.
            var exploreRequest = request
            exploreRequest["explore"] = spec["explore"]
            let data = try JSONSerialization.data(withJSONObject: exploreRequest)
            let explored = try RawHTTPClient.request(port: server.port, "POST", "/v1/explore", headers: RawHTTPClient.json, body: Array(data))
            #expect(explored.status == 200, "\(seed): \(explored.bodyText)")
        }
        let (status, spec) = try post(
            server,
            ["files": try Self.files(Self.scanFixtures.appendingPathComponent("constructs/swift-values")), "idiom": "pad", "iosVersion": "16.0"])
        #expect(status == 200)
        let app = (spec["request"] as? [String: Any])?["app"] as? [String: Any]
        #expect(app?["idiom"] as? String == "pad")
        #expect(app?["delegateOrientations"] as? String == "all")

        // `hierarchy`: the tree from the dump, the overrides from the posted code.
        let dump = try String(contentsOf: Self.scanFixtures.appendingPathComponent("hierarchy/seed-000-player-comment-ios12.txt"), encoding: .utf8)
        let (dumpStatus, dumped) = try post(
            server, ["files": try Self.files(Self.scanFixtures.appendingPathComponent("seed-000")), "hierarchy": dump])
        #expect(dumpStatus == 200)
        let root = (dumped["request"] as? [String: Any])?["root"] as? [String: Any]
        #expect((root?["presented"] as? [String: Any])?["style"] as? String == "overFullScreen")
        let (brokenStatus, broken) = try post(
            server,
            [
                "files": try Self.files(Self.scanFixtures.appendingPathComponent("seed-000")),
                "hierarchy": "<UINavigationController 0x1>, state: appeared\n   |    | <A 0x2>, state: appeared",
            ])
        #expect(brokenStatus == 400)
        #expect((broken["errors"] as? [[String: Any]])?.first?["path"] as? String == "$.hierarchy")
        #expect(((broken["errors"] as? [[String: Any]])?.first?["message"] as? String)?.hasPrefix("hierarchy:2:") == true)
    }

    @Test func badBodiesNameTheMemberFileAndLine() throws {
        let server = try ServerProcess(arguments: ["--max-body-bytes", "200000"])
        defer { server.stop() }
        let storyboard = "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n<scene></document>\n"
        let viewController = "class HomeViewController: UIViewController {}\n"
        var (status, problem) = try post(
            server, ["files": [["path": "App/Home.swift", "content": viewController], ["path": "App/Main.storyboard", "content": storyboard]]])
        #expect(status == 422)
        let errors = problem["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["path"] as? String == "$.files[1].content")
        #expect((errors.first?["message"] as? String)?.hasPrefix("App/Main.storyboard:4: malformed storyboard XML") == true)

        (status, problem) = try post(
            server, ["files": [["path": "../etc/passwd", "content": "x"], ["path": "A.swift", "content": 3]], "idiom": "watch", "extra": 1])
        #expect(status == 400)
        let paths = (problem["errors"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths == ["$.extra", "$.files[0].path", "$.files[1].content"])

        (status, problem) = try post(server, ["files": [["path": "App/Home.swift", "content": viewController]], "idiom": "watch"])
        #expect(status == 400)
        #expect((problem["errors"] as? [[String: Any]])?.first?["path"] as? String == "$.idiom")

        // 30 files posted under one name: 29 errors found, the first 20 listed (the Problem schema's maxItems).
        let twice = (0..<30).map { _ in ["path": "Same.swift", "content": ""] }
        (status, problem) = try post(server, ["files": twice])
        #expect(status == 400)
        #expect((problem["errors"] as? [[String: Any]])?.count == 20)

        (status, problem) = try post(server, ["files": [["path": "README.md", "content": "# nothing iOS"]]])
        #expect(status == 422)
        #expect((problem["detail"] as? String)?.contains("not an iOS project") == true)

        let many = (0...ScanRequestLimits.maxFiles).map { ["path": "F\($0).swift", "content": ""] }
        (status, problem) = try post(server, ["files": many])
        #expect(status == 422)
        #expect(problem["type"] as? String == "urn:rotation-policy:problem:limit-exceeded")
        #expect((problem["detail"] as? String)?.contains("at most \(ScanRequestLimits.maxFiles) per request") == true)

        let big = String(repeating: "a", count: 300_000)
        (status, problem) = try post(server, ["files": [["path": "Big.swift", "content": big]]])
        #expect(status == 413)

        let malformed = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/scan", headers: RawHTTPClient.json, body: Array("{\"files\": [".utf8))
        #expect(malformed.status == 400)
        #expect(malformed.header("Content-Type") == "application/problem+json")
        // The project's own parser reads the body, with the words and paths of every other endpoint.
        let malformedProblem = (try? JSONSerialization.jsonObject(with: Data(malformed.body))) as? [String: Any] ?? [:]
        #expect(malformedProblem["type"] as? String == "urn:rotation-policy:problem:malformed-json")
        #expect((malformedProblem["errors"] as? [[String: Any]])?.first?["path"] as? String == "$.files[0]")

        let duplicateKey = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/scan", headers: RawHTTPClient.json,
            body: Array(#"{"files": [{"path": "A.swift", "content": "", "path": "B.swift"}]}"#.utf8))
        #expect(duplicateKey.status == 400, "\(duplicateKey.bodyText)")
        #expect(
            duplicateKey.bodyText.contains("invalid-request") && duplicateKey.bodyText.contains("$.files[0].path"), "\(duplicateKey.bodyText)")

        // Deeper than the request's shape can be (ScanRequest.maxJSONDepth, 8): refused before it is built.
        let deep = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/scan", headers: RawHTTPClient.json,
            body: Array(("{\"files\": " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}").utf8))
        #expect(deep.status == 422, "\(deep.bodyText)")
        #expect(deep.bodyText.contains("limit-exceeded"), "\(deep.bodyText)")
    }
}

/// The documented cap (openapi.yaml, ScanRequest.maxFiles).
enum ScanRequestLimits {
    static let maxFiles = 2_000
}
