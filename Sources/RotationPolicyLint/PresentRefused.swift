import Foundation
import RotationPolicyCLI

/// `presentRefused` is kept only where the presenter can be on screen while its other presentation is
/// up (issue 30, point 2). The search fires every present the app has in every order; an app does not:
/// a presenter that something covers has no button to tap, and a guard on the present's own path stops
/// the second one. Most false findings on real apps were of this kind.
enum PresentRefused {
    enum Verdict: Equatable {
        case keep
        /// Left out: the presenter is covered (a full-screen presentation, a push over it) when it presents.
        case covered(String)
        /// Left out: the present sits behind a guard against a second presentation.
        case guarded(String)
    }

    /// Styles after which the presenter's screen is covered: nothing of it can be tapped.
    static let coveringStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext"]

    /// The verdict on one explore finding; `source` gives a scanned file's lines.
    static func verdict(_ finding: JSONNode, in app: ScannedApp, source: (String) -> [Substring]?) -> Verdict {
        guard finding["code"]?.string == "presentRefused" else { return .keep }
        let events = finding["witness"]?["events"]?.items ?? []
        guard let index = finding["event"]?.int, events.indices.contains(index) else { return .keep }
        if let action = app.actionIndex(of: events[index]), let at = app.location("$.explore.actions[\(action)]"),
            let lines = source(at.path), let text = PresentGuard.guardText(lines, line: at.line)
        {
            return .guarded("\(at.path):\(at.line) is guarded by `\(text)`")
        }
        let message = finding["message"]?.string ?? ""
        // Class names, not the model's ids: the same screen in several contexts is one reason.
        func name(_ id: String?) -> String {
            guard let id else { return "the presenter" }
            return app.controllers[id].flatMap { app.node(at: $0)?["class"]?.string } ?? id
        }
        let presenter = name(events[index]["presenter"]?.string)
        // Not in the window: something else is on screen instead (a pushed screen, another tab, a
        // presentation), so the user cannot reach the presenter's controls.
        if message.contains("not in the window hierarchy") {
            return .covered("\(presenter) is not on screen when it presents")
        }
        // Already presenting: what is up covers the presenter's screen, or at least its controls (a
        // sheet's dimming view, an alert, a popover take the taps). Only a present that runs without a
        // tap on the presenter (a callback, a timer, a notification) can then be refused.
        let open = openPresentations(events[..<index])
        guard let (style, controller) = open.last else { return .keep }
        if let action = app.actionIndex(of: events[index]), let at = app.location("$.explore.actions[\(action)]"),
            let lines = source(at.path), PresentGuard.inCallback(lines, line: at.line)
        {
            if covers(style, iosMajor: LintRun.major(app.iosVersion)) { return .covered("\(controller) is presented \(style) over \(presenter)") }
            return .keep
        }
        if covers(style, iosMajor: LintRun.major(app.iosVersion)) { return .covered("\(controller) is presented \(style) over \(presenter)") }
        return .covered("\(controller) (\(style)) takes the taps of \(presenter)'s screen while it is up, and the present is not in a callback")
    }

    /// Below iOS 13 a sheet on iPhone is full screen.
    static func covers(_ style: String, iosMajor: Int) -> Bool {
        coveringStyles.contains(style) || (iosMajor > 0 && iosMajor < 13 && ["automatic", "pageSheet", "formSheet"].contains(style))
    }

    /// The presentations still up after `events`: each present, minus what a later dismiss took down.
    /// `controller` is the presented class (else its id), `id` the model's id a dismiss names.
    static func openPresentations(_ events: ArraySlice<JSONNode>) -> [(style: String, controller: String)] {
        var open: [(style: String, controller: String, id: String?)] = []
        for event in events {
            switch event["type"]?.string {
            case "present":
                let id = event["controller"]?["id"]?.string
                open.append((event["style"]?.string ?? "automatic", event["controller"]?["class"]?.string ?? id ?? "a controller", id))
            case "dismiss":
                let id = event["controller"]?.string
                if let at = open.lastIndex(where: { $0.id == id }) { open.removeSubrange(at...) } else if !open.isEmpty { open.removeLast() }
            default:
                continue
            }
        }
        return open.map { ($0.style, $0.controller) }
    }
}

/// A guard against a second presentation on the present's own path, read from the lines of its
/// function above the call (at most `lookBack`): `if presentedViewController == nil`, `guard
/// presentedViewController == nil`, `if !alreadyShown`, and their Objective-C spellings. A text match,
/// not a parse: a guard whose block closed before the call still counts (docs/lint.md says so).
enum PresentGuard {
    static let lookBack = 40

    static let patterns: [NSRegularExpression] = [
        // presentedViewController == nil, === nil, == NULL
        #"presentedViewController\s*===?\s*(nil|NULL)"#,
        // presentedViewController != nil … return (Swift or ObjC)
        #"presentedViewController\s*!==?\s*(nil|NULL)\s*\)?\s*\{?\s*return"#,
        #"presentedViewController\s*\)?\s*\{?\s*return"#,
        // if (!self.presentedViewController), guard !…, [self presentedViewController] == nil
        #"!\s*\[?\s*(self\s*\.?\s*)?presentedViewController"#,
        #"\[\s*self\s+presentedViewController\s*\]\s*==\s*nil"#,
        // if !alreadyShown, guard !isPresenting, if (!self.didShowAlert), == false / == NO
        #"(if|guard)\s*\(?\s*!\s*(self\s*\.\s*|_)?\w*(Shown|Showing|Presented|Presenting|Displayed|Displaying|Visible)\w*\b"#,
        #"\b\w*(Shown|Showing|Presented|Presenting|Displayed|Displaying|Visible)\w*\s*==\s*(false|NO)\b"#,
        // the presenter checks it is on screen: view.window != nil, viewIfLoaded?.window
        #"view(IfLoaded)?\??\.window\s*!=\s*nil"#,
        #"isBeingPresented|isBeingDismissed"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    /// Code that runs without a tap: the opening line of a closure or block.
    static let callbackPatterns: [NSRegularExpression] = [
        #"\bin\s*$"#, #"\{\s*\[(weak|unowned)\s+self\]"#, #"\^\s*(\([^)]*\))?\s*\{"#, #"DispatchQueue|asyncAfter|\.async\s*\{|\bTask\s*(\{|\()"#,
        #"Timer\.scheduled|scheduledTimerWith|addObserver\(forName|\.sink\s*\{|NSTimer"#, #"(completion|Handler|handler)\s*:\s*(\{|\^)"#,
    ].map { try! NSRegularExpression(pattern: $0, options: []) }

    /// A tap on the presenter's own screen, though written as a closure: an alert's, a swipe action's
    /// or a menu's handler.
    static let tapHandler = try! NSRegularExpression(pattern: #"UIAlertAction|UIContextualAction|UIAction\s*\(|UIBarButtonItem"#)

    /// Whether the call at `line` sits inside a callback still open there, and not inside a tap
    /// handler opened within it (an alert's action runs on a tap, once the alert goes): a closure or
    /// block whose opening line matches `callbackPatterns`, from the function's first line (at most `lookBack` lines
    /// up) down to the line above the call, braces counted (braces in strings and comments count too).
    static func inCallback(_ lines: [Substring], line: Int) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        var first = max(0, line - 1 - lookBack)
        var index = line - 2
        while index >= first {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("func ") || trimmed.contains(" func ") || trimmed.hasPrefix("- (") || trimmed.hasPrefix("+ (") {
                first = index
                break
            }
            index -= 1
        }
        // Each open brace: a callback, a tap handler, or neither; the innermost of the first two decides.
        var open: [Bool?] = []
        for index in first..<(line - 1) {
            let text = String(lines[index])
            let range = NSRange(text.startIndex..., in: text)
            let opener: Bool? =
                tapHandler.firstMatch(in: text, range: range) != nil
                ? false : (callbackPatterns.contains { $0.firstMatch(in: text, range: range) != nil } ? true : nil)
            for character in text {
                if character == "{" { open.append(opener) } else if character == "}", !open.isEmpty { open.removeLast() }
            }
        }
        return open.last { $0 != nil } == true
    }

    /// The guard's text, trimmed, if one is on the way to `line` (1-based).
    static func guardText(_ lines: [Substring], line: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        var index = line - 1
        let stop = max(0, line - 1 - lookBack)
        while index >= stop {
            let text = String(lines[index])
            let range = NSRange(text.startIndex..., in: text)
            for pattern in patterns {
                if let match = pattern.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
                    return String(text[found]).trimmingCharacters(in: .whitespaces)
                }
            }
            // The function's first line ends the search: a guard in another function does not count.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if index < line - 1, trimmed.hasPrefix("func ") || trimmed.contains(" func ") || trimmed.hasPrefix("- (") || trimmed.hasPrefix("+ (") {
                return nil
            }
            index -= 1
        }
        return nil
    }
}
