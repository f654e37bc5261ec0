/// A project's files as read once (`Scanner.read`): its settings, classes and storyboards, before any
/// model. `Scanner.model(of:iosVersion:…)` builds a model from it for each iOS version and hierarchy
/// dump, without reading or parsing a file again.
public struct ScannedProject: Sendable {
    /// The options it was read with; a model changes only the iOS version, the dump and the action limit.
    public let options: ScanOptions
    let settings: ProjectSettings
    let table: ClassTable
    let storyboards: [Storyboard]
    let stats: ScanStats
    let warnings: [String]
    let malformed: [ScanProblem]
    let library: Bool
    let appTarget: AppTarget?
}
