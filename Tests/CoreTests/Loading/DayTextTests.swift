import Foundation
import Testing
@testable import LibGenCore
@testable import TestSupport

/// `Day(string:)` takes exactly `YYYY-MM-DD` naming a real day, and nothing else.
@Suite struct DayTextTests {
    /// FORMAT.md's words as a reference: four digits, a hyphen, two digits, a hyphen, two digits, a real day.
    static func reference(_ text: String) -> Day? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts.map(\.utf8.count) == [4, 2, 2],
              parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }) else { return nil }
        return Day(year: Int(parts[0])!, month: Int(parts[1])!, day: Int(parts[2])!)
    }

    @Test func readsExactlyTheDaysTheReferenceReads() {
        var numbers = PlainRecordReaderTests.Numbers(state: 7)
        let alphabet = Array("0123456789-- x+٣".unicodeScalars)
        var read = 0
        for round in 0..<50_000 {
            let text: String
            if round % 2 == 0 {
                let (y, m, d) = (Int.random(in: 0...9999, using: &numbers), Int.random(in: 0...13, using: &numbers), Int.random(in: 0...32, using: &numbers))
                text = String(format: "%04d-%02d-%02d", y, m, d)
            } else {
                let length = Int.random(in: 8...11, using: &numbers)
                text = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &numbers)! }))
            }
            #expect(Day(string: text) == Self.reference(text), "\(text)")
            if Day(string: text) != nil { read += 1 }
        }
        #expect(read > 10_000)
        #expect(Day(string: "2024-02-29") != nil && Day(string: "2026-02-29") == nil && Day(string: "2026-2-28") == nil && Day(string: "2026-02-28 ") == nil)
    }
}
