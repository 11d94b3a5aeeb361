import Dispatch
import Synchronization

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

    /// Drops the values on another thread.
    package func dropInBackground() {
        DispatchQueue.global(qos: .utility).async { _ = self.take() }
    }
}
