import RotationPolicyWire

/// The controller tree from a `_printHierarchy` dump: the live tree where code cannot tell, with each
/// class's overrides still read from the code.
extension ModelBuilder {
    /// One node per window root printed; the first is the key window's.
    func hierarchyRoots(_ roots: [HierarchyEntry], file: String) -> [SpecController] {
        roots.enumerated().map { index, entry in
            let path = index == 0 ? "$.request.root" : "$.request.windows[\(index)].root"
            return dumped(entry, file: file, path: path, nav: nil, presentedRoot: nil, depth: 0)
        }
    }

    func dumped(_ entry: HierarchyEntry, file: String, path: String, nav: String?, presentedRoot: String?, depth: Int) -> SpecController {
        let bare = String(entry.className.split(separator: ".").last ?? Substring(entry.className))
        let at = SourceRef(file: file, line: entry.line, column: entry.column)
        let isUIKit = bare.hasPrefix("UI") || bare.hasPrefix("_") || bare.hasPrefix("AV") || SourceWords.viewControllerClasses.contains(bare)
        if table.primary(bare) == nil && !isUIKit {
            unresolved.append(
                UnresolvedEntry(
                    what: "class \(entry.className)", at: at, reason: "in the hierarchy but not in the scanned sources; its overrides are unknown"))
        }
        var trimmed = entry
        if depth >= 64 {
            // Deeper trees are not UIKit apps; keep the model small.
            trimmed.children = []
            trimmed.presented = []
            unresolved.append(UnresolvedEntry(what: path, at: at, reason: "more than 64 levels deep (limit); the rest is left out"))
        }
        var kind = kind(of: bare)
        if table.primary(bare) == nil, kind == "viewController" {
            // A class the sources do not have: its name is the best hint, and a controller with children
            // is at least a container.
            let suffixes = [
                ("NavigationController", "navigationController"), ("TabBarController", "tabBarController"),
                ("SplitViewController", "splitViewController"), ("PageViewController", "pageViewController"),
            ]
            kind = suffixes.first { bare.hasSuffix($0.0) }?.1 ?? (entry.children.isEmpty ? "viewController" : "container")
        }
        return node(
            className: bare, display: entry.className, kind: kind, at: at, how: .hierarchy, children: .dump(trimmed, file: file),
            selectedIndex: nil, path: path, nav: nav, presentedRoot: presentedRoot, scene: nil, depth: depth)
    }
}
