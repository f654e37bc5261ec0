/// The time one scan may take. The readers ask `isOver` as they go and give up on the rest of the
/// file (a parse already under way runs to its end: the nesting limits bound it); the scan then stops
/// with `ScanError.timeLimit` naming the file it was reading.
final class ScanClock: @unchecked Sendable {
    let milliseconds: Int
    private let deadline: ContinuousClock.Instant
    /// Set once, by the scan's own thread only (`@unchecked`: a clock is never shared between scans).
    private(set) var expired = false
    /// The file being read, for the error.
    var file = ""

    init(milliseconds: Int) {
        self.milliseconds = milliseconds
        deadline = .now + .milliseconds(milliseconds)
    }

    /// A clock that never runs out, for readers used on their own (tests, `#define` bodies).
    static var unlimited: ScanClock { ScanClock(milliseconds: Int(Int32.max)) }

    var isOver: Bool {
        if !expired, ContinuousClock.now >= deadline { expired = true }
        return expired
    }

    func check() throws(ScanError) {
        if isOver { throw ScanError.timeLimit(file: file, milliseconds: milliseconds) }
    }
}
