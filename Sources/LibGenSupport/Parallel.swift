import Dispatch
import Synchronization

/// Runs work over a collection on every core, keeping results in input order.
///
/// Output never depends on scheduling: each chunk's results land in its own
/// slot and are joined in order. The transform is `@Sendable` and its inputs and
/// results are `Sendable`, so the compiler checks that it shares no mutable state.
package enum Parallel {
    /// `transform` applied to every element, in order. Work is split into
    /// chunks so that a slow element (a large file) does not idle the other cores.
    package static func map<T: Sendable, R: Sendable>(_ elements: [T], chunkSize: Int = 256, _ transform: @Sendable (T) -> R) -> [R] {
        guard elements.count > chunkSize else { return elements.map(transform) }
        let chunks = (elements.count + chunkSize - 1) / chunkSize
        let slots = Mutex<[[R]?]>(Array(repeating: nil, count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * chunkSize..<min(elements.count, (chunk + 1) * chunkSize)
            let results = range.map { transform(elements[$0]) }
            slots.withLock { $0[chunk] = results }
        }
        return slots.withLock { $0 }.flatMap { $0 ?? [] }
    }
}

extension Array {
    /// Consecutive pieces of at most `size` elements, in order (slices: nothing is copied).
    package func batches(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
