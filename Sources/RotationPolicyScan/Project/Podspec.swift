/// A CocoaPods development pod (`*.podspec`) the scanned folder publishes: its example app links the
/// files `source_files` names, so they build the app though no Xcode target of the folder lists them.
struct Podspec: Sendable {
    var name: String?
    var moduleName: String?
    /// `source_files` of the spec and its subspecs (generic and `ios`), relative to the podspec's folder.
    var sources: [Pattern] = []
    /// `exclude_files`; a spec's own apply to it, the root spec's to every subspec too.
    var excludes: [Pattern] = []
    /// The subspec blocks by block number (0, the root spec, is not one).
    var subspecs: [Int: Subspec] = [:]
    /// `default_subspecs` per block (0: the root spec); none set: every child subspec is the default.
    var defaults: [Int: [String]] = [:]
    /// `dependency` per block, as written (`Kit/Core`): those on this pod's own subspecs pull them in.
    var dependencies: [Int: [String]] = [:]
    var warnings: [String] = []

    struct Pattern: Sendable, Equatable {
        var pattern: String
        /// Which spec block set it (0: the root spec), so that a subspec's excludes stay its own.
        var block: Int
        var line: Int
    }

    struct Subspec: Sendable, Equatable {
        /// Its name below the pod (`UI/Video` for `Video` inside `UI`); nil when the name is not a literal.
        var name: String?
        var parent: Int
    }
}

extension Podspec {
    /// A subspec's name below the pod when it sits in block `parent` (0: the root spec): `Video` in `UI`
    /// is `UI/Video`. Nil when `parent` is a subspec whose name is not a literal: no Podfile can give it.
    func childName(_ child: String, in parent: Int) -> String? {
        parent == 0 ? child : subspecs[parent]?.name.map { $0 + "/" + child }
    }

    /// `default_subspecs` names that are no subspec of their block (`UI/Buttons` for `Buttons` in `UI`):
    /// they build nothing, so the scan says so instead of reading less in silence.
    var unknownDefaults: [String] {
        let names = Set(subspecs.values.compactMap(\.name))
        // A subspec without a literal name has its own warning; its defaults cannot be named.
        return defaults.sorted { $0.key < $1.key }.flatMap { block, listed in
            listed.compactMap { childName($0, in: block) }.filter { !names.contains($0) }
        }
    }

    /// The blocks a `Podfile`'s `pod` lines build, as CocoaPods resolves them: `pod 'Kit'` is the root spec
    /// with its default subspecs (all of them when none is named); `pod 'Kit/UI'` is that subspec alone,
    /// without the root spec's own files (CocoaPods ≥ 0.29), with its own defaults and the subspecs of this
    /// pod that it or its parents depend on. `requests` holds nil for the whole pod, else a subspec's name
    /// below the pod. Names that are no subspec come back in `unknown`.
    func blocks(for requests: [String?], pod: String) -> (blocks: Set<Int>, unknown: [String]) {
        var byName: [String: Int] = [:]
        var children: [Int: [Int]] = [:]
        for (block, subspec) in subspecs.sorted(by: { $0.key < $1.key }) {
            if let name = subspec.name { byName[name] = block }
            children[subspec.parent, default: []].append(block)
        }
        var selected: Set<Int> = []
        var unknown: [String] = []
        func include(_ block: Int) {
            guard selected.insert(block).inserted else { return }
            if let own = children[block] {
                let chosen = defaults[block].map { names in names.compactMap { childName($0, in: block).flatMap { byName[$0] } } } ?? own
                chosen.forEach(include)
            }
            // Dependencies are inherited: a subspec also needs what its parents depend on.
            var ancestor: Int? = block
            while let current = ancestor {
                for dependency in dependencies[current] ?? [] {
                    if dependency == pod {
                        include(0)
                    } else if dependency.hasPrefix(pod + "/"), let target = byName[String(dependency.dropFirst(pod.count + 1))] {
                        include(target)
                    }
                }
                ancestor = current == 0 ? nil : subspecs[current]?.parent
            }
        }
        for request in requests {
            guard let request else {
                include(0)
                continue
            }
            if let block = byName[request] { include(block) } else { unknown.append(request) }
        }
        return (selected, unknown)
    }
}
