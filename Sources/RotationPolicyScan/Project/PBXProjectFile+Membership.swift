/// Which files a target builds: its sources, resources and headers build phases through file references
/// and groups, and its synchronized folders less their exception sets.
extension PBXProjectFile {
    /// `projectDir`: the folder holding the `.xcodeproj`, relative to the scanned folder.
    func files(of target: PBXNativeTarget, projectDir: String) -> TargetFiles {
        let paths = ElementPaths(self, projectDir: projectDir)
        var out = TargetFiles()
        for phaseID in target.buildPhases {
            guard let phase = buildPhases[phaseID], phase.kind != .frameworks, phase.kind != .other else { continue }
            for buildFileID in phase.files {
                guard let ref = buildFiles[buildFileID]?.fileRef else { continue }
                // A variant group (a localized storyboard) stands for each of its files.
                let refs = groups[ref].map(\.children) ?? [ref]
                for id in refs { if let path = paths.path(of: id) { out.files.insert(path) } }
            }
        }
        for (groupID, group) in synchronizedGroups {
            guard let folder = paths.path(of: groupID) else { continue }
            let sets = group.exceptions.compactMap { exceptionSets[$0] }.filter { $0.target == target.id }
            let listed = sets.flatMap(\.membershipExceptions).compactMap { ProjectPath.join(folder, $0) }
            if target.fileSystemSynchronizedGroups.contains(groupID) {
                // The target has the folder: its exceptions are files it does not build.
                out.folders.append(TargetFiles.Folder(path: folder, excluded: Set(listed)))
            } else {
                // Another target's folder: its exceptions for this target are files this target also builds.
                out.files.formUnion(listed)
            }
        }
        return out
    }

    /// The targets whose code runs in the app: the app target and the frameworks and libraries it depends
    /// on, directly or through another framework.
    func linkedTargets(of app: PBXNativeTarget) -> [PBXNativeTarget] {
        var out: [PBXNativeTarget] = []
        var seen: Set<String> = [app.id]
        var queue = [app]
        while !queue.isEmpty {
            let target = queue.removeFirst()
            for dependencyID in target.dependencies {
                guard let id = targetDependencies[dependencyID]?.target, let dependency = self.target(id),
                    dependency.productType.isLinkedCode, seen.insert(id).inserted
                else { continue }
                out.append(dependency)
                queue.append(dependency)
            }
        }
        return out
    }
}

extension PBXProjectFile {
    /// The file name of what a target builds (`AppUI.framework`, `libAppUI.a`).
    func productName(of target: PBXNativeTarget) -> String? {
        target.productReference.flatMap { fileReferences[$0]?.path }.map { String($0.split(separator: "/").last ?? "") }
    }

    /// What the app and its linked targets link from the built products folder that no target of this
    /// project builds (`AppUI.framework`, `libAppUI.a`): products of another project of the workspace,
    /// which Xcode builds first as implicit dependencies. Each with the id of the build file that links it.
    func builtProductsLinked(by targets: [PBXNativeTarget]) -> [(name: String, buildFile: String)] {
        let own = Set(self.targets.compactMap { productName(of: $0) })
        var out: [(name: String, buildFile: String)] = []
        for target in targets {
            for phaseID in target.buildPhases {
                guard let phase = buildPhases[phaseID], phase.kind == .frameworks else { continue }
                for buildFileID in phase.files {
                    guard let ref = buildFiles[buildFileID]?.fileRef.flatMap({ fileReferences[$0] }),
                        ref.sourceTree == .other("BUILT_PRODUCTS_DIR"), let path = ref.path
                    else { continue }
                    let name = String(path.split(separator: "/").last ?? "")
                    if !own.contains(name), !out.contains(where: { $0.name == name }) { out.append((name, buildFileID)) }
                }
            }
        }
        return out
    }

    /// The targets whose code is linked when `product` is: the target that builds it and what it links.
    func targets(building product: String) -> [PBXNativeTarget] {
        guard let target = targets.first(where: { $0.productType.isLinkedCode && productName(of: $0) == product }) else { return [] }
        return [target] + linkedTargets(of: target)
    }
}

/// The path of each file reference and group, through its parent groups.
private struct ElementPaths {
    let file: PBXProjectFile
    let projectDir: String
    var parent: [String: String] = [:]

    init(_ file: PBXProjectFile, projectDir: String) {
        self.file = file
        self.projectDir = ProjectPath.join(projectDir, file.project.projectDirPath) ?? projectDir
        for (id, group) in file.groups { for child in group.children { parent[child] = id } }
    }

    func path(of id: String, depth: Int = 0) -> String? {
        // A cycle in a damaged project file stops here instead of recursing forever.
        guard depth < 64 else { return nil }
        let own: (path: String?, tree: PBXSourceTree)
        if let ref = file.fileReferences[id] {
            own = (ref.path, ref.sourceTree)
        } else if let group = file.groups[id] {
            own = (group.path, group.sourceTree)
        } else if let group = file.synchronizedGroups[id] {
            own = (group.path, group.sourceTree)
        } else {
            return nil
        }
        switch own.tree {
        case .group:
            let base = parent[id].map { path(of: $0, depth: depth + 1) } ?? projectDir
            guard let base else { return nil }
            return own.path.map { ProjectPath.join(base, $0) } ?? base
        case .sourceRoot:
            return ProjectPath.join(projectDir, own.path ?? "")
        case .absolute, .other:
            // Outside the scanned folder (an absolute path, the SDK, build products).
            return nil
        }
    }
}
