/// The parse cache's entries by key, written by hand rather than a `Dictionary`: the keys are
/// SHA-1 digests, already evenly spread, and a dictionary hashed each again with SipHash on
/// every insert and look-up (112,000 of each on a warm check: 40–50 ms of CPU). Open addressing
/// with linear probing, at most two thirds full (the memory a `Dictionary` of as many entries
/// takes: 80 MB at a million loans); a key's place is its first word times a random odd
/// number (chosen per process) keeping the top bits, so no set of files can be made to pile up
/// on one place. Nothing is read out in the table's order: output never depends on it.
struct EntryIndex {
    private struct Slot {
        var key: ParseCache.Key
        /// An empty slot's ordinal is -1.
        var entry: ParseCache.Entry
        static let empty = Slot(key: ParseCache.Key(kind: 0, high: 0, middle: 0, low: 0), entry: ParseCache.Entry(packed: 0, ordinal: -1))
    }

    private var slots: [Slot]
    private var shift: UInt64
    private(set) var count = 0
    private static let multiplier = UInt64.random(in: 0...UInt64.max) | 1

    var isEmpty: Bool { count == 0 }

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity * 2 < minimumCapacity * 3 { capacity <<= 1 }
        slots = Array(repeating: .empty, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
    }

    private func place(of key: ParseCache.Key) -> Int { Int(truncatingIfNeeded: (key.high &* Self.multiplier) >> shift) }

    subscript(key: ParseCache.Key) -> ParseCache.Entry? {
        slots.withUnsafeBufferPointer { slots in
            var index = place(of: key)
            while slots[index].entry.ordinal >= 0 {
                if slots[index].key == key { return slots[index].entry }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Adds `entry` under `key`; false (nothing added) when the key is there already.
    mutating func insert(_ entry: ParseCache.Entry, for key: ParseCache.Key) -> Bool {
        if (count + 1) * 3 > slots.count * 2 { grow() }
        let mask = slots.count - 1
        var index = place(of: key)
        while slots[index].entry.ordinal >= 0 {
            if slots[index].key == key { return false }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, entry: entry)
        count += 1
        return true
    }

    private mutating func grow() {
        var larger = EntryIndex(minimumCapacity: slots.count)
        for slot in slots where slot.entry.ordinal >= 0 { _ = larger.insert(slot.entry, for: slot.key) }
        self = larger
    }
}
