import RotationPolicy
import RotationPolicyJSON

/// "Did you mean" hints for unknown keys, enum values and ids: the closest known name by edit distance.
/// Only ever called on the error path, so it may allocate freely.
enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a typo: at most one edit for names
    /// under 6 characters, else two (three let `tableViewController` suggest `pageViewController`).
    /// Case never counts (`landscapeleft`).
    static func closest(to name: String, among candidates: [String]) -> String? {
        if let spelled = uikitSpelling(name, among: candidates) { return spelled }
        let typed = Array(name.lowercased().utf8)
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().utf8)
            let allowed = known.count >= 6 ? 2 : 1
            let distance = editDistance(typed, known, atMost: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The API's name for UIKit's own spelling, when it is a candidate: `UIInterfaceOrientationMaskPortrait`
    /// → `portrait`, `.fullScreen` → `fullScreen`, `topViewController` → `top`, `UINavigationController`
    /// and `navigation` → `navigationController`. Device and interface prefixes stay apart: their
    /// landscape cases are swapped in UIKit.
    static func uikitSpelling(_ name: String, among candidates: [String]) -> String? {
        if let key = uikitKeys[name], let field = key.split(separator: ":").first, candidates.contains(String(field)) { return key }
        let deviceField = candidates.contains("faceUp")
        var base = Substring(name)
        let prefixes = [
            deviceField ? "UIDeviceOrientation" : "UIInterfaceOrientationMask", deviceField ? "" : "UIInterfaceOrientation",
            "UIModalPresentationStyle", "UIModalPresentation", "UIUserInterfaceIdiom", "UI",
        ]
        for prefix in prefixes where !prefix.isEmpty && base.hasPrefix(prefix) && base.count > prefix.count {
            base = base.dropFirst(prefix.count)
            break
        }
        if base.hasPrefix(".") { base = base.dropFirst() }
        guard !base.isEmpty else { return nil }
        var forms = [String(base), String(base) + "Controller"]
        if base.hasSuffix("ViewController") { forms.append(String(base.dropLast("ViewController".count))) }
        for form in forms {
            if let match = candidates.first(where: { $0.lowercased() == form.lowercased() }) { return match }
        }
        return nil
    }

    /// UIKit's property names for the request's keys, too far apart for the edit distance.
    static let uikitKeys = [
        "supportedInterfaceOrientations": "supportedOrientations",
        "preferredInterfaceOrientationForPresentation": "preferredOrientationForPresentation",
        "UISupportedInterfaceOrientations": "supportedOrientations", "UIRequiresFullScreen": "requiresFullScreen",
        "modalPresentationStyle": "style", "viewControllers": "children", "presentedViewController": "presented",
        "rootViewController": "root", "windowLevel": "level", "isKeyWindow": "key",
        "topViewController": "forwarding: top", "visibleViewController": "forwarding: visible",
        "selectedViewController": "forwarding: selected",
    ]

    /// ` (did you mean 'x'?)` or an empty string: appended right after the quoted unknown name.
    static func hint(for name: String, among candidates: [String]) -> String {
        guard let match = closest(to: name, among: candidates), match != name else { return "" }
        return " (did you mean '\(match)'?)"
    }

    /// Levenshtein distance; gives up early (returns `limit + 1`) once every path is over `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
