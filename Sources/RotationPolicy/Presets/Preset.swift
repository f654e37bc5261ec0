/// A named system or cross-platform controller whose orientation answers are UIKit's or a library's,
/// not the app's: `"preset": "UIImagePickerController.camera"` fills `class`, `kind` and the overrides a
/// request would otherwise have to re-derive by hand. Anything the request sets itself wins.
public struct Preset: Sendable {
    /// How sure the catalogue is of an entry's answers.
    public enum Confidence: String, Sendable, CaseIterable {
        /// Apple's documentation or the library's published source says so.
        case documented
        /// Crash logs and issue reports show it (the class named in UIKit's exception text, the mask seen).
        case observedInReports
        /// No direct evidence: UIKit's defaults for a plain UIViewController, stated as such.
        case assumed
    }

    /// The answers for a range of iOS versions on one idiom (or both).
    public struct Behaviour: Sendable {
        /// First iOS major this applies to; later entries of a preset refine earlier ones.
        public var fromIOS: Int
        /// nil: both idioms.
        public var idiom: Idiom?
        public var className: String
        public var kind: ControllerKind = .viewController
        public var supportedOrientations: OrientationMask?
        public var shouldAutorotate: Bool?
        public var preferredOrientationForPresentation: InterfaceOrientation?
        public var prefersStatusBarHidden: Bool?
        /// The styles UIKit presents the class in whatever the app sets (an alert's own transition): nil
        /// when the app chooses. A present in another style is refused (docs/presets.md).
        public var ownPresentation: [PresentationStyle]?
        public var confidence: Confidence
        /// The last iOS major the evidence covers (dated reports); nil when it is not tied to versions
        /// (documentation, a library's source, or UIKit's defaults). Used later, the entry is `extrapolated`.
        public var evidenceThroughIOS: Int?
        /// Evidence: documentation, issue or source URLs (with versions for source).
        public var sources: [String]
        /// One sentence an iOS engineer would write: what the entry says and why.
        public var note: String
        /// The preset's name, filled in by the preset (answers name the preset a step used).
        public internal(set) var presetName = String()

        init(
            fromIOS: Int, idiom: Idiom? = nil, className: String, kind: ControllerKind = .viewController,
            supportedOrientations: OrientationMask? = nil, shouldAutorotate: Bool? = nil,
            preferredOrientationForPresentation: InterfaceOrientation? = nil, prefersStatusBarHidden: Bool? = nil,
            ownPresentation: [PresentationStyle]? = nil, confidence: Confidence, evidenceThroughIOS: Int? = nil,
            sources: [String], note: String
        ) {
            self.ownPresentation = ownPresentation
            self.fromIOS = fromIOS
            self.idiom = idiom
            self.className = className
            self.kind = kind
            self.supportedOrientations = supportedOrientations
            self.shouldAutorotate = shouldAutorotate
            self.preferredOrientationForPresentation = preferredOrientationForPresentation
            self.prefersStatusBarHidden = prefersStatusBarHidden
            self.confidence = confidence
            self.evidenceThroughIOS = evidenceThroughIOS
            self.sources = sources
            self.note = note
        }
    }

    public var name: String
    /// The catalogue section (image picker, video, sheets, cross-platform roots).
    public var family: String
    /// The first iOS major the class exists on; earlier versions are a 400.
    public var availableFromIOS: Int
    /// Idioms the class exists on; others are a 400.
    public var idioms: [Idiom]
    /// Ordered by `fromIOS`; the last one that applies to the request's idiom and version wins.
    public var behaviours: [Behaviour]

    init(name: String, family: String, availableFromIOS: Int, idioms: [Idiom] = [.phone, .pad], behaviours: [Behaviour]) {
        self.name = name
        self.family = family
        self.availableFromIOS = availableFromIOS
        self.idioms = idioms
        self.behaviours = behaviours.map { behaviour in
            var named = behaviour
            named.presetName = name
            return named
        }
    }

    /// The behaviour for the request's device, or why the preset cannot apply there.
    public func behaviour(idiom: Idiom, version: IOSVersion) -> Result<Behaviour, Unavailable> {
        guard idioms.contains(idiom) else {
            return .failure(
                Unavailable(reason: "\(name) does not exist on \(idiom.rawValue) (it is \(idioms.map(\.rawValue).joined(separator: " and ")) only)"))
        }
        guard version.major >= availableFromIOS else {
            return .failure(
                Unavailable(reason: "\(name) is available from iOS \(availableFromIOS); this app runs iOS \(version)"))
        }
        let chosen = behaviours.last { $0.fromIOS <= version.major && ($0.idiom == nil || $0.idiom == idiom) }
        guard let chosen else {
            return .failure(Unavailable(reason: "the catalogue has no entry for \(name) on \(idiom.rawValue) iOS \(version)"))
        }
        return .success(chosen)
    }

    public struct Unavailable: Error, Sendable {
        public var reason: String
    }
}

extension Preset.Behaviour {
    /// How sure the entry is on `version`: its evidence's level, `extrapolated` after the last iOS
    /// version that evidence covers (never above it: an assumed entry stays assumed).
    public func level(on version: IOSVersion) -> RotationPolicy.Confidence {
        let level: RotationPolicy.Confidence =
            switch confidence {
            case .documented: .documented
            case .observedInReports: .observed
            case .assumed: .assumed
            }
        guard let through = evidenceThroughIOS, version.major > through else { return level }
        return min(level, .extrapolated)
    }
}
