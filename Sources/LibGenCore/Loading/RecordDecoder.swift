import Foundation
import LibGenSupport

/// Checks a parsed JSON object or front matter against a `RecordSchema`,
/// reporting `field.*`, `date.invalid` and `isbn.invalid`, and returning the
/// fields that are usable. It never stops at the first problem.
package struct RecordDecoder {
    let file: String
    /// True for YAML front matter, where a bare scalar may stand for a string
    /// (`title: 1984`, `isbn: 9780441013593`).
    let isYAML: Bool
    private(set) var diagnostics: [Diagnostic] = []
    /// Contact keys and contact-like values seen in a content file (not for the contacts file itself).
    private(set) var privacy: [PrivacyFinding] = []
    /// Scan for privacy findings: true for files under `content/`.
    var scansPrivacy = true
    /// Never quote a value in a diagnostic (the private contacts file: its values are contact details).
    var redactsValues = false

    package init(file: String, isYAML: Bool) {
        self.file = file
        self.isYAML = isYAML
    }

    /// Decodes `node`, which must be an object.
    package mutating func decode(_ node: SourceNode, as schema: RecordSchema, path: String = "") -> DecodedRecord {
        var record = DecodedRecord(location: node.location)
        guard let members = node.members else {
            let what = path.isEmpty ? "the file" : "`\(path)`"
            let container = isYAML ? "YAML `key: value` lines holding the \(schema.name)'s fields" : "a JSON object ({ … }) holding the \(schema.name)'s fields"
            report(.fieldType, node.location, "\(path.isEmpty && isYAML ? "the front matter" : what) must be \(path.isEmpty ? container : "an object"), not \(node.kindName)")
            record.isIncomplete = true
            return record
        }
        let fields = schema.fields
        for member in members {
            let qualified = path.isEmpty ? member.key : "\(path).\(member.key)"
            // By place, the spec read where it is (a copy of each was four strings retained and released).
            let index = fields.firstIndex { $0.name == member.key }
            let isContactKey = index.map { fields[$0].isContactKey } ?? PrivacyScan.contactKeys.contains(member.key.lowercased())
            if scansPrivacy, isContactKey, !PrivacyScan.isExempt(qualified) {
                privacy.append(PrivacyFinding(kind: .contactKey(member.key), file: file, location: member.value.location))
            }
            guard let index else {
                let hint = Suggestion.hint(for: member.key, among: schema.fields.map(\.name))
                if redactsValues {
                    // The contacts file: a key may be a contact detail written in the wrong place,
                    // so it is not quoted; where it is says enough to find it.
                    report(.fieldUnknown, member.keyLocation, "an unknown field in this \(schema.name) (the name is not shown: it may be a contact detail); the fields are \(schema.fields.map { "`\($0.name)`" }.joined(separator: ", ")); it is ignored")
                } else {
                    report(.fieldUnknown, member.keyLocation, "unknown field `\(qualified)` in this \(schema.name)\(hint); it is ignored")
                }
                if scansPrivacy { scanContactKeys(in: member.value, path: qualified) }
                continue
            }
            if case .null = member.value.value {
                if fields[index].required {
                    report(.fieldMissing, member.keyLocation, "`\(qualified)` has no value; it is required")
                    record.isIncomplete = true
                }
                continue
            }
            let errorsBefore = errorCount
            if let value = decodeValue(member.value, as: fields[index].type, name: qualified) {
                record.fields.set(member.key, code: fields[index].code,
                                  DecodedRecord.Field(value: value, location: member.value.location, keyLocation: member.keyLocation))
            } else if fields[index].required {
                record.isIncomplete = true
            }
            // A value written but (in part) unusable: rules that ask whether a field is present count it.
            if errorCount > errorsBefore { record.rejected.insert(member.key) }
        }
        for spec in fields where spec.required && !members.contains(where: { $0.key == spec.name }) {
            if schema.fields.contains(where: { alternative in alternative.standsFor == spec.name && members.contains { $0.key == alternative.name } }) { continue }
            let qualified = path.isEmpty ? spec.name : "\(path).\(spec.name)"
            report(.fieldMissing, node.location, "the required field `\(qualified)` is missing; add it (\(spec.summary))")
            record.isIncomplete = true
        }
        return record
    }

    private var errorCount = 0

    /// A contact key anywhere inside a value no schema describes (an unknown field's object, or
    /// the objects of its list): ignored as a field, it is still in the file (FORMAT.md,
    /// `privacy.contact-in-repo`: "in any file under `content/`").
    private mutating func scanContactKeys(in node: SourceNode, path: String) {
        switch node.value {
        case .object(let members):
            for member in members {
                let qualified = "\(path).\(member.key)"
                if PrivacyScan.contactKeys.contains(member.key.lowercased()), !PrivacyScan.isExempt(qualified) {
                    privacy.append(PrivacyFinding(kind: .contactKey(member.key), file: file, location: member.value.location))
                }
                scanContactKeys(in: member.value, path: qualified)
            }
        case .array(let items):
            for item in items { scanContactKeys(in: item, path: path) }
        default:
            break
        }
    }

    mutating func report(_ rule: RuleID, _ location: SourceLocation, _ message: String) {
        if rule.severity == .error { errorCount += 1 }
        diagnostics.append(Diagnostic(rule, file, location, message))
    }

    /// The text of a scalar that may stand for a string here.
    private func text(of node: SourceNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .integer, .number, .bool: return isYAML ? node.plainText : nil
        default: return nil
        }
    }

    private mutating func decodeValue(_ node: SourceNode, as type: FieldType, name: String) -> DecodedRecord.Value? {
        switch type {
        case .string(let allowEmpty, let maxLength, let multiline):
            guard let text = text(of: node) else { return typeMismatch(node, name, "a string") }
            guard checkText(text, node, name, multiline: multiline) else { return nil }
            if !allowEmpty && text.allSatisfy(\.isWhitespace) {
                report(.fieldValue, node.location, "`\(name)` is empty; give it a value or remove the field")
                return nil
            }
            if let length = FieldType.excessLength(of: text, limit: maxLength) {
                report(.fieldValue, node.location, "`\(name)` is \(length) characters long; at most \(maxLength) are allowed, so shorten it")
                return nil
            }
            return .string(text)
        case .markdown:
            guard let text = text(of: node) else { return typeMismatch(node, name, "a string") }
            guard checkText(text, node, name, multiline: true) else { return nil }
            if text.utf8.count > FieldType.maxMarkdownBytes {
                report(.fieldValue, node.location, "`\(name)` is \(text.utf8.count) bytes long; at most \(FieldType.maxMarkdownBytes) are allowed, so shorten it")
                return nil
            }
            if let (_, problem) = MarkdownLimits.problem(in: text) {
                report(.fieldValue, node.location, "`\(name)` " + problem)
                return nil
            }
            return .string(text)
        case .email, .phone, .login, .mailbox:
            guard let text = text(of: node) else { return typeMismatch(node, name, "a string") }
            guard checkText(text, node, name, multiline: false) else { return nil }
            switch type {
            // Contact details are never quoted back: diagnostics reach CI logs and annotations.
            case .email where !ContactFormat.isEmail(text):
                report(.fieldValue, node.location, "`\(name)` is not an e-mail address; write it like ravi@example.org")
            case .phone where !ContactFormat.isPhone(text):
                report(.fieldValue, node.location, "`\(name)` is not a phone number; write at least 6 digits, like +91 98200 11111")
            case .login where !ContactFormat.isLogin(text):
                report(.fieldValue, node.location, "`\(name)` is \"\(text.prefix(100))\", which is not a GitHub login; use letters, digits and single hyphens (at most 39), without the @")
            case .mailbox where ContactFormat.mailboxAddress(text) == nil:
                report(.fieldValue, node.location, "`\(name)` is \"\(text.prefix(100))\", which is not a mailbox; write it like Green Acres Book Circle <books@example.org>")
            default:
                return .string(text)
            }
            return nil
        case .date:
            guard case .string(let text) = node.value else {
                if isYAML, let plain = node.plainText { return decodeDate(plain, node, name) }
                return typeMismatch(node, name, "a date written \"YYYY-MM-DD\"")
            }
            return decodeDate(text, node, name)
        case .integer(let minimum):
            guard case .integer(let value) = node.value else {
                if case .number(let number) = node.value, number.isFinite, number == number.rounded(), abs(number) < 1e15 {
                    return checkMinimum(Int(number), minimum, node, name)
                }
                return typeMismatch(node, name, "a whole number")
            }
            return checkMinimum(value, minimum, node, name)
        case .boolean:
            if case .bool(let value) = node.value { return .bool(value) }
            // People write YAML 1.1 booleans in front matter; accept them there.
            if isYAML, case .string(let text) = node.value, node.plainText != nil {
                switch text.lowercased() {
                case "yes", "on": return .bool(true)
                case "no", "off": return .bool(false)
                default: break
                }
            }
            return typeMismatch(node, name, "true or false")
        case .choice(let options):
            guard let text = text(of: node) else { return typeMismatch(node, name, "one of \(options.joined(separator: ", "))") }
            guard options.contains(text) else {
                let hint = Suggestion.hint(for: text, among: options)
                report(.fieldValue, node.location, "`\(name)` is \"\(text)\", which is not allowed\(hint); use one of: \(options.joined(separator: ", "))")
                return nil
            }
            return .string(text)
        case .list(let elementType, let minimumCount):
            guard case .array(let elements) = node.value else {
                return typeMismatch(node, name, "a list ([ … ])")
            }
            var decoded = [DecodedRecord.Field]()
            var failed = false
            for (offset, element) in elements.enumerated() {
                if let value = decodeValue(element, as: elementType, name: "\(name)[\(offset)]") {
                    decoded.append(DecodedRecord.Field(value: value, location: element.location, keyLocation: element.location))
                } else {
                    failed = true
                }
            }
            if elements.count < minimumCount {
                report(.fieldValue, node.location, "`\(name)` is empty; it needs at least \(minimumCount) entr\(minimumCount == 1 ? "y" : "ies")")
                return nil
            }
            return failed && decoded.isEmpty && !elements.isEmpty ? nil : .list(decoded)
        case .object(let schema):
            let record = decode(node, as: schema, path: name)
            return node.members == nil ? nil : .object(record)
        case .url:
            guard let text = text(of: node) else { return typeMismatch(node, name, "an absolute URL") }
            guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty else {
                report(.fieldValue, node.location, "`\(name)` is \"\(text)\", which is not an absolute http(s) URL; write it like https://example.org/library")
                return nil
            }
            // The site's and the repository's addresses have paths added to them (`books/dune/`,
            // `issues/new`): after a `?` or `#` those would land in the query or the fragment.
            if components.query != nil || components.fragment != nil {
                report(.fieldValue, node.location, "`\(name)` is \"\(text)\", which has a \(components.query != nil ? "query (?…)" : "fragment (#…)"); write the address alone, like https://example.org/library")
                return nil
            }
            return .string(text)
        case .timeZone:
            guard let text = text(of: node) else { return typeMismatch(node, name, "an IANA time zone name") }
            guard TimeZoneName.isValid(text) else {
                report(.fieldValue, node.location, "`\(name)` is \"\(text)\", which is not an IANA time zone; write it like \"Asia/Kolkata\" or \"Europe/London\"")
                return nil
            }
            return .string(text)
        case .timeOfDay:
            guard let text = text(of: node) else { return typeMismatch(node, name, "a time of day written \"HH:MM:SS\"") }
            guard TimeOfDay.seconds(text) != nil else {
                report(.fieldValue, node.location, "`\(name)` is \"\(text.prefix(40))\", which is not a time of day; write it as HH:MM:SS (24-hour), like \"18:05:30\"")
                return nil
            }
            return .string(text)
        case .isbn:
            let raw: String
            if case .integer = node.value, let plain = node.plainText { raw = plain } else if let text = text(of: node) { raw = text } else {
                return typeMismatch(node, name, "an ISBN")
            }
            if let problem = ISBN.problem(with: raw) {
                report(.isbnInvalid, node.location, "`\(name)` \"\(raw)\" is not a valid ISBN: \(problem)")
                return nil
            }
            return .string(raw)
        case .closedDay:
            if case .object = node.value {
                let record = decode(node, as: Schemas.closedRange, path: name)
                guard let from = record.day(ClosedRangeField.from), let to = record.day(ClosedRangeField.to) else { return nil }
                guard from.value <= to.value else {
                    report(.fieldValue, to.location, "`\(name).to` (\(to.value)) is before `from` (\(from.value)); swap them")
                    return nil
                }
                return .closedRange(from.value...to.value)
            }
            guard case .string(let text) = node.value else {
                if isYAML, let plain = node.plainText, let day = Day(string: plain) { return .closedRange(day...day) }
                return typeMismatch(node, name, "a date \"YYYY-MM-DD\" or {\"from\": …, \"to\": …}")
            }
            guard case .day(let day)? = decodeDate(text, node, name) else { return nil }
            return .closedRange(day...day)
        }
    }

    /// No control characters (one line: none at all; Markdown and notes: tabs and line breaks
    /// only), and, in free text of a content file, note what looks like a contact detail.
    private mutating func checkText(_ text: String, _ node: SourceNode, _ name: String, multiline: Bool) -> Bool {
        if let control = PrivacyScan.firstControl(in: text, multiline: multiline) {
            report(.fieldValue, node.location, "`\(name)` holds a control character (\(control)), which is never allowed\(multiline ? " except tabs and line breaks" : " in a one-line field"); remove it")
            return false
        }
        if scansPrivacy, !PrivacyScan.isExempt(name) {
            if PrivacyScan.freeTextFields.contains(Self.fieldName(of: name)), let what = PrivacyScan.contactLike(text) {
                privacy.append(PrivacyFinding(kind: .contactLike(field: name, what: what), file: file, location: node.location))
            }
        }
        return true
    }

    /// `society.name` → `name`, `authors[0]` → `authors`: the last non-empty part between dots,
    /// up to a `[`. Over the bytes, and the path itself when it is one part (almost always): a
    /// split into an array was made for every text field of 112,000 files.
    static func fieldName(of path: String) -> String {
        let utf8 = path.utf8, dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        // Empty, or dots only: no part at all; then the whole path up to a `[`.
        guard end > utf8.startIndex else { return String(path.prefix { $0 != "[" }) }
        let start = utf8[..<end].lastIndex(of: dot).map { utf8.index(after: $0) } ?? utf8.startIndex
        let cut = utf8[start..<end].firstIndex(of: UInt8(ascii: "[")) ?? end
        if start == utf8.startIndex, cut == utf8.endIndex { return path }
        return String(path[start..<cut])
    }

    private mutating func decodeDate(_ text: String, _ node: SourceNode, _ name: String) -> DecodedRecord.Value? {
        if let day = Day(string: text) { return .day(day) }
        if DayText.hasDateShape(text) {
            report(.dateInvalid, node.location, "`\(name)` is \"\(text)\", which is not a real date; check the month and day")
        } else {
            report(.dateInvalid, node.location, "`\(name)` is \"\(text)\", which is not a date; write it as YYYY-MM-DD")
        }
        return nil
    }

    private mutating func checkMinimum(_ value: Int, _ minimum: Int?, _ node: SourceNode, _ name: String) -> DecodedRecord.Value? {
        if let minimum, value < minimum {
            report(.fieldValue, node.location, "`\(name)` is \(value); it must be at least \(minimum)")
            return nil
        }
        return .integer(value)
    }

    private mutating func typeMismatch(_ node: SourceNode, _ name: String, _ expected: String) -> DecodedRecord.Value? {
        var found = node.kindName
        if !redactsValues {
            if case .string(let text) = node.value { found = "the string \"\(String(text.prefix(40)).escapingControlCharacters)\"" }
            if case .number = node.value, let text = node.plainText { found = text }
        }
        report(.fieldType, node.location, "`\(name)` must be \(expected), not \(found)")
        return nil
    }
}

enum DayText {
    /// `NNNN-NN-NN`: shaped like a date, so a failure means an impossible day.
    static func hasDateShape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 { if byte != UInt8(ascii: "-") { return false } } else if !(48...57).contains(byte) { return false }
        }
        return true
    }
}

/// Validates IANA zone names once each.
enum TimeZoneName {
    static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, TimeZone(identifier: name) != nil else { return false }
        // Foundation also accepts abbreviations and offsets ("GMT+5"); FORMAT.md asks for IANA names.
        return name == "UTC" || name.contains("/") || TimeZone.knownTimeZoneIdentifiers.contains(name)
    }
}
