import Testing
@testable import LibGenCore

/// A repeated key is refused wherever it stands in an object: among the first keys (compared
/// one by one) and past `JSONReader.linearKeys` (looked up in a table).
@Suite struct JSONRepeatedKeyTests {
    /// An object of `count` keys `k0`, `k1`, … one per line, with `k<repeated>` written again as key number `at`.
    static func object(_ count: Int, repeating repeated: Int? = nil, at: Int = 0) -> [UInt8] {
        var lines = (0..<count).map { "  \"k\($0)\": \($0)" }
        if let repeated { lines.insert("  \"k\(repeated)\": 0", at: at) }
        return Array(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
    }

    static func failure(_ bytes: [UInt8]) -> String? {
        guard case .failure(let failure) = JSONReader.parse(bytes) else { return nil }
        return "\(failure.location.line):\(failure.location.column): \(failure.message)"
    }

    @Test func anObjectWithoutRepeatsKeepsEveryKeyInOrder() throws {
        for count in [1, JSONReader.linearKeys, JSONReader.linearKeys + 1, 40] {
            let node = try JSONReader.parse(Self.object(count)).get()
            #expect(node.members?.map(\.key) == (0..<count).map { "k\($0)" })
        }
    }

    @Test(arguments: [(count: 5, repeated: 1, at: 4), (count: 30, repeated: 3, at: 10), (count: 30, repeated: 3, at: 25),
                      (count: 30, repeated: 20, at: 28), (count: 30, repeated: 16, at: 17), (count: 30, repeated: 0, at: 16)])
    func aRepeatIsFoundWhereverItStands(count: Int, repeated: Int, at: Int) {
        // Key number `at` is on line `at + 2`; the first `k<repeated>` on line `repeated + 2`.
        #expect(Self.failure(Self.object(count, repeating: repeated, at: at))
                == "\(at + 2):3: the key \"k\(repeated)\" is repeated (first at line \(repeated + 2)); keep one of them")
    }
}
