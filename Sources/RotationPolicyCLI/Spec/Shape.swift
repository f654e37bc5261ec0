/// What an expectation may name: the fields of the API's answers (openapi.yaml), so a spec that
/// expects a field the answer does not have is rejected up front instead of failing forever.
public indirect enum Shape: Sendable {
    /// Any value, compared as written.
    case value
    /// An orientation mask: a name (`landscape`), an array of orientations, a raw value, or the
    /// answer's own `{orientations, rawValue}` form.
    case mask
    /// `none` or `null` for "no violation", or an object compared member by member.
    case orNone([String: Shape])
    case object([String: Shape])
    case array(Shape)
    /// The answer's `steps`: an array (every step, in order) or an object keyed by step index.
    case steps(Shape)

    static let step: Shape = .object([
        "event": .value, "type": .value, "interfaceOrientation": .value, "rotated": .value,
        "supportedOrientations": .mask, "decidingController": .value, "reason": .value, "rule": .value,
        "confidence": .value, "trace": .value,
    ])

    static let violation: [String: Shape] = [
        "kind": .value, "exception": .value, "domain": .value, "code": .value, "reason": .value, "event": .value,
        "controller": .value,
    ]

    static let resolveFinding: [String: Shape] = [
        "kind": .value, "severity": .value, "code": .value, "rule": .value, "controller": .value, "message": .value,
        "event": .value,
    ]

    /// An answer's (or an explore finding's) `confidence`.
    static let confidence: Shape = .object([
        "level": .value, "uncertainRules": .value, "assumptions": .value, "uncertainPresets": .value,
    ])

    static let exploreFinding: Shape = .object(
        resolveFinding.merging([
            "eventTypes": .value, "witness": .value, "confidence": confidence,
            "fix": .object(["summary": .value, "swift": .value, "verified": .value, "checked": .value, "model": .value]),
            "entryPaths": .object(["count": .value, "capped": .value, "witnesses": .value]),
        ]) { $1 })

    /// `expect`: the /v1/resolve answer.
    public static let resolveAnswer: Shape = .object([
        "interfaceOrientation": .value,
        "deviceOrientation": .value,
        "supportedOrientations": .mask,
        "decidingController": .value,
        "statusBar": .object(["orientation": .value, "hidden": .value]),
        "violation": .orNone(violation),
        "terminated": .value,
        "warnings": .array(.object(["code": .value, "message": .value, "event": .value])),
        // Only in answers whose run used a deprecated API.
        "deprecations": .array(
            .object(["code": .value, "api": .value, "deprecatedIn": .value, "replacement": .value, "controller": .value, "event": .value])),
        "windows": .array(
            .object([
                "id": .value, "key": .value, "level": .value, "interfaceOrientation": .value,
                "supportedOrientations": .mask, "decidingController": .value, "hidden": .value,
            ])),
        "steps": .steps(step),
        "findings": .array(.object(resolveFinding)),
        "skippedEvents": .value,
        // Only in answers to iOS 26+ requests that use prefersInterfaceOrientationLocked.
        "interfaceOrientationLocked": .value,
        // Only in answers to requests that list `scenes`.
        "scenes": .array(
            .object([
                "id": .value, "windowingMode": .value, "fillsScreen": .value, "active": .value, "interfaceOrientation": .value,
                "supportedOrientations": .value, "decidingController": .value, "interfaceOrientationLocked": .value,
                "windows": .value,
            ])),
        "confidence": confidence,
    ])

    /// `expectError`: the problem document.
    public static let problem: Shape = .object([
        "status": .value, "type": .value, "title": .value, "detail": .value,
        "errors": .array(.object(["path": .value, "message": .value])),
    ])

    var fields: [String: Shape]? {
        switch self {
        case .object(let fields), .orNone(let fields): fields
        default: nil
        }
    }
}
