import FlyingFox
import FlyingSocks

/// A response body that never ends: the bytes of server-sent events as they are
/// yielded. FlyingFox sends a body of unknown length chunked, a chunk per event.
struct EventStream: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.AsyncIterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard await fill() else { return nil }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            guard await fill() else { return nil }
            let chunk = Array(pending.prefix(Swift.max(count, 1)))
            pending = pending.dropFirst(chunk.count)
            return chunk
        }

        private mutating func fill() async -> Bool {
            while pending.isEmpty {
                guard let next = await base.next() else { return false }
                pending = next[...]
            }
            return true
        }
    }
}
