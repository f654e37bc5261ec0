import Foundation

/// Runs `body` on a new thread with a stack of `stackBytes`, and waits for its result. Scans recurse
/// per nesting level of the code they read (64 MiB: `ScanThread`), and the CLI's commands parse and
/// match spec and answer trees by recursion (256 MiB: the executable's `LargeStack`); the main thread has
/// 8 MiB and a server worker less. The stack is reserved address space: only touched pages count. It
/// lives here, the lowest target that both the server and the CLI link.
public enum LargeStackThread {
    public static func run<T>(stackBytes: Int, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let box = Box(body)
            let thread = Thread { box.run() }
            thread.stackSize = stackBytes
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

        /// The result, which the box then lets go: a finished Foundation Thread can keep its closure, and
        /// with it the box, which must not keep a scan's model or a command's answer.
        func wait() -> T {
            done.wait()
            defer { result = nil }
            return result!
        }
    }
}
