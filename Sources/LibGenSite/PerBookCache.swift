import Foundation

/// Values made once per book (and folder depth) and shared by the rendering threads: each
/// book's list values (`TemplateValues.summary`, by summary object) and its rendered cards
/// (`SiteRenderer.CardCache`). In 16 parts, each with its own lock, chosen by the key's hash:
/// the threads ask 130,000 times in a build, and with one lock they waited for each other in the
/// kernel. Each value is kept with the summary it was made from and given only for that same
/// summary object (the reference also keeps it alive, so no other summary can take its address).
///
/// `@unchecked Sendable`: each part's entries are read and written under its lock only, and a
/// value (values for templates, not `Sendable`) is never changed once made.
final class PerBookCache<Key: Hashable, Value>: @unchecked Sendable {
    private final class Part {
        let lock = NSLock()
        var entries = [Key: (summary: BookSummary, value: Value)]()
    }
    private let parts: [Part] = (0..<16).map { _ in Part() }

    private func part(_ key: Key) -> Part { parts[Int(UInt(bitPattern: key.hashValue) % UInt(parts.count))] }

    /// The value for `book` under `key`, made by `make` the first time (outside the lock: two
    /// threads may both make it, and both get equal values).
    func value(for book: BookSummary, key: Key, make: () -> Value) -> Value {
        let part = part(key)
        if let value = part.lock.withLock({ part.entries[key].flatMap { $0.summary === book ? $0.value : nil } }) { return value }
        let value = make()
        part.lock.withLock { part.entries[key] = (book, value) }
        return value
    }

    /// Moves `other`'s values here, leaving it empty (a cache: it makes again what it is asked
    /// for). Moved rather than shared: the first value added to a shared dictionary copied all
    /// 30,000 of them, under the lock.
    func take(_ other: PerBookCache) {
        for (part, from) in zip(parts, other.parts) {
            let taken = from.lock.withLock {
                defer { from.entries = [:] }
                return from.entries
            }
            part.lock.withLock { part.entries = taken }
        }
    }
}
