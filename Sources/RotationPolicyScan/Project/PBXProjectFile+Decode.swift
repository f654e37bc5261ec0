import Foundation

/// Decodes the typed objects from the property list `PropertyListSerialization` gives for a pbxproj.
/// Unknown `isa`s are skipped: the scan needs targets, their files and their settings only.
extension PBXProjectFile {
    enum DecodeError: Error {
        case notAProject(String)
    }

    init(plist: Any) throws(DecodeError) {
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any] else {
            throw .notAProject("no `objects` in the project file")
        }
        let rootID = root["rootObject"] as? String
        var project: PBXProjectObject?
        var targets: [PBXNativeTarget] = []
        groups = [:]
        fileReferences = [:]
        synchronizedGroups = [:]
        exceptionSets = [:]
        buildFiles = [:]
        buildPhases = [:]
        configurationLists = [:]
        configurations = [:]
        targetDependencies = [:]
        localPackages = [:]
        packageProducts = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any], let isa = object["isa"] as? String else { continue }
            func string(_ key: String) -> String? { object[key] as? String }
            func list(_ key: String) -> [String] { object[key] as? [String] ?? [] }
            switch isa {
            case "PBXProject":
                guard project == nil || id == rootID else { continue }
                project = PBXProjectObject(
                    id: id, buildConfigurationList: string("buildConfigurationList"), mainGroup: string("mainGroup"),
                    projectDirPath: string("projectDirPath") ?? "", targets: list("targets"), packageReferences: list("packageReferences"))
            case "PBXNativeTarget":
                targets.append(
                    PBXNativeTarget(
                        id: id, name: string("name") ?? id, productType: PBXProductType(string("productType")),
                        buildConfigurationList: string("buildConfigurationList"), buildPhases: list("buildPhases"),
                        dependencies: list("dependencies"), packageProductDependencies: list("packageProductDependencies"),
                        fileSystemSynchronizedGroups: list("fileSystemSynchronizedGroups"), productReference: string("productReference")))
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                groups[id] = PBXGroup(id: id, path: string("path"), sourceTree: PBXSourceTree(string("sourceTree")), children: list("children"))
            case "PBXFileReference":
                fileReferences[id] = PBXFileReference(id: id, path: string("path"), sourceTree: PBXSourceTree(string("sourceTree")))
            case "PBXFileSystemSynchronizedRootGroup":
                synchronizedGroups[id] = PBXFileSystemSynchronizedRootGroup(
                    id: id, path: string("path"), sourceTree: PBXSourceTree(string("sourceTree")), exceptions: list("exceptions"))
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                exceptionSets[id] = PBXFileSystemSynchronizedBuildFileExceptionSet(
                    id: id, target: string("target"), membershipExceptions: list("membershipExceptions"))
            case "PBXBuildFile":
                buildFiles[id] = PBXBuildFile(id: id, fileRef: string("fileRef"), productRef: string("productRef"))
            case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase", "PBXFrameworksBuildPhase":
                let kind: PBXBuildPhaseKind =
                    switch isa {
                    case "PBXSourcesBuildPhase": .sources
                    case "PBXResourcesBuildPhase": .resources
                    case "PBXHeadersBuildPhase": .headers
                    default: .frameworks
                    }
                buildPhases[id] = PBXBuildPhase(id: id, kind: kind, files: list("files"))
            case "XCConfigurationList":
                configurationLists[id] = XCConfigurationList(
                    id: id, buildConfigurations: list("buildConfigurations"), defaultConfigurationName: string("defaultConfigurationName"))
            case "XCBuildConfiguration":
                let raw = object["buildSettings"] as? [String: Any] ?? [:]
                var settings: [String: BuildSettingValue] = [:]
                for (key, value) in raw {
                    if let text = value as? String {
                        settings[key] = .string(text)
                    } else if let items = value as? [Any] {
                        settings[key] = .list(items.compactMap { $0 as? String })
                    }
                }
                configurations[id] = XCBuildConfiguration(
                    id: id, name: string("name") ?? id, buildSettings: settings,
                    baseConfigurationReference: string("baseConfigurationReference"),
                    baseConfigurationReferenceRelativePath: string("baseConfigurationReferenceRelativePath"))
            case "PBXTargetDependency":
                targetDependencies[id] = PBXTargetDependency(id: id, target: string("target"))
            case "XCLocalSwiftPackageReference":
                if let path = string("relativePath") { localPackages[id] = XCLocalSwiftPackageReference(id: id, relativePath: path) }
            case "XCSwiftPackageProductDependency":
                if let name = string("productName") {
                    packageProducts[id] = XCSwiftPackageProductDependency(id: id, package: string("package"), productName: name)
                }
            default:
                continue
            }
        }
        guard let project else { throw .notAProject("no PBXProject object in the project file") }
        // The project's own target order (Xcode lists the main app first), then the others by name.
        self.project = project
        self.targets = targets.sorted {
            let a = project.targets.firstIndex(of: $0.id) ?? Int.max
            let b = project.targets.firstIndex(of: $1.id) ?? Int.max
            return a != b ? a < b : $0.name < $1.name
        }
    }
}
