import Dispatch

/// Runs work over a collection on every core, keeping results in input order.
///
/// Output never depends on scheduling: each element's result is put in its own place of the
/// result, whichever core made it. The transform is `@Sendable` and its inputs and results are
/// `Sendable`, so the compiler checks that it shares no mutable state.
package enum Parallel {
    /// `transform` applied to every element, in order. Work is split into
    /// chunks so that a slow element (a large file) does not idle the other cores.
    ///
    /// Each result is made in its place in the array returned (gathering chunks' arrays copied
    /// every result once more and destroyed the chunks': a sixth of a warm check's reading of
    /// 112,000 records), and the function is inlinable, so that it is specialized for the
    /// caller's types rather than run through generic witnesses.
    @inlinable
    package static func map<T: Sendable, R: Sendable>(_ elements: [T], chunkSize: Int = 256, _ transform: @Sendable (T) -> R) -> [R] {
        guard elements.count > chunkSize else { return elements.map(transform) }
        let chunks = (elements.count + chunkSize - 1) / chunkSize
        return [R](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                for index in (chunk * chunkSize)..<Swift.min(elements.count, (chunk + 1) * chunkSize) {
                    (places.base + index).initialize(to: transform(elements[index]))
                }
            }
            initialized = elements.count
        }
    }

    /// The result's storage, written by every core at places no two share.
    @usableFromInline
    struct Places<R>: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<R>
        @inlinable init(base: UnsafeMutablePointer<R>) { self.base = base }
    }
}

extension Array {
    /// Consecutive pieces of at most `size` elements, in order (slices: nothing is copied).
    package func batches(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
