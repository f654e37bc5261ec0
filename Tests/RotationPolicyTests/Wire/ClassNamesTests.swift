import RotationPolicyJSON
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// Class names are made once per request and shared by the controllers that repeat them
/// (`ClassNames`): each controller must still get its own class, whatever the names share. The names
/// below agree in length and in their first and last eight bytes (what the table hashes), differ in one
/// middle byte, are escaped or not, are short, and outnumber the plain count and the scan limit.
@Suite struct ClassNamesTests {
    /// The class each child declares, as the body spells it, and the text it stands for.
    private static let classes: [(spelled: String, text: String)] = [
        ("App.FeedViewController", "App.FeedViewController"),
        ("App.FeedViewKontroller", "App.FeedViewKontroller"),
        ("App.SeedViewController", "App.SeedViewController"),
        ("App.Feed\\u0056iewController", "App.FeedViewController"),
        ("A", "A"),
        ("B", "B"),
        ("App.Détail", "App.Détail"),
        ("", ""),
    ]

    @Test(arguments: [3, 9, 17, 40, 300])
    func everyControllerKeepsItsOwnClass(count: Int) throws {
        // Each class by position, plus one distinct class per ten children, so the table also grows
        // past its scan limit in the larger requests.
        func spelled(_ index: Int) -> (spelled: String, text: String) {
            index % 10 == 9 ? ("App.Unique\(index)Controller", "App.Unique\(index)Controller") : Self.classes[index % Self.classes.count]
        }
        let children = (0..<count).map { "{\"id\": \"c\($0)\", \"class\": \"\(spelled($0).spelled)\"}" }
        let body = "{\"root\": {\"id\": \"nav\", \"kind\": \"navigationController\", \"children\": [\(children.joined(separator: ", "))]}}"
        // From the body's own tape, so that escaped names stay escaped.
        let bytes = Array(body.utf8)
        let request = try bytes.withUnsafeBytes { raw in
            try Simulator.decodeRequest(try JSONParser.parseTape(raw, maxDepth: 64, maxStringBytes: 1 << 20))
        }
        for index in 0..<count {
            let controller = request.controllers.controllerIDs.first { request.controllers[$0].id == "c\(index)" }
            let declared = controller.flatMap { request.controllers[$0].overrides.className }
            #expect(declared.map { Array($0.utf8) } == Array(spelled(index).text.utf8), "c\(index) of \(count)")
        }
    }
}
