import Dispatch
import Foundation

/// Runs work over a collection on every core, keeping results in input order.
///
/// Output never depends on scheduling: each chunk's results land in its own
/// slot and are joined in order.
enum Parallel {
    /// `transform` applied to every element, in order. Work is split into
    /// chunks so that a slow element (a large file) does not idle the other cores.
    static func map<T, R>(_ elements: [T], chunkSize: Int = 256, _ transform: (T) -> R) -> [R] {
        guard elements.count > chunkSize else { return elements.map(transform) }
        let chunks = (elements.count + chunkSize - 1) / chunkSize
        let slots = Slots<[R]>(count: chunks)
        withoutActuallyEscaping(transform) { transform in
            let work = Work(elements: elements, transform: transform, chunkSize: chunkSize, slots: slots)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in work.run(chunk) }
        }
        return slots.values.flatMap { $0 ?? [] }
    }

    /// The shared, read-only inputs of one `map`. The transform must not touch
    /// shared mutable state; every caller passes a pure function of its element.
    private final class Work<T, R>: @unchecked Sendable {
        let elements: [T]
        let transform: (T) -> R
        let chunkSize: Int
        let slots: Slots<[R]>

        init(elements: [T], transform: @escaping (T) -> R, chunkSize: Int, slots: Slots<[R]>) {
            self.elements = elements
            self.transform = transform
            self.chunkSize = chunkSize
            self.slots = slots
        }

        func run(_ chunk: Int) {
            let range = chunk * chunkSize..<min(elements.count, (chunk + 1) * chunkSize)
            slots.set(chunk, range.map { transform(elements[$0]) })
        }
    }

    /// One slot per chunk, each written by exactly one worker.
    final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Value) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }
        var values: [Value?] { lock.lock(); defer { lock.unlock() }; return storage }
    }
}

/// Work started on another thread now and collected later with `wait()`.
/// The work must not touch state the starting thread changes meanwhile.
final class Background<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let work: () -> Value
    private var value: Value?

    init(_ work: @escaping () -> Value) {
        self.work = work
        DispatchQueue.global().async {
            self.value = self.work()
            self.done.signal()
        }
    }

    /// The work's result, once it has finished.
    func wait() -> Value {
        done.wait()
        return value!
    }
}

extension Array {
    /// Consecutive pieces of at most `size` elements, in order (slices: nothing is copied).
    func batches(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
