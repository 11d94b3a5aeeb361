import Foundation

/// Reads a loan's or swap's JSON straight into its decoded fields when the file is plain: one
/// object of the schema's own fields, written in printable ASCII without escapes, every value
/// of the right type and valid (the shape libgen and every form write, and 95 % of what a library
/// holds). Anything else — an unknown or repeated key, a `null`, an escape, a byte outside
/// printable ASCII, a value the decoder would refuse or note, a missing required field — gives
/// nil, and the file goes through `JSONReader` and `RecordDecoder`, which say what is wrong.
///
/// Written by hand for speed: the general path builds a tree of `SourceNode`s for each of a
/// library's 100,000 loan files, walks it into fields, and copies the text once more, which was
/// a tenth of a cold build. What this gives for a plain file is exactly what the general path
/// gives — the same fields in the same order with the same locations, no diagnostics, no
/// privacy findings (`PlainRecordReaderTests` compares them over thousands of files).
enum PlainRecordReader {
    /// The decoded record of `text`, or nil when it is not plain (see the type's comment).
    static func decode(_ text: String, as schema: RecordSchema) -> DecodedRecord? {
        let plan = schema.name == Schemas.loan.name ? loanPlan : schema.name == Schemas.swap.name ? swapPlan : Plan(schema)
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.record(plan)
        }
    }

    static let loanPlan = Plan(Schemas.loan)
    static let swapPlan = Plan(Schemas.swap)

    /// A schema's fields as the reader looks them up, worked out once: each name's bytes, and
    /// whether its value is this reader's to take (not a contact key, not free text the decoder
    /// scans for contact details, not a field written instead of another).
    struct Plan: Sendable {
        let fields: [FieldSpec]
        let names: [[UInt8]]
        let taken: [Bool]
        let required: UInt64

        init(_ schema: RecordSchema) {
            fields = Array(schema.fields.prefix(64))
            names = fields.map { Array($0.name.utf8) }
            taken = fields.map { !$0.isContactKey && $0.standsFor == nil && !PrivacyScan.freeTextFields.contains($0.name) }
            // A schema of more than 64 fields has a field no plain record can be read with.
            required = schema.fields.count > 64 ? .max : fields.enumerated().reduce(0) { $0 | ($1.element.required ? 1 << UInt64($1.offset) : 0) }
        }

        /// The place of the field named `key`, if it is one this reader takes.
        func place(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            for index in names.indices where names[index].count == key.count && taken[index] {
                if names[index].withUnsafeBufferPointer({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 }) { return index }
            }
            return nil
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        /// Where the current line starts: with ASCII only, a column is the distance from it.
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var here: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string's bytes without its quotes: printable ASCII, no escape.
        mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            guard expect(0x22) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
                }
                guard byte >= 0x20, byte < 0x7F, byte != 0x5C else { return nil }
                index += 1
            }
            return nil
        }

        mutating func record(_ plan: Plan) -> DecodedRecord? {
            skipWhitespace()
            var record = DecodedRecord(location: here)
            guard expect(UInt8(ascii: "{")) else { return nil }
            // Each field once (a repeat is the general path's `parse.json`).
            var seen: UInt64 = 0
            record.fields.reserveCapacity(8)
            skipWhitespace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else { return nil }
            while true {
                skipWhitespace()
                let keyLocation = here
                guard let key = plainString(), !key.isEmpty, let place = plan.place(of: key), seen & (1 << UInt64(place)) == 0 else { return nil }
                seen |= 1 << UInt64(place)
                skipWhitespace()
                guard expect(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                let location = here
                guard let value = value(plan.fields[place].type) else { return nil }
                record.fields.set(plan.fields[place].name, code: plan.fields[place].code,
                                  DecodedRecord.Field(value: value, location: location, keyLocation: keyLocation))
                skipWhitespace()
                if expect(UInt8(ascii: ",")) { continue }
                guard expect(UInt8(ascii: "}")) else { return nil }
                break
            }
            skipWhitespace()
            guard index == bytes.count, seen & plan.required == plan.required else { return nil }
            return record
        }

        /// A value of `type` that `RecordDecoder` takes without a word; nil for anything else.
        mutating func value(_ type: FieldType) -> DecodedRecord.Value? {
            switch type {
            case .string(let allowEmpty, let maxLength, _):
                // ASCII: a character a byte, and the only white space a string can hold here is a space.
                guard let text = plainString(), text.count <= maxLength, allowEmpty || text.contains(where: { $0 != 0x20 }) else { return nil }
                return .string(String(decoding: text, as: UTF8.self))
            case .choice(let options):
                guard let text = plainString() else { return nil }
                let choice = String(decoding: text, as: UTF8.self)
                return options.contains(choice) ? .string(choice) : nil
            case .date:
                guard let text = plainString(), let day = Day(utf8: text) else { return nil }
                return .day(day)
            case .timeOfDay:
                guard let text = plainString() else { return nil }
                let time = String(decoding: text, as: UTF8.self)
                return TimeOfDay.seconds(time) != nil ? .string(time) : nil
            case .integer(let minimum):
                // Digits only, no leading zero, short of overflowing: what `JSONReader` reads as an integer.
                let start = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                let digits = index - start
                guard (1...18).contains(digits), bytes[start] != 0x30 || digits == 1 else { return nil }
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") { return nil }
                let number = bytes[start..<index].reduce(0) { $0 * 10 + Int($1 - 0x30) }
                if let minimum, number < minimum { return nil }
                return .integer(number)
            case .list(let element, let minimumCount):
                guard expect(UInt8(ascii: "[")) else { return nil }
                var items = [DecodedRecord.Field]()
                skipWhitespace()
                if !expect(UInt8(ascii: "]")) {
                    while true {
                        skipWhitespace()
                        let location = here
                        guard let item = value(element) else { return nil }
                        items.append(DecodedRecord.Field(value: item, location: location, keyLocation: location))
                        skipWhitespace()
                        if expect(UInt8(ascii: ",")) { continue }
                        guard expect(UInt8(ascii: "]")) else { return nil }
                        break
                    }
                }
                return items.count >= minimumCount ? .list(items) : nil
            default:
                return nil
            }
        }
    }
}
