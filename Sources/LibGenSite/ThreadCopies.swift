import Foundation
import Synchronization

/// `t` and `site` as a rendering thread's own copies, made the first time that thread asks.
///
/// Every page reads some 40 words and names from them, and each read retains the dictionary
/// and the string it finds, then releases them: with one copy shared by both rendering
/// threads, each of those reference counts was written by both cores in turn, and an atomic
/// increment of a cache line the other core holds costs tens of times an uncontended one.
/// The copies are deep (new dictionary storage, new string storage), so no count is shared.
final class ThreadCopies: Sendable {
    private let copies = Mutex<[UInt: (words: Box, site: Box)]>([:])

    /// A dictionary of `Any` values handed between threads under the lock; never changed once made.
    final class Box: @unchecked Sendable {
        let values: [String: Any]
        init(_ values: [String: Any]) { self.values = values }
    }

    func values(_ words: [String: Any], _ site: [String: Any]) -> (words: [String: Any], site: [String: Any]) {
        let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
        if let copy = copies.withLock({ $0[thread] }) { return (copy.words.values, copy.site.values) }
        let copy = (words: Box(Self.deepCopy(words)), site: Box(Self.deepCopy(site)))
        copies.withLock { $0[thread] = copy }
        return (copy.words.values, copy.site.values)
    }

    /// New storage for the dictionary, its keys, and every string, dictionary and array of them in it.
    static func deepCopy(_ value: Any) -> Any {
        switch value {
        case let text as String: copied(text)
        case let values as [String: Any]: deepCopy(values)
        case let list as [[String: Any]]: list.map { deepCopy($0) }
        case let list as [Any]: list.map { deepCopy($0) }
        default: value
        }
    }

    static func deepCopy(_ values: [String: Any]) -> [String: Any] {
        var copy = [String: Any](minimumCapacity: values.count)
        for (key, value) in values { copy[copied(key)] = deepCopy(value) }
        return copy
    }

    /// The same text in new storage.
    private static func copied(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
}
