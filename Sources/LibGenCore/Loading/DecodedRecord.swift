/// A record's fields after type checking, each with where it was written.
package struct DecodedRecord: Sendable {
    /// Only an object is boxed (a record within a record): boxing every value was an allocation
    /// for each field of each of 100,000 loans.
    package enum Value: Sendable {
        case string(String)
        case day(Day)
        case integer(Int)
        case bool(Bool)
        case list([Field])
        indirect case object(DecodedRecord)
        case closedRange(ClosedRange<Day>)
    }

    package struct Field: Sendable {
        package var value: Value
        package var location: SourceLocation
        package var keyLocation: SourceLocation
    }

    /// The usable fields by name, in the order they were written.
    package var fields = Fields()
    /// Where the object starts; the location of problems with the whole record.
    package var location: SourceLocation
    /// True when a required field is absent or unusable: such a record is known
    /// to exist (so references to it resolve) but takes no part in the ledger.
    package var isIncomplete = false
    /// Keys whose value was written but rejected (wrong type, invalid date, …), wholly or in part.
    package var rejected: Set<String> = []

    init(location: SourceLocation) { self.location = location }

    /// A record's fields by name: a list searched in order, not a dictionary. A record has a
    /// few (a loan about eight), and hashing a name for every field set and every field a typed
    /// record asks for was most of what making 100,000 loans from the parse cache cost. Each
    /// name keeps its place in the field vocabulary (`FieldVocabulary`), so that the parse cache
    /// stores a number for it and a loan tells its fields apart without comparing names.
    package struct Fields: Sendable, Sequence {
        private var entries: [(name: String, code: UInt16, field: Field)] = []

        package subscript(name: String) -> Field? {
            get {
                // By place: a loop over the entries copied each field it passed.
                for index in entries.indices where entries[index].name == name { return entries[index].field }
                return nil
            }
            set {
                if let index = entries.firstIndex(where: { $0.name == name }) {
                    if let newValue { entries[index].field = newValue } else { entries.remove(at: index) }
                } else if let newValue {
                    entries.append((name, FieldVocabulary.code(of: name), newValue))
                }
            }
        }

        /// `self[name] = field`, with the name's place in the vocabulary already known.
        mutating func set(_ name: String, code: UInt16, _ field: Field) {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                entries[index].field = field
            } else {
                entries.append((name, code, field))
            }
        }

        /// Adds a field whose name is not there yet (the parse cache's entries name each once),
        /// by its place in the vocabulary (0: a name outside it, given as `name`).
        mutating func append(code: UInt16, name: String, _ field: Field) { entries.append((name, code, field)) }

        package var count: Int { entries.count }
        mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

        package func makeIterator() -> some IteratorProtocol<(name: String, field: Field)> {
            entries.lazy.map { (name: $0.name, field: $0.field) }.makeIterator()
        }

        /// Each field with its place in the vocabulary (0: outside it), in the order written.
        var coded: some Sequence<(name: String, code: UInt16, field: Field)> { entries }
    }

    /// The location of a field's value, or of the record when it is absent.
    func location<Key: FieldKey>(of key: Key) -> SourceLocation { fields[key.rawValue]?.location ?? location }

    /// The field written under `key`, decoded or not (`nil` when absent or rejected).
    subscript<Key: FieldKey>(_ key: Key) -> Field? { fields[key.rawValue] }

    /// Was `key` written with a value that was rejected (wrong type, invalid date, …)?
    package func rejects<Key: FieldKey>(_ key: Key) -> Bool { rejected.contains(key.rawValue) }

    package func string<Key: FieldKey>(_ key: Key) -> Located<String>? { string(key.rawValue) }
    func day<Key: FieldKey>(_ key: Key) -> Located<Day>? { day(key.rawValue) }
    func integer<Key: FieldKey>(_ key: Key) -> Int? { integer(key.rawValue) }
    func bool<Key: FieldKey>(_ key: Key) -> Bool? { bool(key.rawValue) }
    func object<Key: FieldKey>(_ key: Key) -> DecodedRecord? { object(key.rawValue) }
    func list<Key: FieldKey>(_ key: Key) -> [Field]? { list(key.rawValue) }
    func strings<Key: FieldKey>(_ key: Key) -> [Located<String>]? { strings(key.rawValue) }
    func days<Key: FieldKey>(_ key: Key) -> [Located<Day>]? { days(key.rawValue) }

    private func string(_ name: String) -> Located<String>? {
        guard let field = fields[name], case .string(let text) = field.value else { return nil }
        return Located(text, at: field.location)
    }

    private func day(_ name: String) -> Located<Day>? {
        guard let field = fields[name], case .day(let day) = field.value else { return nil }
        return Located(day, at: field.location)
    }

    private func integer(_ name: String) -> Int? {
        guard let field = fields[name], case .integer(let value) = field.value else { return nil }
        return value
    }

    private func bool(_ name: String) -> Bool? {
        guard let field = fields[name], case .bool(let value) = field.value else { return nil }
        return value
    }

    private func object(_ name: String) -> DecodedRecord? {
        guard let field = fields[name], case .object(let record) = field.value else { return nil }
        return record
    }

    private func list(_ name: String) -> [Field]? {
        guard let field = fields[name], case .list(let elements) = field.value else { return nil }
        return elements
    }

    private func strings(_ name: String) -> [Located<String>]? {
        list(name)?.compactMap { element in
            if case .string(let text) = element.value { return Located(text, at: element.location) }
            return nil
        }
    }

    private func days(_ name: String) -> [Located<Day>]? {
        list(name)?.compactMap { element in
            if case .day(let day) = element.value { return Located(day, at: element.location) }
            return nil
        }
    }
}

/// Every field name of every record kind, in byte order: a field's code is its place here plus
/// one (0 stands for a name outside it). Derived from the key types, so it follows the
/// vocabulary; the parse cache stores codes, and its entries are salted with the binary, so a
/// binary with another vocabulary never reads them.
enum FieldVocabulary {
    static let names: [String] = {
        let all: [any FieldKey.Type] = [LibraryField.self, SocietyField.self, ClosedRangeField.self, PolicyField.self, PrivacyField.self,
                                        RemindersField.self, ForgeField.self, DeskField.self, ContactField.self, MemberField.self,
                                        BookField.self, LoanField.self, SwapField.self, PageField.self]
        func names<Key: FieldKey>(_ type: Key.Type) -> [String] { Key.allCases.map(\.rawValue) }
        return Set(all.flatMap { names($0) }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }()

    private static let codes: [String: UInt16] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt16($0 + 1)) })

    /// The code of `name` (0 when no record kind has such a field).
    static func code(of name: String) -> UInt16 { codes[name] ?? 0 }

    /// The name of a code other than 0 (nil when there is no such code).
    static func name(of code: UInt16) -> String? { code > 0 && Int(code) <= names.count ? names[Int(code) - 1] : nil }

    /// For each code, the key of type `Key` it names (nil: not a field of that kind).
    static func table<Key: FieldKey>(of type: Key.Type) -> [Key?] { [nil] + names.map { Key(rawValue: $0) } }
}
