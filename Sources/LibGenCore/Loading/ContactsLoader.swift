import Foundation
import LibGenSupport
import Synchronization

/// The private contacts file (FORMAT.md): `{"ravi": {"email": …, "phone": …, "flat": …}}`,
/// outside `content/` and never committed. Found through `--contacts FILE`, else the
/// environment variable `LIBGEN_CONTACTS`, else `contacts.json` at the library root.
package struct ContactsLoader {
    package static let environmentVariable = "LIBGEN_CONTACTS"
    package static let defaultName = "contacts.json"

    /// The file as the user named it (diagnostics carry this path) and where it is.
    struct Location: Sendable, Equatable {
        var shown: String
        var url: URL
    }

    /// Where the contacts file is, or nil when none is named and the root has none.
    /// A file named by option or environment must exist (`LoadError.unreadable` otherwise).
    static func locate(root: URL, option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Location? {
        if let named = option ?? environment[environmentVariable].flatMap({ $0.isEmpty ? nil : $0 }) {
            let url = URL(fileURLWithPath: named)
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw LoadError.unreadable(path: named, reason: "the contacts file does not exist or cannot be read")
            }
            return Location(shown: named, url: url)
        }
        let url = root.appendingPathComponent(defaultName)
        return FileManager.default.fileExists(atPath: url.path) ? Location(shown: defaultName, url: url) : nil
    }

    /// Reads and validates the file; contacts for unknown members are `ref.unknown` and kept out.
    static func load(_ location: Location, memberIDs: Set<String>) throws -> (contacts: [String: Contact], diagnostics: [Diagnostic]) {
        var problem: Diagnostic?
        let directory = location.url.deletingLastPathComponent().path
        let read: String?
        do {
            read = try ContentLoader.readText(root: directory, relative: location.url.lastPathComponent, problem: &problem)
        } catch LoadError.unreadable(_, let reason) {
            // Named as the user named it (`--contacts /dev/zero`, not `zero`).
            throw LoadError.unreadable(path: location.shown, reason: reason)
        }
        guard let text = read else {
            return ([:], problem.map { [Diagnostic($0.rule, location.shown, $0.location, $0.message)] } ?? [])
        }
        // `serve` reads the same file after every change: the same text for the same members
        // gives what it gave last time (decoding 2,000 contacts took ~20 ms of each rebuild).
        if let last = last.withLock({ $0 }), last.location == location, last.text == text, last.memberIDs == memberIDs { return last.result }
        let result = decode(text, location, memberIDs: memberIDs)
        last.withLock { $0 = (location, text, memberIDs, result) }
        return result
    }

    private static let last = Mutex<(location: Location, text: String, memberIDs: Set<String>,
                                     result: (contacts: [String: Contact], diagnostics: [Diagnostic]))?>(nil)

    private static func decode(_ text: String, _ location: Location, memberIDs: Set<String>) -> (contacts: [String: Contact], diagnostics: [Diagnostic]) {
        let node: SourceNode
        switch JSONReader.parse(Array(text.utf8)) {
        case .success(let parsed): node = parsed
        case .failure(let failure):
            // JSONReader's words may quote the text near the mistake: here that is a contact detail.
            return ([:], [Diagnostic(.parseJSON, location.shown, failure.location,
                "invalid JSON at line \(failure.location.line), column \(failure.location.column); correct it there (the text is not shown: it holds private contact details)")])
        }
        var decoder = RecordDecoder(file: location.shown, isYAML: false)
        decoder.scansPrivacy = false
        decoder.redactsValues = true
        guard let entries = node.members else {
            decoder.report(.fieldType, node.location, "the contacts file must be a JSON object of member ids, like {\"ravi\": {\"email\": \"ravi@example.org\"}}, not \(node.kindName)")
            return ([:], decoder.diagnostics)
        }
        var contacts = [String: Contact]()
        let known = memberIDs.sorted()
        for entry in entries {
            // The key is not quoted in any message: it may be a contact detail written by mistake.
            // An entry that is no member's is said once, as that (its values are nobody's: not judged).
            guard memberIDs.contains(entry.key) else {
                let hint = RecordID.isValid(entry.key) ? Suggestion.hint(for: entry.key, among: known) : ""
                decoder.report(.refUnknown, entry.keyLocation,
                    "this entry is not keyed by a member's id\(hint); key each entry by the id of a file in content/members/")
                continue
            }
            let record = decoder.decode(entry.value, as: Schemas.contact, path: entry.key)
            guard entry.value.members != nil else { continue }
            contacts[entry.key] = Contact(email: record.string(ContactField.email)?.value, phone: record.string(ContactField.phone)?.value, flat: record.string(ContactField.flat)?.value)
        }
        return (contacts, decoder.diagnostics)
    }
}
