import Foundation
import Synchronization
import Testing
@testable import LibGenSite

/// `t` and `site` as each rendering thread's own copies (`ThreadCopies`): the same values, new storage.
@Suite struct ThreadCopiesTests {
    nonisolated(unsafe) static let site: [String: Any] = [
        "name": "Green Acres Book Circle — a name longer than fifteen bytes", "reports": true, "count": 3,
        "pages": [["title": "How to borrow", "url": "pages/how/index.html"]] as [[String: Any]],
        "nested": ["list": ["a", 1, ["deep": "value"] as [String: Any]] as [Any]] as [String: Any],
    ]

    nonisolated(unsafe) static let words: [String: Any] = ["skip_to_content": "Skip to the catalogue's contents"]

    /// `a` and `b` hold the same values (strings, numbers, booleans, dictionaries and arrays of them).
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as String, b as String): a == b
        case let (a as Bool, b as Bool): a == b
        case let (a as Int, b as Int): a == b
        case let (a as [String: Any], b as [String: Any]): a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        case let (a as [[String: Any]], b as [[String: Any]]): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case let (a as [Any], b as [Any]): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        default: false
        }
    }

    @Test func aDeepCopyHoldsTheSameValuesOfTheSameTypes() {
        let copy = ThreadCopies.deepCopy(Self.site)
        #expect(Self.same(copy, Self.site))
        #expect(copy["pages"] is [[String: Any]])
        #expect(!Self.same(copy, Self.site.merging(["count": 4]) { $1 }))
    }

    @Test func aLongStringIsCopiedIntoNewStorage() {
        let text = Self.site["name"] as! String
        let copy = ThreadCopies.deepCopy(text) as! String
        #expect(copy == text)
        let places = [text, copy].map { $0.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } }
        #expect(places[0] != nil && places[0] != places[1])
    }

    @Test func eachThreadHasItsOwnCopyAndKeepsIt() {
        let copies = ThreadCopies()
        let words = Self.words
        @Sendable func storage(_ values: [String: Any]) -> UInt? {
            (values["skip_to_content"] as! String).utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        }
        let first = copies.values(words, Self.site)
        #expect(Self.same(first.words, words) && Self.same(first.site, Self.site))
        #expect(storage(copies.values(words, Self.site).words) == storage(first.words))
        // Another thread (this one waits for it, so the two are different threads): the same values, its own storage.
        let other = Mutex<UInt??>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let values = copies.values(Self.words, Self.site)
            other.withLock { $0 = Self.same(values.words, Self.words) ? storage(values.words) : nil }
            done.signal()
        }
        thread.start()
        done.wait()
        let theirs = other.withLock { $0 }
        #expect(theirs != nil && theirs! != nil)
        #expect(theirs! != storage(first.words))
    }
}
