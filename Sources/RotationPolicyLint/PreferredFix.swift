import Foundation
import RotationPolicyCLI

/// The one fix lint writes as a patch today: a `preferredInterfaceOrientationForPresentation` literal
/// outside its controller's mask (E2) becomes an orientation the controller and the app allow. It is
/// offered only when the simulator, given the changed model, no longer finds the crash and finds no new
/// crash or error.
enum PreferredFix {
    /// The edit for the controller at `path`, if its preferred orientation is a literal on a line that
    /// holds nothing else the scan read.
    static func edit(for path: String, in app: ScannedApp, root: String) -> (edit: TextEdit, value: String)? {
        let field = path + ".preferredOrientationForPresentation"
        guard let node = app.node(at: path), let at = app.location(field), app.facts[field]?.how == "literal" else { return nil }
        // A hook or constant shared with other controllers would change them too: not a one-line fix.
        guard app.facts.filter({ $0.value.at == at }).count == 1 else { return nil }
        let appMask = app.appMask.mask
        let mask = app.mask(node["supportedOrientations"]) ?? app.defaultMask
        guard let target = Mask.order.first(where: { mask & appMask & Mask.bits[$0]! != 0 }) else { return nil }
        guard let text = try? String(contentsOfFile: root + "/" + at.path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(at.line - 1) else { return nil }
        let scalars = Array(lines[at.line - 1].unicodeScalars)
        var end = at.column - 1
        guard end >= 0, end < scalars.count else { return nil }
        while end < scalars.count,
            scalars[end] == "." || scalars[end] == "_" || scalars[end].properties.isAlphabetic
                || ("0"..."9").contains(scalars[end])
        {
            end += 1
        }
        var token = ""
        token.unicodeScalars.append(contentsOf: scalars[(at.column - 1)..<end])
        guard let replacement = respelled(token, as: target) else { return nil }
        return (TextEdit(at, replacing: token, with: replacement), target)
    }

    /// `.portrait` → `.landscapeLeft`, `UIInterfaceOrientation.portrait` → `UIInterfaceOrientation.landscapeLeft`,
    /// `UIInterfaceOrientationPortrait` → `UIInterfaceOrientationLandscapeLeft`; anything else is not a literal.
    static func respelled(_ token: String, as orientation: String) -> String? {
        let objcPrefix = "UIInterfaceOrientation"
        if let dot = token.lastIndex(of: ".") {
            let name = String(token[token.index(after: dot)...])
            guard Mask.bits[name] != nil else { return nil }
            return String(token[...dot]) + orientation
        }
        guard token.hasPrefix(objcPrefix) else { return nil }
        let name = token.dropFirst(objcPrefix.count)
        guard Mask.bits.keys.contains(where: { $0.prefix(1).uppercased() + $0.dropFirst() == name }) else { return nil }
        return objcPrefix + orientation.prefix(1).uppercased() + orientation.dropFirst()
    }

    /// Explores the app with the fix applied; the fix is verified when no crash names this controller's
    /// preferred orientation any more and no crash or error appears that was not there before.
    static func verify(
        path: String, value: String, in app: ScannedApp, before: JSONNode, budgets: ExploreFindings.Budgets, engine: Engine
    ) -> String? {
        var fixed = app
        fixed.spec = setting(app.spec, at: path + ".preferredOrientationForPresentation", to: .string(value))
        guard let answer = try? ExploreFindings.explore(ExploreFindings.request(fixed, budgets: budgets), engine: engine) else { return nil }
        let id = app.node(at: path)?["id"]?.string
        // Identity without the message: kind, code, rule and controller, as the explorer merges findings.
        func serious(_ answer: JSONNode) -> Set<ExploredFinding> { Set(ExploredFinding.all(in: answer).filter(\.isSerious)) }
        let after = serious(answer)
        let stillCrashes = ExploredFinding.all(in: answer).contains { $0.isPreferredCrash(of: id) }
        // The new value is inside the controller's own mask (its override, else the idiom's default).
        let mask = fixed.mask(fixed.node(at: path)?["supportedOrientations"]) ?? fixed.defaultMask
        guard !stillCrashes, after.isSubset(of: serious(before)), mask & (Mask.bits[value] ?? 0) != 0 else { return nil }
        let exhaustive = answer["stats"]?["exhaustive"]?.bool == true ? "exhaustive" : "within the budget"
        return "re-explored on iOS \(app.iosVersion) with the change (\(exhaustive)): the crash is gone and no new crash or error appears"
    }

    /// A copy of `node` with the member at a simple path replaced (or added).
    static func setting(_ node: JSONNode, at path: String, to value: JSONNode) -> JSONNode {
        guard let dot = path.lastIndex(of: "."), let parent = ScannedApp.parentNode(node, String(path[..<dot])) else { return node }
        let key = String(path[path.index(after: dot)...])
        return ScannedApp.replacing(node, at: String(path[..<dot]), with: parent.setting(key, value))
    }
}
