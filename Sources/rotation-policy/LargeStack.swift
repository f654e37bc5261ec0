import Foundation

/// Runs a command's work on a thread with a 256 MiB stack. Specs and answers are trees, parsed and
/// matched by recursion: a JSON file nested up to the parser's 4,096-level limit overflowed the main
/// thread's 8 MiB in a debug build at about 2,500 levels (SIGSEGV instead of exit 2). The stack is
/// reserved address space; only the pages a deep file touches become memory.
enum LargeStack {
    static let bytes = 256 << 20

    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let box = Box(body)
            let thread = Thread { box.run() }
            thread.stackSize = bytes
            thread.start()
            return box.wait()
        }
    }

    /// The closure and its result, handed between two threads; the semaphore orders every access.
    private final class Box<T>: @unchecked Sendable {
        /// Dropped once run: `withoutActuallyEscaping` checks that nothing holds the closure after it.
        private var body: (() -> T)?
        private var result: T?
        private let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> T) { self.body = body }

        func run() {
            result = body?()
            body = nil
            done.signal()
        }

        /// The result, which the box then lets go (as ScanThread's does): a finished Foundation Thread
        /// can keep its closure, and with it the box.
        func wait() -> T {
            done.wait()
            defer { result = nil }
            return result!
        }
    }
}
