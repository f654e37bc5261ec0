import RotationPolicyScan

/// Lint of a folder with no application target: a framework or library project, or a plugin's sources.
/// There is no app, so nothing is explored; every class and call site the scan read is checked alone, and
/// the coverage says so, as a clean report on a library must not read like a clean app.
struct LibraryRun {
    var isLibrary: Bool
    /// With no deployment target read, the versions before iOS 16 (where the static rules change) are
    /// checked as iOS 15: "15.0". Nil for an app, or a library whose target names its deployment target.
    var assumedDeployment: String?
    /// The coverage line's wording; nil for an app.
    var line: String?

    static let assumedWhenUnknown = "15.0"

    init(_ scan: ScanResult) {
        isLibrary = scan.library
        guard scan.library else { return }
        let target = scan.model.settings.target
        let known = target?.deploymentTarget != nil
        assumedDeployment = known ? nil : Self.assumedWhenUnknown
        var what = "no app target: a library"
        if let target { what += " (\(target.project), target '\(target.name)')" } else { what += " (sources with no project)" }
        let versions =
            known
            ? "iOS from its deployment target \(target!.deploymentTarget!) up"
            : "no deployment target read: iOS before 16 (checked as 15), 16 and up assumed"
        line = what + "; classes and call sites checked, nothing explored; " + versions
    }
}
