import Dispatch
import Foundation
import Synchronization
#if canImport(CGlibcMalloc)
import CGlibcMalloc
#endif

/// A value handed from one thread to another: set once, waited for any number of times.
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
        // Signalled again for the next wait.
        defer { ready.signal() }
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

    /// Work on a thread of its own, for work that mostly waits (on another process): Dispatch's
    /// threads are as many as the cores, and a task that waits holds one, so work queued behind it
    /// (or behind the work it waits alongside) does not start until a thread is free.
    package static func onOwnThread(_ work: @escaping @Sendable () -> Value) -> Background {
        let background = Background()
        let handoff = background.handoff
        Thread.detachNewThread { handoff.set(work()) }
        return background
    }

    private init() {}

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

    /// Drops the values on another thread; with `givingMemoryBack`, then hands what they freed
    /// back to the system (for a process that goes on: `serve`).
    ///
    /// `serve`'s parcels hold a library's worth of objects (its last site and parses). An allocator
    /// keeps what they freed for later allocations (glibc in the arena of each thread that had
    /// allocated it: at 10,000 books a server held 495–515 MB over 60 loan edits, 450–461 MB with
    /// `malloc_trim`); `FreedMemory` hands it back here, after the drop, off the threads that
    /// serve and rebuild.
    package func dropInBackground(givingMemoryBack: Bool = false) {
        DispatchQueue.global(qos: .utility).async {
            _ = self.take()
            if givingMemoryBack { FreedMemory.giveBack() }
        }
    }
}

/// Returning freed heap pages to the system: the allocator the executable links says how
/// (`libgen serve` sets mimalloc's `mi_collect`); otherwise glibc's `malloc_trim`.
package enum FreedMemory {
    private static let allocatorsOwn = Mutex<(@Sendable () -> Void)?>(nil)

    /// Sets how the executable's allocator hands its free pages back.
    package static func handBack(with collect: @escaping @Sendable () -> Void) {
        allocatorsOwn.withLock { $0 = collect }
    }

    package static func giveBack() {
        if let collect = allocatorsOwn.withLock({ $0 }) {
            collect()
            return
        }
        #if canImport(CGlibcMalloc) && os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}

/// What a one-shot command is done with just before it exits (a checked library, a built site's
/// outcome): kept rather than freed, since the system takes the whole heap back at exit at once.
/// Freeing a 100,000-loan library object by object took about 45 ms at the end of `check`.
/// (Compilers do the same with their syntax trees: clang's `-disable-free`.)
package enum KeptUntilExit {
    private static let kept = Mutex<[any Sendable]>([])

    package static func keep(_ value: some Sendable) { kept.withLock { $0.append(value) } }
}
