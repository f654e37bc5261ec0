import Synchronization

/// Whether the server still takes new work; `/readyz` reports it. An atomic because request threads
/// read it while the main thread flips it once at shutdown; there is nothing else to keep consistent.
public final class Readiness: Sendable {
    private let shuttingDown = Atomic<Bool>(false)

    public init() {}

    public var isReady: Bool { !shuttingDown.load(ordering: .acquiring) }

    public func markShuttingDown() { shuttingDown.store(true, ordering: .releasing) }
}
