import CMicroHTTPD
import Synchronization

/// How the process gets memory back after bursts of large answers (docs/hardening.md, "Memory after
/// bursts"). Measured with 20 clients that never read 7.3 MB answers, three rounds: with glibc's
/// defaults RSS stayed at 129, 151, then 322 MB after the rounds (retention, not a leak: the same run
/// with a fixed threshold came back to 22 MB each time, and LeakSanitizer reports nothing).
enum MHDAllocatorTuning {
    /// Buffers of this size or more get their own mapping, returned to the kernel when freed.
    static let mmapThresholdBytes: Int32 = 256 * 1024

    /// Called once, before the daemon starts (mallopt is not meant to race with allocations).
    static func apply() {
        _ = CMHD_glibc_fix_mmap_threshold(mmapThresholdBytes)
    }

    /// Returns free heap pages to the kernel; for after a burst, when the server is idle again.
    static func trim() {
        _ = CMHD_glibc_trim()
    }
}

/// Trims the heap once large answers stop being in flight: the end of a burst, or after any request with
/// a large body or a large answer, whatever its status. Checked by the daemon's watchdog four times a
/// second; at most one `malloc_trim` per check, never while answers are queued.
///
/// Before, only a burst the watchdog saw in flight was trimmed: 19 answers of 422 to 1.1 MB bodies
/// took RSS from 19.6 to 49.2 MB, and 19 quick 200s (sent between two checks) from 19.5 to 81.7 MB.
final class MHDBurstTrimmer: Sendable {
    /// A request body this large leaves parser and model pages behind.
    static let largeBodyBytes = 256 * 1024

    private let budget: AnswerBudget
    private let wasBusy = Atomic<Bool>(false)
    private let pending = Atomic<Bool>(false)

    init(budget: AnswerBudget) {
        self.budget = budget
    }

    /// A large request or answer is done: trim at the next check with no answer in flight.
    func requestTrim() { pending.store(true, ordering: .relaxed) }

    func check() {
        let busy = budget.bytesInFlight > 0
        let burstEnded = wasBusy.exchange(busy, ordering: .relaxed) && !busy
        if busy { return }
        if pending.exchange(false, ordering: .relaxed) || burstEnded { MHDAllocatorTuning.trim() }
    }
}
