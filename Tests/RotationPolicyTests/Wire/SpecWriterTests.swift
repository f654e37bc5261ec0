import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// The scan's spec is written by the wire (`SpecDocument+JSON`): whatever it writes, the wire's own
/// decoder takes, every field and every action kind, and `--format request` leaves dynamic values out.
@Suite struct SpecWriterTests {
    /// A spec with every field and action the writer has: a navigation root in a tab bar, a dynamic mask.
    static func document() -> SpecDocument {
        var app = SpecApp(idiom: .phone, iosVersion: "16.4")
        app.supportedOrientations = [.portrait, .landscapeLeft, .landscapeRight]
        app.supportedOrientationsPad = .all
        app.requiresFullScreen = true
        app.viewControllerBasedStatusBarAppearance = false
        app.delegateOrientations = SpecValue(.mask(.allButUpsideDown), dynamic: true)
        var home = SpecController(id: "home", className: "Demo.HomeViewController")
        home.fields = [
            SpecValue(.supportedOrientations(.portrait), dynamic: true), SpecValue(.shouldAutorotate(true)),
            SpecValue(.preferredOrientationForPresentation(.portrait)), SpecValue(.prefersStatusBarHidden(false)),
        ]
        var nav = SpecController(id: "homeNav", className: "UINavigationController", kind: .navigationController)
        nav.fields = [SpecValue(.forwarding(.top))]
        nav.children = [home]
        var tabs = SpecController(id: "tabs", className: "UITabBarController", kind: .tabBarController)
        tabs.children = [nav]
        tabs.fields = [SpecValue(.selectedIndex(0))]
        let player = SpecController(id: "player", className: "Demo.PlayerViewController")
        let detail = SpecController(id: "detail", className: "Demo.DetailViewController")
        let actions: [SpecAction] = [
            .push(navigation: "homeNav", controller: detail), .pop(navigation: "homeNav"), .popToRoot(navigation: "homeNav"),
            .present(presenter: "home", style: .fullScreen, controller: player), .dismiss(controller: "player"),
            .setNeedsUpdateOfSupportedInterfaceOrientations(controller: "home"), .attemptRotationToDeviceOrientation,
            .requestGeometryUpdate([.landscapeLeft, .landscapeRight]), .setDeviceOrientation(.landscapeLeft),
            .setDelegateMask(.landscape), .update(controller: "home", set: [.supportedOrientations([.portrait, .landscapeRight])]),
        ]
        return SpecDocument(
            name: "scan of Demo", story: "a spec the tests write", request: SpecRequest(app: app, root: tabs), actions: actions,
            sources: [SourceEntry(fact: "$.request.root", at: SourceRef(file: "AppDelegate.swift", line: 3, column: 5), how: .literal, detail: nil)],
            unresolved: [UnresolvedEntry(what: "home.supportedInterfaceOrientations", at: nil, reason: "a flag", candidates: ["portrait", "all"])])
    }

    static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 1024)
        writer.value(value)
        return writer.bytes
    }

    @Test("the wire's explore decoder takes the spec's request and every action kind")
    func exploreTakesTheSpec() throws {
        let spec = Self.document().json
        let request = try #require(spec["request"])
        guard case .object(var body) = request, let explore = spec["explore"] else {
            Issue.record("the spec has no request object")
            return
        }
        body.members.append(JSONObject.Member(key: "explore", value: explore))
        let answer = Simulator.explore(toJSON: Self.bytes(.object(body)))
        if case .failure(let error) = answer { Issue.record("refused: \(error.errors.map { "\($0.path): \($0.message)" })") }
        #expect(spec["explore"]?["actions"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 11)
    }

    @Test("masks are written by name where the vocabulary has one, Info.plist lists as lists")
    func spellings() throws {
        let request = Self.document().request.json(includeDynamic: true)
        #expect(request["app"]?["supportedOrientations"] == .array([.string("portrait"), .string("landscapeLeft"), .string("landscapeRight")]))
        #expect(request["app"]?["supportedOrientationsPad"] == .array(InterfaceOrientation.canonicalOrder.map { .string($0.name) }))
        #expect(request["app"]?["delegateOrientations"] == .string("allButUpsideDown"))
        let home = request["root"]?["children"].flatMap { if case .array(let n) = $0 { n.first } else { nil } }?["children"]
        let homeNode = try #require(home.flatMap { if case .array(let n) = $0 { n.first } else { nil } })
        #expect(homeNode["supportedOrientations"] == .string("portrait"))
        #expect(homeNode["class"] == .string("Demo.HomeViewController") && homeNode["kind"] == nil)
        let actions = Self.document().json["explore"]?["actions"]
        guard case .array(let items)? = actions else {
            Issue.record("no actions")
            return
        }
        #expect(items[7]["orientations"] == .string("landscape"))
        #expect(items[10]["set"]?["supportedOrientations"] == .array([.string("portrait"), .string("landscapeRight")]))
    }

    @Test("--format request leaves dynamic values out, and resolves as it is")
    func requestIsLiteral() throws {
        let request = Self.document().request.json(includeDynamic: false)
        #expect(request["app"]?["delegateOrientations"] == nil)
        #expect(request["app"]?["requiresFullScreen"] == .bool(true))
        if case .failure(let error) = Simulator.respond(toJSON: Self.bytes(request)) {
            Issue.record("refused: \(error.errors.map { "\($0.path): \($0.message)" })")
        }
        let text = String(decoding: Self.bytes(request), as: UTF8.self)
        #expect(!text.contains("\"supportedOrientations\":\"portrait\""))
        #expect(text.contains("\"shouldAutorotate\":true"))
    }

    @Test("several windows are written as windows, the first the key one")
    func windows() {
        var document = Self.document()
        document.request.otherWindows = [SpecController(id: "overlay", className: "Demo.OverlayViewController")]
        let request = document.request.json(includeDynamic: true)
        #expect(request["root"] == nil)
        guard case .array(let windows)? = request["windows"] else {
            Issue.record("no windows")
            return
        }
        #expect(windows.count == 2 && windows[0]["key"] == .bool(true) && windows[1]["id"] == .string("window2"))
        if case .failure(let error) = Simulator.respond(toJSON: Self.bytes(request)) {
            Issue.record("refused: \(error.errors.map { "\($0.path): \($0.message)" })")
        }
    }
}
