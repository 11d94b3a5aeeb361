import Foundation
import LibGenCore
import LibGenSupport

/// `libgen contacts move`: takes `email`, `phone` and `flat` out of every member
/// file (format-preserving: only those lines go) and into the private contacts
/// file, in one edit. Where the contacts file already has a different value for
/// a member the move is refused, so nothing anyone wrote is lost.
package struct ContactsMover {
    let session: EditSession
    /// The contacts file as the user named it: relative to the root, or absolute.
    let path: String

    package init(session: EditSession, path: String) {
        self.session = session
        self.path = path
    }

    package func move() throws -> (edit: LibraryEdit, moved: Int) {
        let library = session.library
        var contacts = try Self.entries(try session.text(ofFile: path), path: path)
        var edit = LibraryEdit(message: "Move members' contact details out of the repository")
        var moved = 0
        var movedIDs = [String]()
        var movedValues = [(file: String, value: String)]()
        var conflicts = [String]()
        for member in library.members {
            if let rejected = ContactField.allCases.first(where: { member.record.rejects($0.memberField) }) {
                throw EditError.refused("\(member.file): `\(rejected.rawValue)` is not valid, so it cannot be moved; correct it (libgen check says where) and run again")
            }
            guard let text = session.text(of: member.file) else { throw EditError.io("\(member.file): cannot read") }
            // (field, value, the key as written): `email`, `phone`, `flat`, and the same keys in
            // another letter case (`Phone`, `FLAT`), which `check` flags as contact details too.
            var present = ContactField.allCases.compactMap { field in
                member.record.string(field.memberField).map { (field.rawValue, $0.value, field.rawValue) }
            }
            if let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] {
                for (key, value) in object.sorted(by: { $0.key < $1.key }) where key != key.lowercased() {
                    guard let field = ContactField(rawValue: key.lowercased()) else { continue }
                    guard let value = value as? String else {
                        throw EditError.refused("\(member.file): `\(DiagnosticFormatter.visible(key))` is not text, so it cannot be moved; correct it and run again")
                    }
                    present.append((field.rawValue, value, key))
                }
            }
            guard !present.isEmpty else { continue }
            var editor = JSONEditor(text)
            var entry = contacts[member.id] ?? []
            for (field, value, key) in present {
                if let existing = entry.first(where: { $0.0 == field }) {
                    // Never the values themselves: this message reaches terminals and CI logs.
                    if existing.1 != value { conflicts.append("`\(member.id).\(field)` differs between \(member.file) and \(path)") }
                } else {
                    entry.append((field, value))
                }
                try editor.remove(key)
                movedValues.append((member.file, value))
            }
            contacts[member.id] = entry
            movedIDs.append(member.id)
            edit.write(member.file, editor.text)
            moved += 1
        }
        guard conflicts.isEmpty else {
            throw EditError.refused("the contacts file already has other values; make them agree, then run again:\n  " + conflicts.joined(separator: "\n  "))
        }
        guard moved > 0 else { throw EditError.refused("no member file holds `email`, `phone` or `flat`; nothing to move") }
        edit.writePrivate(path, try Self.written(contacts, changed: movedIDs, over: try session.text(ofFile: path)))
        if let ignore = try Self.gitignoreAdding(path, session: session) { edit.write(".gitignore", ignore) }
        edit.summary = "Moved the contact details of \(counted(moved, "member")) to \(path), which is never committed; keep a copy somewhere safe, "
            + "and in CI store it as the secret LIBGEN_CONTACTS."
        // The history matters only when a value was ever committed (asked of git with `log -S`:
        // the values go to git as arguments, never to any output).
        if movedValues.contains(where: { Self.committed($0.value, in: $0.file, root: session.root) }) {
            edit.summary! += "\nThe values are still in the repository's history: anyone with a clone can "
                + "read earlier versions of the member files. To remove them, rewrite the history (for example `git filter-repo --replace-text FILE`, "
                + "FILE listing each value), force-push, and ask everyone to clone again."
        } else {
            edit.summary! += "\nNone of them was ever committed, so the repository's history holds none."
        }
        return (edit, moved)
    }

    /// Was `value` ever in a committed version of `file` (`git log -S`)? False outside git.
    static func committed(_ value: String, in file: String, root: URL) -> Bool {
        guard let found = try? GitReader(root: root).run(["log", "--all", "--format=%H", "-1", "-S", value, "--", file]) else { return false }
        return !found.isEmpty
    }

    /// The root `.gitignore` with the contacts file added, when it lies inside the library
    /// (a root-relative path) and is not listed yet; nil otherwise.
    static func gitignoreAdding(_ path: String, session: EditSession) throws -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let text = try session.text(ofFile: ".gitignore") ?? ""
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let forms = path.contains("/") ? [path, "/" + path] : [path, "/" + path, "**/" + path]
        guard !lines.contains(where: { forms.contains($0) }) else { return nil }
        let entries = path == ContactsLoader.defaultName ? ignoredContactFiles : "/\(path)"
        return text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + "# members' private contact details: never committed\n\(entries)\n"
    }

    /// `.gitignore` lines for the contacts file and its copies: editors' backups and swap files
    /// (`contacts.json~`, `.contacts.json.swp`, `#contacts.json#`) and libgen's atomic-write
    /// temporary file (`.contacts.json.libgen-…`).
    static let ignoredContactFiles = "/contacts.json\ncontacts.json~\ncontacts.json.*\n.contacts.json.*\n\\#contacts.json#"

    /// The contacts file's entries: member id → (field, value) in file order.
    static func entries(_ text: String?, path: String) throws -> [String: [(String, String)]] {
        guard let text else { return [:] }
        guard case .success(let node) = JSONReader.parse(Array(text.utf8)), let entries = node.members else {
            throw EditError.refused("\(path) is not a JSON object of member ids; fix it (libgen check --contacts \(path) says where) and run again")
        }
        var contacts = [String: [(String, String)]]()
        for entry in entries {
            guard let fields = entry.value.members else {
                throw EditError.refused("\(path): the entry for \"\(entry.key)\" is not an object; fix it (libgen check says where) and run again")
            }
            contacts[entry.key] = try fields.map { field in
                guard case .string(let value) = field.value.value else {
                    throw EditError.refused("\(path): \(entry.key).\(field.key) is not a string; fix it (libgen check says where) and run again")
                }
                return (field.key, value)
            }
        }
        return contacts
    }

    /// The file, members by id and fields in FORMAT.md's order.
    static func fileText(_ contacts: [String: [(String, String)]]) -> String {
        let order = Dictionary(uniqueKeysWithValues: Schemas.contactFields.enumerated().map { ($1, $0) })
        return JSONValue.object(contacts.keys.sorted().map { id in
            (id, .object(contacts[id]!.sorted { (order[$0.0] ?? 9, $0.0) < (order[$1.0] ?? 9, $1.0) }.map { ($0.0, .string($0.1)) }))
        }).fileText
    }

    /// Adds a new member's contact details to the contacts file (for `add member` in a public repository).
    static func adding(_ id: String, _ fields: [(String, String)], session: EditSession, path: String) throws -> String {
        let text = try session.text(ofFile: path)
        var contacts = try entries(text, path: path)
        if contacts[id] != nil { throw EditError.refused("\(path) already has contact details for \"\(id)\"") }
        contacts[id] = fields
        return try written(contacts, changed: [id], over: text)
    }

    /// The contacts file with the entries of `changed` written: a new file in FORMAT.md's order,
    /// or the existing one edited in place — its members, fields and style as they were, a new
    /// member added at its end (CLI.md: writes keep the file's key order and style).
    static func written(_ contacts: [String: [(String, String)]], changed: [String], over text: String?) throws -> String {
        guard let text else { return fileText(contacts) }
        var editor = JSONEditor(text)
        for id in changed {
            try editor.set(id, .object(contacts[id]!.map { ($0.0, .string($0.1)) }))
        }
        return editor.text
    }
}

extension ContactsLoader {
    /// Where an edit writes the contacts file: the named file (relative to the current folder,
    /// as for reading) or `contacts.json` at the root; relative to the root when inside it.
    /// Never under `content/`, whose every file is published with the repository.
    package static func pathForWriting(root: URL, option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let named = option ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let file = (named.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(defaultName)).standardizedFileURL.path
        let base = root.standardizedFileURL.path
        // Its folder as the file system finds it, links followed: `clink/contacts.json`, where
        // `clink` links to content/, would land there all the same.
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().resolvingSymlinksInPath().path
        let content = root.appendingPathComponent("content").resolvingSymlinksInPath().path
        if file.hasPrefix(base + "/content/") || folder == content || folder.hasPrefix(content + "/") {
            throw EditError.refused("the contacts file must not be under content/: everything there is published with the repository")
        }
        return file.hasPrefix(base + "/") ? String(file.dropFirst(base.count + 1)) : file
    }
}
