import Synchronization

/// A scan or explore that has taken a place at its gate and has not run yet. Work of seconds, so the
/// transport runs it on a thread of its own rather than on a libmicrohttpd worker, which would leave
/// every other connection of that worker (a `/healthz` probe among them) waiting until it ends. The
/// gate is taken before any thread starts, so the threads are bounded by the gates.
/// The place goes back once: after `run`, or when the work is dropped without running.
public final class GatedWork: Sendable {
    public let route: Route
    private let gate: ExploreGate
    private let body: @Sendable () -> HTTPResponse
    private let holdsPlace = Atomic<Bool>(true)

    /// `gate.enter()` returned true for this work.
    init(route: Route, gate: ExploreGate, body: @escaping @Sendable () -> HTTPResponse) {
        self.route = route
        self.gate = gate
        self.body = body
    }

    /// Runs the work on the calling thread, then gives the place back.
    public func run() -> Router.Routed {
        defer { giveBack() }
        return Router.Routed(route: route, response: body())
    }

    deinit { giveBack() }

    private func giveBack() {
        if holdsPlace.exchange(false, ordering: .acquiringAndReleasing) { gate.leave() }
    }
}
