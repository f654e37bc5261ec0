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

/// Trims the heap once large answers stop being in flight: the end of a burst. Checked by the daemon's
/// watchdog four times a second; one `malloc_trim` per burst, never while answers are queued.
final class MHDBurstTrimmer: Sendable {
    private let budget: AnswerBudget
    private let wasBusy = Atomic<Bool>(false)

    init(budget: AnswerBudget) {
        self.budget = budget
    }

    func check() {
        let busy = budget.bytesInFlight > 0
        if wasBusy.exchange(busy, ordering: .relaxed), !busy { MHDAllocatorTuning.trim() }
    }
}
