import LibGenCore
import LibGenSupport

/// `libgen add book` and `libgen add member`: new records, written in the
/// shape people write them by hand.
package struct RecordAdder {
    let session: EditSession
    var library: Library { session.library }

    package init(session: EditSession) { self.session = session }

    package struct BookFields {
        package var id: String?
        var title: String
        var authors: [String]
        var owner: String
        var added: Day
        package var isbn: String?
        package var genres: [String] = []
        package var publisher: String?
        package var year: Int?
        package var pages: Int?
        package var language: String?
        package var condition: String?
        package var description: String?
        package var cover: String?
        package var featured = false
        /// A second copy of a book the owner shares already (same title and authors) is meant.
        package var copy = false

        package init(title: String, authors: [String], owner: String, added: Day) {
            self.title = title
            self.authors = authors
            self.owner = owner
            self.added = added
        }
    }

    package func book(_ fields: BookFields) throws -> LibraryEdit {
        let id = fields.id ?? Self.uniqueID(Slug.make(fields.title), taken: library.bookIDs)
        if library.bookIDs.contains(id) { throw EditError.refused("a book \"\(id)\" exists already; pass another --id") }
        var lines = ["---", "title: " + FrontMatterEditor.scalar(fields.title)]
        lines.append(fields.authors.count == 1 ? "author: " + FrontMatterEditor.scalar(fields.authors[0])
                                               : "authors:\n" + fields.authors.map { "  - " + FrontMatterEditor.scalar($0) }.joined(separator: "\n"))
        let owner = fields.owner == Library.libraryID ? fields.owner : try session.finder.member(fields.owner).id
        // The same book added twice by mistake (a form sent twice, a command run again) would be a
        // second copy in silence: said, unless a second copy is meant.
        let key = { (title: String, authors: [String]) in ([title] + authors).map { SortKey.key($0) } }
        if !fields.copy, fields.id == nil,
           let twin = library.books.first(where: { $0.owner.value == owner && key($0.title, $0.authors) == key(fields.title, fields.authors) }) {
            throw EditError.refused("\(owner == Library.libraryID ? "the library" : library.member(owner)?.name ?? owner) shares \"\(twin.title)\" already (\(twin.file)); to add a second copy, pass --copy")
        }
        lines += ["owner: " + owner, "added: \(fields.added)"]
        if let isbn = fields.isbn { lines.append("isbn: " + JSONWriter.quote(isbn)) }
        if let publisher = fields.publisher { lines.append("publisher: " + FrontMatterEditor.scalar(publisher)) }
        if let year = fields.year { lines.append("year: \(year)") }
        if let pages = fields.pages { lines.append("pages: \(pages)") }
        if let language = fields.language { lines.append("language: " + FrontMatterEditor.scalar(language)) }
        if let condition = fields.condition { lines.append("condition: " + condition) }
        if !fields.genres.isEmpty { lines.append("genres: [" + fields.genres.map(FrontMatterEditor.scalar).joined(separator: ", ") + "]") }
        if let cover = fields.cover { lines.append("cover: " + FrontMatterEditor.scalar(cover)) }
        if fields.featured { lines.append("featured: true") }
        lines.append("---")
        let body = fields.description.map { "\n" + $0 + "\n" } ?? ""
        var edit = LibraryEdit(message: "Add \"\(fields.title)\" to the library")
        edit.write("content/books/\(id).md", lines.joined(separator: "\n") + "\n" + body)
        edit.summary = "Added \"\(fields.title)\" (\(id)), shared by " + (owner == Library.libraryID ? "the library" : library.member(owner)?.name ?? owner)
        return edit
    }

    package struct MemberFields {
        var id: String
        var name: String
        var joined: Day
        package var displayName: String?
        package var block: String?
        package var flat: String?
        package var email: String?
        package var phone: String?
        package var github: String?
        /// Where contact details go in a public repository (relative to the root, or absolute).
        package var contactsPath = ContactsLoader.defaultName

        package init(id: String, name: String, joined: Day) {
            self.id = id
            self.name = name
            self.joined = joined
        }
    }

    package func member(_ fields: MemberFields) throws -> LibraryEdit {
        if let existing = library.member(fields.id) { throw EditError.refused("\(existing.file): a member \"\(fields.id)\" exists already; pass another id") }
        var object: [(String, JSONValue)] = [("name", .string(fields.name))]
        if let display = fields.displayName { object.append(("display_name", .string(display))) }
        object.append(("joined", .string(fields.joined.description)))
        if let block = fields.block { object.append(("block", .string(block))) }
        if let github = fields.github { object.append(("github", .string(github))) }
        let contact = [("flat", fields.flat), ("email", fields.email), ("phone", fields.phone)].compactMap { key, value in value.map { (key, $0) } }
        if let email = fields.email, !ContactFormat.isEmail(email) { throw EditError.refused("--email is not an e-mail address; write it like ravi@example.org") }
        if let phone = fields.phone, !ContactFormat.isPhone(phone) { throw EditError.refused("--phone is not a phone number; write at least 6 digits, like +91 98200 11111") }
        var edit = LibraryEdit(message: "Welcome \(fields.name) as a member")
        // Anyone can read a public repository: there, contact details go to the private contacts file.
        let isPublic = library.settings.privacy.publicRepository
        if !isPublic { object += contact.map { ($0.0, JSONValue.string($0.1)) } }
        edit.write("content/members/\(fields.id).json", JSONValue.object(object).fileText)
        edit.summary = "Welcome, \(fields.name) (\(fields.id))"
        if isPublic && !contact.isEmpty {
            edit.writePrivate(fields.contactsPath, try ContactsMover.adding(fields.id, contact, session: session, path: fields.contactsPath))
            if let ignore = try ContactsMover.gitignoreAdding(fields.contactsPath, session: session) { edit.write(".gitignore", ignore) }
        }
        return edit
    }

    static func uniqueID(_ base: String, taken: Set<String>) -> String {
        Slug.unique(base, isTaken: taken.contains)
    }
}
