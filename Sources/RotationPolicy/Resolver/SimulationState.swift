/// The simulated app between two events: everything a later event can read, and nothing else. Its
/// `==` and `hash` are synthesized, so a field added here is part of a state's identity by construction
/// (the explorer merges two paths exactly when they reach equal states). Outputs (warnings, the
/// violation, the work counter) are the run's `RunLog`; fixed facts are the `Cast`'s.
public struct SimulationState: Hashable, Sendable {
    var globals: Globals
    var nodes: [ControllerNode]
    var windows: [WindowNode]
}

/// What the transitions report besides the state: read by the resolver's answer and the explorer's
/// findings, never by a later transition.
struct RunLog: Sendable {
    var violation: Violation?
    var warnings: [Warning] = []
    /// Denied geometry requests so far (E3); `violation` keeps only the first.
    var geometryDenials = 0
    /// E3's message for the latest denial.
    var lastGeometryDenial = Message.orientationRequestNotAllowed
    /// Work so far, bounded by `RunLimits.maxWork`: decider evaluations, each weighted by how far a
    /// decision may walk (`hops`), so deep trees count as much as many windows.
    var work = 0
    /// The UIKit calls a cross-platform event made, for its step's trace (Resolver/CrossPlatform.swift).
    var crossPlatformTrace: [TraceLine] = []
    /// What followed in the last event (the interface following the device once a scene's lock is
    /// released), for its step's reason; kept here, not in the outcome, so an outcome stays small.
    var followUp: Reason?
    /// The last cross-platform event's parts, for its step's reason.
    var crossPlatformParts: CrossPlatformParts?
    /// The assumptions the launch made (no `interfaceOrientation` in the request), and how sure the launch
    /// is: in no step unless it throws, so the answer's `confidence` adds it.
    var launchGrounds = Grounds()
    var launchEvidence: StepConfidence?
}
