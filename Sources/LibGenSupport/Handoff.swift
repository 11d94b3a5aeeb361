import Dispatch
import Synchronization
#if canImport(CGlibcMalloc)
import CGlibcMalloc
#endif

/// A value handed from one thread to another: set once, waited for once.
package final class Handoff<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    package init() {}

    package func set(_ newValue: Value) {
        value.withLock { $0 = newValue }
        ready.signal()
    }

    package func wait() -> Value {
        ready.wait()
        return value.withLock { $0! }
    }
}

/// Work started on another thread now and collected later with `wait()`.
package final class Background<Value: Sendable>: Sendable {
    private let handoff = Handoff<Value>()

    package init(_ work: @escaping @Sendable () -> Value) {
        let handoff = self.handoff
        DispatchQueue.global().async { handoff.set(work()) }
    }

    /// The work's result, once it has finished.
    package func wait() -> Value { handoff.wait() }
}

/// Holds values until they are taken out, so that the last reference to them can be passed to
/// another thread (the thread that drops them pays for freeing what they hold).
package final class Parcel<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    package init(_ value: Value) { self.value = Mutex(value) }

    /// The values; nil once taken.
    package func take() -> Value? { value.withLock { $0.take() } }

    /// Drops the values on another thread, then hands the freed memory back to the system.
    ///
    /// A parcel holds a library's worth of objects (`serve`'s last site and parses). glibc keeps
    /// what they freed in the arena of each thread that had allocated it; with the site's work on
    /// two threads, a server grew from 522 to 575 MB over 60 loan edits while holding the same
    /// site. `malloc_trim` returns the free pages of every arena (the server stays at about
    /// 520 MB); it runs here, after the drop, off the threads that serve and rebuild.
    package func dropInBackground() {
        DispatchQueue.global(qos: .utility).async {
            _ = self.take()
            FreedMemory.giveBack()
        }
    }
}

/// Returning freed heap pages to the system (glibc's `malloc_trim`; elsewhere nothing).
package enum FreedMemory {
    package static func giveBack() {
        #if canImport(CGlibcMalloc) && os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
