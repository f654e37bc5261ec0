import Foundation
import RotationPolicyWire

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One controller of a storyboard scene and its segues.
struct SceneController: Sendable {
    var id: String
    var element: String
    var customClass: String?
    var customModule: String?
    var moduleFromTarget: Bool
    var storyboardIdentifier: String?
    var at: SourceRef
    var segues: [Segue] = []

    /// The request's `kind` for the scene's element.
    var kind: String? {
        switch element {
        case "navigationController": "navigationController"
        case "tabBarController": "tabBarController"
        case "pageViewController": "pageViewController"
        case "splitViewController": "splitViewController"
        default: nil
        }
    }

    var uiKitClass: String {
        switch element {
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "pageViewController": "UIPageViewController"
        case "splitViewController": "UISplitViewController"
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "avPlayerViewController": "AVPlayerViewController"
        case "hostingController": "UIHostingController"
        default: "UIViewController"
        }
    }
}

struct Segue: Sendable {
    var destination: String
    /// The name `performSegue(withIdentifier:sender:)` calls it by.
    var identifier: String? = nil
    var kind: String
    var relationship: String?
    var style: String?
    var at: SourceRef
    /// A custom segue's class (`kind="custom"`).
    var customClass: String? = nil

    /// The segue classes of container libraries that install their destination as a child of the
    /// source, as an embed segue does: SWRevealViewController's `sw_front`, `sw_rear` and `sw_right`
    /// segues set its front, rear and right controllers (`SWRevealViewControllerSegueSetController`).
    static let childSegueClasses: Set<String> = ["SWRevealViewControllerSegueSetController"]

    /// Installs its destination as a child of its source: an embed segue, or a library's custom one.
    var embedsChild: Bool { kind == "embed" || (kind == "custom" && customClass.map(Self.childSegueClasses.contains) == true) }
}

struct Storyboard: Sendable {
    var file: String
    var name: String
    var initial: String?
    var controllers: [String: SceneController] = [:]
    var order: [String] = []
}

/// Reads storyboards and xibs with XMLParser (FoundationXML on Linux).
enum StoryboardReader {
    static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tabBarController", "tableViewController", "collectionViewController",
        "pageViewController", "splitViewController", "avPlayerViewController", "hostingController", "glkViewController",
    ]

    /// libxml2's codes as words (FoundationXML's descriptions only give the number).
    static func describe(_ error: NSError) -> String {
        let words: [Int: String] = [
            4: "the document is empty", 5: "the document ends too early", 9: "an invalid character", 23: "an unterminated entity",
            38: "an attribute without a value", 39: "an attribute without a value", 41: "an unquoted attribute value",
            64: "a name was expected", 73: "'>' was expected", 76: "a closing tag does not match its opening tag",
            85: "tags are not balanced", 111: "an undeclared entity",
        ]
        return words[error.code] ?? "XML error \(error.code)"
    }

    static func read(_ bytes: [UInt8], file: String) -> Result<Storyboard, ScanProblem> {
        let name = String((file.split(separator: "/").last ?? Substring(file)).split(separator: ".").first ?? "")
        if let (line, message) = refusal(bytes) { return .failure(ScanProblem(file: file, line: line, message: message)) }
        let delegate = Delegate(file: file, name: name)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        // libxml2 recovers from some errors and still reports success; the delegate saw them.
        if let (line, message) = delegate.error
            ?? (finished ? nil : (parser.lineNumber, parser.parserError.map { "\($0.localizedDescription)" } ?? ""))
        {
            return .failure(
                ScanProblem(file: file, line: line, message: "malformed storyboard XML: \(message.isEmpty ? "not well-formed" : message)"))
        }
        return .success(delegate.storyboard)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var storyboard: Storyboard
        var stack: [String?] = []  // the controller id each open element belongs to
        let file: String

        init(file: String, name: String) {
            self.file = file
            storyboard = Storyboard(file: file, name: name)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let at = SourceRef(file: file, line: parser.lineNumber, column: max(1, parser.columnNumber))
            var owner = stack.last ?? nil
            if elementName == "document" {
                storyboard.initial = attributes["initialViewController"]
            } else if StoryboardReader.controllerElements.contains(elementName), let id = attributes["id"],
                attributes["sceneMemberID"] == "viewController" || owner == nil
            {
                storyboard.controllers[id] = SceneController(
                    id: id, element: elementName, customClass: attributes["customClass"], customModule: attributes["customModule"],
                    moduleFromTarget: attributes["customModuleProvider"] == "target", storyboardIdentifier: attributes["storyboardIdentifier"], at: at
                )
                storyboard.order.append(id)
                owner = id
            } else if elementName == "segue", let owner, let destination = attributes["destination"] {
                storyboard.controllers[owner]?.segues.append(
                    Segue(
                        destination: destination, identifier: attributes["identifier"], kind: attributes["kind"] ?? "show",
                        relationship: attributes["relationship"],
                        style: attributes["modalPresentationStyle"], at: at, customClass: attributes["customClass"]))
            }
            stack.append(owner)
        }

        var error: (Int, String)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if error == nil { error = (parser.lineNumber, StoryboardReader.describe(parseError as NSError)) }
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
            if error == nil { error = (parser.lineNumber, StoryboardReader.describe(validationError as NSError)) }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }
    }
}
