import Foundation

/// Runs a scan on a thread with a 64 MiB stack, whoever calls it (the CLI's main thread has 8 MiB, a
/// server worker less): the readers recurse per nesting level, and the nesting limits keep the deepest
/// allowed file well inside this. The stack is reserved address space; only touched pages count.
enum ScanThread {
    static let stackBytes = 64 << 20

    static func run<T>(_ body: () -> T) -> T {
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
        private var body: (() -> T)?
        private var result: T?
        private let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> T) { self.body = body }

        func run() {
            result = body?()
            body = nil
            done.signal()
        }

        /// The result, which the box then lets go: the thread's closure keeps the box, and Foundation
        /// may keep a finished Thread (and so its closure) alive, which must not keep a scan's model.
        func wait() -> T {
            done.wait()
            defer { result = nil }
            return result!
        }
    }
}
