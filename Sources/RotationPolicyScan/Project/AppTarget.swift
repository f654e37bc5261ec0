import RotationPolicyJSON
public import RotationPolicyWire

/// The app target the scan read, and where each of its facts was set, for `--format json` and the
/// accuracy figures in docs/scan.md.
public struct AppTarget: Sendable {
    /// The project file read: a `project.pbxproj` or XcodeGen's `project.yml`.
    public var project: String
    public var name: String
    public var module: String?
    /// Where PRODUCT_MODULE_NAME or PRODUCT_NAME was set; nil: the target's name.
    public var moduleAt: SourceRef?
    /// The Info.plist read, or nil (generated from build settings or XcodeGen's `info.properties`).
    public var infoPlist: String?
    public var infoPlistAt: SourceRef?
    public var deploymentTarget: String?
    public var deploymentTargetAt: SourceRef?
    /// Whether the project lists the target's files; false: every file but other targets' is read.
    public var membershipKnown: Bool
    /// Swift, Objective-C and storyboard files of the folder not read because they do not build the app.
    public var filesOutside: Int
    /// The project's targets that do not build the app (tests, extensions, other apps), none of them read.
    public var otherTargets: [OtherTarget] = []

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("project", .string(project)), ("name", .string(name))]
        if let module { members.append(("module", .string(module))) }
        if let moduleAt { members.append(("moduleAt", .string(moduleAt.description))) }
        if let infoPlist { members.append(("infoPlist", .string(infoPlist))) }
        if let infoPlistAt { members.append(("infoPlistAt", .string(infoPlistAt.description))) }
        if let deploymentTarget { members.append(("deploymentTarget", .string(deploymentTarget))) }
        if let deploymentTargetAt { members.append(("deploymentTargetAt", .string(deploymentTargetAt.description))) }
        members.append(("membershipKnown", .bool(membershipKnown)))
        members.append(("filesOutside", .int(filesOutside)))
        if !otherTargets.isEmpty {
            members.append(
                ("otherTargets", .array(otherTargets.map { .members([("name", .string($0.name)), ("kind", .string($0.kind.name))]) })))
        }
        return .members(members)
    }
}
