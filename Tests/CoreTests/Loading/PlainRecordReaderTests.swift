import Foundation
import Testing
@testable import LibGenCore
@testable import TestSupport

/// `PlainRecordReader` reads a plain loan or swap straight into its fields: whenever it gives a
/// record, the general path (`JSONReader` and `RecordDecoder`) must give the same fields, in the
/// same order, at the same places, and say nothing about the file.
@Suite struct PlainRecordReaderTests {
    /// A record as text: every field's name, vocabulary code, value and places, in order.
    static func dump(_ record: DecodedRecord) -> String {
        func text(_ value: DecodedRecord.Value) -> String {
            switch value {
            case .string(let text): "s\"\(text)\""
            case .day(let day): "d\(day)"
            case .integer(let number): "i\(number)"
            case .bool(let flag): "b\(flag)"
            case .list(let items): "[" + items.map { "\(text($0.value))@\($0.location)/\($0.keyLocation)" }.joined(separator: ",") + "]"
            case .object(let inner): "{" + dump(inner) + "}"
            case .closedRange(let range): "r\(range.lowerBound)..\(range.upperBound)"
            }
        }
        let fields = record.fields.coded.map { "\($0.name)#\($0.code)=\(text($0.field.value))@\($0.field.location)/\($0.field.keyLocation)" }
        return "\(record.location) incomplete=\(record.isIncomplete) rejected=\(record.rejected.sorted()) " + fields.joined(separator: " ")
    }

    /// The general path's record, diagnostics and privacy findings of `text`.
    static func general(_ text: String, _ schema: RecordSchema) -> (record: DecodedRecord?, said: Int) {
        guard case .success(let node) = JSONReader.parse(Array(text.utf8)) else { return (nil, 1) }
        var decoder = RecordDecoder(file: "content/loans/x.json", isYAML: false)
        let record = decoder.decode(node, as: schema)
        return (record, decoder.diagnostics.count + decoder.privacy.count)
    }

    /// A fixed sequence of numbers, so that a failure is seen again on the next run.
    typealias Numbers = SeededNumbers

    static let spaces = ["", " ", "  ", "\n", "\n  ", "\r\n  ", "\t", " \n\t"]
    static let strings = ["\"b00122\"", "\"m-7\"", "\"dune\"", "\"\"", "\"   \"", "\"a\\\"b\"", "\"caf\u{e9}\"", "\"a\\u0041\"",
                          "\"ravi@example.org\"", "\"+91 98200 11111\"", "\"tab\there\"", "\"" + String(repeating: "x", count: 1_001) + "\""]
    static let days = ["\"2026-01-21\"", "\"2019-04-13\"", "\"2026-02-30\"", "\"2026-1-5\"", "\"20260121\"", "\" 2026-01-21\""]
    static let others = ["null", "true", "false", "0", "1", "007", "42", "-3", "12.0", "1e3", "99999999999999999999", "[]", "{}",
                         "\"09:30\"", "\"24:00\"", "\"7:5\""]
    static let statuses = Loan.Status.allCases.map { "\"\($0.rawValue)\"" } + Swap.Status.allCases.map { "\"\($0.rawValue)\"" } + ["\"LENT\""]

    /// A list of `items` with random spacing.
    static func list(_ items: [String], _ numbers: inout Numbers) -> String {
        let space = { (numbers: inout Numbers) in spaces.randomElement(using: &numbers)! }
        return "[" + space(&numbers) + items.map { $0 + space(&numbers) }.joined(separator: "," + space(&numbers)) + "]"
    }

    /// A value for `name`: mostly one of its kind, sometimes any.
    static func value(for name: String, _ numbers: inout Numbers) -> String {
        let pick = Int.random(in: 0..<10, using: &numbers)
        if pick == 0, Bool.random(using: &numbers) { return (strings + days + others + statuses).randomElement(using: &numbers)! }
        switch name {
        case "status": return statuses.randomElement(using: &numbers)!
        case "requested", "lent", "due", "returned", "lost", "voided", "date":
            return pick < 8 ? days[Int.random(in: 0..<2, using: &numbers)] : days.randomElement(using: &numbers)!
        case "renewals":
            return list((0..<Int.random(in: 0...3, using: &numbers)).map { _ in days.randomElement(using: &numbers)! }, &numbers)
        case "gives", "takes":
            return list((0..<Int.random(in: 0...3, using: &numbers)).map { _ in strings[Int.random(in: 0..<(pick < 8 ? 3 : strings.count), using: &numbers)] }, &numbers)
        case "issue": return ["1", "42", "0", "007", "-3", "12.0", "\"12\""].randomElement(using: &numbers)!
        case "requested_time": return ["\"09:30\"", "\"18:05\"", "\"24:00\"", "\"7:5\"", "930"].randomElement(using: &numbers)!
        case "from", "to": return ["\"library\"", "\"m1\"", "\"\"", "\"M 1\""].randomElement(using: &numbers)!
        default: return pick < 8 ? strings[Int.random(in: 0..<3, using: &numbers)] : strings.randomElement(using: &numbers)!
        }
    }

    /// A record's text: its fields (sometimes one repeated, unknown or missing) with random spacing,
    /// and now and then a fault in the JSON itself.
    static func text(_ schema: RecordSchema, _ numbers: inout Numbers) -> String {
        // The required fields mostly, the others now and then (a note or an override rarely: free text is left to the decoder).
        let names = schema.fields.map(\.name)
        var chosen = schema.fields.filter { field in
            let odds = field.required ? 19 : ["note", "override"].contains(field.name) ? 1 : 6
            return Int.random(in: 0..<20, using: &numbers) < odds
        }.map(\.name).shuffled(using: &numbers)
        if Int.random(in: 0..<8, using: &numbers) == 0 { chosen.append(names.randomElement(using: &numbers)!) }
        if Int.random(in: 0..<8, using: &numbers) == 0 { chosen.append(["Book", "unknown", "email", "note", "override", ""].randomElement(using: &numbers)!) }
        let space = { (numbers: inout Numbers) in spaces.randomElement(using: &numbers)! }
        var text = space(&numbers) + "{" + space(&numbers)
        text += chosen.map { "\"\($0)\"" + space(&numbers) + ":" + space(&numbers) + value(for: $0, &numbers) + space(&numbers) }
            .joined(separator: "," + space(&numbers))
        text += "}" + space(&numbers)
        switch Int.random(in: 0..<30, using: &numbers) {
        case 0: text = text.replacingOccurrences(of: "}", with: ",}")
        case 1: text += "x"
        case 2: text = "\u{feff}" + text
        case 3: text = String(text.dropLast(Int.random(in: 1...4, using: &numbers)))
        case 4: text = text.replacingOccurrences(of: ":", with: " ")
        default: break
        }
        return text
    }

    @Test(arguments: [("loan", 1 as UInt64), ("swap", 2 as UInt64)])
    func whatItReadsTheGeneralPathReadsAlikeAndSaysNothingOf(kind: String, seed: UInt64) {
        let schema = kind == "loan" ? Schemas.loan : Schemas.swap
        var numbers = Numbers(state: seed)
        var read = 0, passed = 0
        for _ in 0..<20_000 {
            let text = Self.text(schema, &numbers)
            let general = Self.general(text, schema)
            guard let plain = PlainRecordReader.decode(text, as: schema) else {
                if general.said == 0, general.record?.isIncomplete == false { passed += 1 }
                continue
            }
            read += 1
            #expect(general.said == 0, "\(text)")
            #expect(general.record.map(Self.dump) == Self.dump(plain), "\(text)")
        }
        // The sample holds plain records, and also records the general path takes but this reader leaves to it.
        #expect(read > 1_000)
        #expect(passed > 100)
    }

    /// Every loan and swap of the example library is plain but for those with a note; each reads as the general path reads it.
    @Test func theExampleLibrarysLoansAndSwapsReadAlike() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../content").standardized
        var read = 0
        for folder in ["loans", "swaps"] {
            let schema = folder == "loans" ? Schemas.loan : Schemas.swap
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                let general = Self.general(text, schema)
                if let plain = PlainRecordReader.decode(text, as: schema) {
                    read += 1
                    #expect(general.said == 0, "\(file)")
                    #expect(general.record.map(Self.dump) == Self.dump(plain), "\(file)")
                } else {
                    #expect(text.contains("\"note\"") || text.contains("\"override\"") || general.said > 0, "\(file) is plain but was not read")
                }
            }
        }
        #expect(read > 20)
    }
}
