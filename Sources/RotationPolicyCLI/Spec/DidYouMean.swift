/// "did you mean …?" for a mistyped key: the closest valid key by edit distance, when it is close
/// enough to be a typo (at most a third of the key's length, at least 2 edits allowed).
public enum DidYouMean {
    public static func suggestion(for key: String, among candidates: some Sequence<String>) -> String? {
        if let spelled = uikitSpelling(key, among: Array(candidates)) { return spelled }
        let lowered = key.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance <= max(2, key.count / 3) else { return nil }
        return candidate
    }

    /// The spec's name for UIKit's spelling of it (as the API's own hints do): `UIInterfaceOrientationMaskPortrait`
    /// → `portrait`, `.fullScreen` → `fullScreen`, `topViewController` → `top`, `UINavigationController`
    /// → `navigationController`. UIDeviceOrientation names are left alone: their landscape cases are the
    /// interface's swapped.
    static func uikitSpelling(_ name: String, among candidates: [String]) -> String? {
        // UIKit's property names for the answer's fields (an expectation names them).
        let fields = [
            "supportedInterfaceOrientations": "supportedOrientations", "presentedViewController": "presented",
            "preferredInterfaceOrientationForPresentation": "preferredOrientationForPresentation",
        ]
        if let field = fields[name], candidates.contains(field) { return field }
        var base = Substring(name)
        for prefix in ["UIInterfaceOrientationMask", "UIInterfaceOrientation", "UIModalPresentationStyle", "UIModalPresentation", "UI"]
        where base.hasPrefix(prefix) && base.count > prefix.count {
            base = base.dropFirst(prefix.count)
            break
        }
        if base.hasPrefix(".") { base = base.dropFirst() }
        var forms = [String(base), String(base) + "Controller"]
        if base.hasSuffix("ViewController") { forms.append(String(base.dropLast("ViewController".count))) }
        for form in forms where !form.isEmpty {
            if let match = candidates.first(where: { $0.lowercased() == form.lowercased() }) { return match }
        }
        return nil
    }

    /// "unknown key 'x'; did you mean 'y'? (valid: a, b, c)".
    public static func unknownKey(_ key: String, among candidates: some Collection<String>) -> String {
        let sorted = candidates.sorted()
        var message = "unknown key '\(key)'"
        if let suggestion = suggestion(for: key, among: sorted) { message += "; did you mean '\(suggestion)'?" }
        return message + " (valid here: \(sorted.joined(separator: ", ")))"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
