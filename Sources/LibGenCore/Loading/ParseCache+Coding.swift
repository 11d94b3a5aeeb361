/// The parse cache's entries in bytes. Written by hand: Foundation's only binary coder
/// (`PropertyListEncoder`) builds an object graph per value, several times slower to decode than
/// the parse it replaces at 100,000 entries, and no package on hand offers a compact one
/// without generated code. Every read is bounds-checked; a damaged entry throws and is parsed
/// again from its file.
package struct CacheWriter {
    package var bytes: [UInt8]

    package init(capacity: Int = 512) { bytes = []; bytes.reserveCapacity(capacity) }

    package mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    package mutating func varint(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Signed numbers (days before 1970, negative integers) zig-zagged into a short varint.
    package mutating func signed(_ value: Int) { varint((value << 1) ^ (value >> 63)) }

    package mutating func string(_ text: String) {
        varint(text.utf8.count)
        bytes += text.utf8
    }

    mutating func location(_ location: SourceLocation) {
        varint(location.line)
        varint(location.column)
    }
}

package struct CacheDamaged: Error {
    @inlinable package init() {}
}

/// Reads what `CacheWriter` wrote, from an array or from the mapped store. Inlinable, so that
/// other modules' reads (the site's stores) are specialized for their bytes, not generic calls.
package struct CacheReader<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    package typealias Damaged = CacheDamaged

    @usableFromInline let bytes: Bytes
    package var offset: Int

    @inlinable package init(_ bytes: Bytes) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    @inlinable package mutating func byte() throws -> UInt8 {
        guard offset < bytes.endIndex else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    @inlinable package mutating func take(_ count: Int) throws -> Bytes.SubSequence {
        guard count >= 0, count <= bytes.endIndex - offset else { throw Damaged() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    @inlinable package mutating func u32() throws -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << UInt32(shift) }
        return value
    }

    @inlinable package mutating func varint() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value))
    }

    @inlinable package mutating func count() throws -> Int {
        let count = try varint()
        guard count >= 0, count <= bytes.endIndex - offset else { throw Damaged() }
        return count
    }

    @inlinable package mutating func signed() throws -> Int {
        let raw = try varint()
        return Int(bitPattern: UInt(bitPattern: raw) >> 1) ^ -(raw & 1)
    }

    @inlinable package mutating func string() throws -> String {
        String(decoding: try take(try count()), as: UTF8.self)
    }

    mutating func location() throws -> SourceLocation {
        SourceLocation(line: try varint(), column: try varint())
    }
}

/// A small store sealed as the site's stores are (the page fingerprints, the search filings):
/// `magic`, the writing binary's identity, the entries, then the SHA-1 of all that.
extension CacheWriter {
    /// A writer with the header written.
    package init(sealedAs magic: [UInt8], identity: String, capacity: Int) {
        self.init(capacity: capacity)
        bytes += magic
        string(identity)
    }

    /// The bytes with their SHA-1 after them: what `CacheReader(sealed:magic:identity:)` opens.
    package mutating func sealed() -> [UInt8] {
        bytes += ContentDigest.sha1(bytes)
        return bytes
    }
}

extension CacheReader where Bytes == ArraySlice<UInt8> {
    /// A reader of the entries of a sealed store, past its header; nil when the bytes are not
    /// whole (the SHA-1 is wrong), not of this kind (`magic`) or another binary's.
    package init?(sealed bytes: [UInt8], magic: [UInt8], identity: String) {
        guard bytes.count > magic.count + 20, bytes.starts(with: magic) else { return nil }
        let body = bytes[..<(bytes.count - 20)]
        guard ContentDigest.sha1(Array(body)) == Array(bytes[(bytes.count - 20)...]) else { return nil }
        self.init(body)
        offset = magic.count
        guard (try? string()) == identity else { return nil }
    }

    /// Whether every byte has been read (a sealed store's entries end where its SHA-1 begins).
    package var isAtEnd: Bool { offset == bytes.endIndex }
}

// MARK: - Entries

extension CacheWriter {
    /// One file's parse. Paths are not stored (an entry serves any file with the same bytes
    /// and kind); the reader stamps the file's path on what it returns.
    mutating func parsedFile(_ parsed: ParsedFile) {
        if let record = parsed.record {
            bytes.append(1)
            self.record(record)
        } else {
            bytes.append(0)
        }
        string(parsed.body)
        varint(parsed.bodyLine)
        varint(parsed.diagnostics.count)
        for diagnostic in parsed.diagnostics { self.diagnostic(diagnostic) }
        varint(parsed.privacy.count)
        for finding in parsed.privacy {
            switch finding.kind {
            case .contactKey(let key):
                bytes.append(0)
                string(key)
            case .contactLike(let field, let what):
                bytes.append(1)
                string(field)
                string(what)
            }
            location(finding.location)
        }
    }

    /// A diagnostic without its file (the reader names it: `CacheReader.diagnostic(file:)`).
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        varint(RuleID.allCases.firstIndex(of: diagnostic.rule)!)
        bytes.append(diagnostic.severity == .error ? 0 : 1)
        location(diagnostic.location)
        string(diagnostic.message)
    }

    package mutating func record(_ record: DecodedRecord) {
        location(record.location)
        bytes.append(record.isIncomplete ? 1 : 0)
        let rejected = record.rejected.sorted()
        varint(rejected.count)
        for key in rejected { fieldName(key, code: FieldVocabulary.code(of: key)) }
        varint(record.fields.count)
        for (key, code, value) in record.fields.coded {
            fieldName(key, code: code)
            field(value)
        }
    }

    /// A field name by its code in the vocabulary; a name outside it (code 0) is written out.
    mutating func fieldName(_ name: String, code: UInt16) {
        varint(Int(code))
        if code == 0 { string(name) }
    }

    mutating func field(_ field: DecodedRecord.Field) {
        location(field.location)
        location(field.keyLocation)
        switch field.value {
        case .string(let text): bytes.append(0); string(text)
        case .day(let day): bytes.append(1); signed(day.ordinal)
        case .integer(let value): bytes.append(2); signed(value)
        case .bool(let value): bytes.append(value ? 4 : 3)
        case .list(let items):
            bytes.append(5)
            varint(items.count)
            for item in items { self.field(item) }
        case .object(let record): bytes.append(6); self.record(record)
        case .closedRange(let range): bytes.append(7); signed(range.lowerBound.ordinal); signed(range.upperBound.ordinal)
        }
    }
}

extension CacheReader {
    mutating func parsedFile(path: String) throws -> ParsedFile {
        var parsed = ParsedFile()
        switch try byte() {
        case 0: break
        case 1: parsed.record = try record()
        default: throw Damaged()
        }
        parsed.body = try string()
        parsed.bodyLine = try varint()
        let diagnostics = try count()
        parsed.diagnostics.reserveCapacity(diagnostics)
        for _ in 0..<diagnostics { parsed.diagnostics.append(try diagnostic(file: path)) }
        let findings = try count()
        for _ in 0..<findings {
            let kind: PrivacyFinding.Kind
            switch try byte() {
            case 0: kind = .contactKey(try string())
            case 1: kind = .contactLike(field: try string(), what: try string())
            default: throw Damaged()
            }
            parsed.privacy.append(PrivacyFinding(kind: kind, file: path, location: try location()))
        }
        guard offset == bytes.endIndex else { throw Damaged() }
        return parsed
    }

    /// What `CacheWriter.diagnostic` wrote, as a diagnostic of `file`.
    mutating func diagnostic(file: String) throws -> Diagnostic {
        let rule = try varint()
        guard RuleID.allCases.indices.contains(rule) else { throw Damaged() }
        let severity: Severity = try byte() == 0 ? .error : .warning
        let place = try location()
        return Diagnostic(RuleID.allCases[rule], file, place, try string(), severity: severity)
    }

    mutating func record() throws -> DecodedRecord {
        var record = DecodedRecord(location: try location())
        record.isIncomplete = try byte() == 1
        let rejected = try count()
        for _ in 0..<rejected { record.rejected.insert(try fieldName().name) }
        let fields = try count()
        record.fields.reserveCapacity(fields)
        for _ in 0..<fields {
            let (code, name) = try fieldName()
            record.fields.append(code: code, name: name, try field())
        }
        return record
    }

    /// A field name's code and the name (written out only when outside the vocabulary).
    mutating func fieldName() throws -> (code: UInt16, name: String) {
        let code = try varint()
        if code == 0 { return (0, try string()) }
        guard let code = UInt16(exactly: code), let name = FieldVocabulary.name(of: code) else { throw Damaged() }
        return (code, name)
    }

    mutating func field() throws -> DecodedRecord.Field {
        let valueAt = try location()
        let keyAt = try location()
        let value: DecodedRecord.Value
        switch try byte() {
        case 0: value = .string(try string())
        case 1: value = .day(Day(ordinal: try signed()))
        case 2: value = .integer(try signed())
        case 3: value = .bool(false)
        case 4: value = .bool(true)
        case 5:
            let count = try count()
            var items = [DecodedRecord.Field]()
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try field()) }
            value = .list(items)
        case 6: value = .object(try record())
        case 7:
            let from = Day(ordinal: try signed()), to = Day(ordinal: try signed())
            guard from <= to else { throw Damaged() }
            value = .closedRange(from...to)
        default: throw Damaged()
        }
        return DecodedRecord.Field(value: value, location: valueAt, keyLocation: keyAt)
    }
}
