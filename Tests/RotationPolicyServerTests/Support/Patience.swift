import Foundation

/// How long a test waits for something before it fails. Deliberately generous: a test asserts the
/// server's bound (it closes, it answers, it exits), not the machine's speed, and CI runs these on a
/// busy 2-core machine and under sanitizers that make the server several times slower. A bound a
/// test checks is set far from its unbounded alternative (a timeout of 1 s against one of 600 s), so
/// a slow machine cannot move one onto the other.
enum Patience {
    /// Socket send and receive timeout of the test clients: a client fails instead of hanging.
    static let socketSeconds = 120
    /// Waiting for a process to start, to log a line or to exit.
    static let processSeconds: TimeInterval = 120
    /// The most a server-side bound of about a second may take on a loaded machine before the test
    /// calls it unbounded. The alternatives these tests rule out take 600 s or for ever.
    static let boundSeconds: TimeInterval = 60
    /// A connection timeout far beyond `boundSeconds`, for tests whose subject is another deadline.
    static let farTimeout = "600"
    /// Server arguments for a test that checks the server closes a connection by its own decision:
    /// with the default 30 s inactivity timeout, a patient client would see that close instead.
    static let farConnectionTimeout = ["--connection-timeout", farTimeout]
}
