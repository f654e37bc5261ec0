import Foundation
import RotationPolicy
import RotationPolicyAssets
import RotationPolicyWire
import Testing

@testable import RotationPolicyHTTP

/// The playground's routes in-process: the page, its files, the examples, and the headers that keep the
/// page from running anything but its own scripts.
struct PlaygroundRouteTests {
    let router = Router(
        maxBodyBytes: 1024, limits: .default, metrics: Metrics(), readiness: Readiness(), openAPI: nil)

    func get(_ path: String, method: String = "GET") -> Router.Routed {
        router.route(HTTPRequest(method: method, path: path))
    }

    @Test func pageIsServedWithAStrictPolicy() {
        let routed = get("/")
        #expect(routed.route == .playground)
        #expect(routed.response.status == 200)
        #expect(routed.response.headers["Content-Type"] == "text/html; charset=utf-8")
        let policy = routed.response.headers["Content-Security-Policy"] ?? ""
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe"))
        #expect(routed.response.headers["X-Content-Type-Options"] == "nosniff")
        let html = String(decoding: routed.response.body, as: UTF8.self)
        #expect(html.contains("<script type=\"module\" src=\"/playground/app.js\"></script>"))
        #expect(!html.contains("<style"), "no inline style: the policy would block it")
        #expect(!html.contains(" style="), "no inline style attribute")
    }

    @Test(arguments: [
        ("app.js", "text/javascript; charset=utf-8"), ("style.css", "text/css; charset=utf-8"),
        ("index.html", "text/html; charset=utf-8"),
    ])
    func filesHaveTheirContentType(name: String, type: String) {
        let routed = get("/playground/" + name)
        #expect(routed.route == .playgroundAsset)
        #expect(routed.response.status == 200)
        #expect(routed.response.headers["Content-Type"] == type)
        #expect(routed.response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(routed.response.body == EmbeddedAssets.files["playground/" + name])
    }

    @Test(arguments: ["/playground/", "/playground/nope.js", "/playground/../openapi.yaml", "/playground/a/../app.js"])
    func unknownOrEscapingFilesAre404(path: String) {
        let routed = get(path)
        #expect(routed.route == .playgroundAsset)  // one metrics label for every file name
        #expect(routed.response.status == 404)
        #expect(routed.response.headers["Content-Type"] == "application/problem+json")
    }

    @Test func postToThePageIs405() {
        let routed = get("/", method: "POST")
        #expect(routed.response.status == 405)
        #expect(routed.response.headers["Allow"] == "GET, HEAD")
    }

    @Test func examplesListEverySeedFixtureWithItsStoryAndRequest() throws {
        let routed = get("/v1/examples")
        #expect(routed.response.status == 200)
        #expect(routed.response.headers["Content-Type"] == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(routed.response.body)) as? [String: Any])
        let examples = try #require(body["examples"] as? [[String: Any]])
        #expect((body["skipped"] as? [Any])?.isEmpty == true)
        // Independent count: the seed and explore fixtures on disk.
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasPrefix("seed-") || $0 == "explore" }
        var onDisk = 0
        for seed in seeds {
            onDisk += try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(seed).path)
                .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.count
        }
        #expect(examples.count == onDisk)
        let crash = try #require(examples.first { $0["name"] as? String == "08-preferred-outside-mask-crash" })
        #expect(crash["seed"] as? String == "seed-000")
        #expect((crash["story"] as? String)?.contains("UIApplicationInvalidInterfaceOrientation") == true)
        #expect((crash["request"] as? [String: Any])?["root"] != nil)
        #expect(crash["expect"] == nil)
    }

    @Test func aBrokenFixtureIsListedAsSkippedWithItsReason() throws {
        let files: [String: [UInt8]] = [
            "examples/seed-9/a.json": Array(#"{"story": "s", "request": {"root": {}}}"#.utf8),
            "examples/seed-9/b.json": Array("{".utf8),
            "examples/seed-9/c.json": Array(#"{"request": {}}"#.utf8),
        ]
        let json = PlaygroundExamples.render(keys: files.keys.sorted(), files: files)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect((body["examples"] as? [[String: Any]])?.map { $0["name"] as? String } == ["a"])
        let skipped = try #require(body["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["file"] } == ["examples/seed-9/b.json", "examples/seed-9/c.json"])
        #expect(skipped.allSatisfy { !($0["reason"] ?? "").isEmpty })
    }

    @Test func rulesReferenceIsServedAsAPageAndAsMarkdown() throws {
        let page = get("/docs/rules")
        #expect(page.route == .rules)
        #expect(page.response.status == 200)
        #expect(page.response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(page.response.headers["Content-Security-Policy"] == Playground.contentSecurityPolicy)
        let markdown = get("/docs/rules.md")
        #expect(markdown.response.status == 200)
        #expect(markdown.response.headers["Content-Type"] == "text/markdown; charset=utf-8")
        let onDisk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        #expect(markdown.response.body == Array(try Data(contentsOf: onDisk)))
    }
}
