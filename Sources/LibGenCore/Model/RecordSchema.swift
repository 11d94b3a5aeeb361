/// The fields of one kind of record: the single definition the decoder checks
/// files against (and from which documentation and JSON Schemas are derived).
package struct RecordSchema: Sendable {
    package var name: String
    package var fields: [FieldSpec]

    package init(_ name: String, _ fields: [FieldSpec]) {
        self.name = name
        self.fields = fields
    }

    package func field(_ name: String) -> FieldSpec? { fields.first { $0.name == name } }
}

/// One field: its name, type, whether it is required, and what it means.
package struct FieldSpec: Sendable {
    package var name: String
    package var type: FieldType
    package var required: Bool
    package var summary: String
    /// The field this one may be written instead of (`author` for `authors`): either
    /// satisfies a requirement of the other, and a record may not have both.
    package var standsFor: String?

    package init(_ name: String, _ type: FieldType, required: Bool = false, standsFor: String? = nil, _ summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.standsFor = standsFor
        self.summary = summary
    }
}

/// The value types of FORMAT.md.
package indirect enum FieldType: Sendable {
    /// A string; `allowEmpty` false means at least one non-space character. At most
    /// `maxLength` characters (FORMAT.md: 1,000 for any string, 300 for titles and names).
    case string(allowEmpty: Bool = false, maxLength: Int = FieldType.maxStringLength)
    /// Markdown text (library `description`): at most `maxMarkdownBytes` bytes, like a book's body.
    case markdown
    /// An e-mail address (`name@host.tld`).
    case email
    /// A phone number: at least 6 digits; `+`, spaces, hyphens, dots and brackets allowed.
    case phone
    /// A forge login (GitHub's syntax: letters, digits and single inner hyphens, at most 39).
    case login
    /// A mailbox, `Name <address>` or a bare address (`reminders.from`).
    case mailbox
    /// `YYYY-MM-DD`.
    case date
    /// A whole number at least `minimum`.
    case integer(minimum: Int?)
    case boolean
    /// One of a fixed set of strings.
    case choice([String])
    case list(FieldType, minimumCount: Int = 0)
    case object(RecordSchema)
    /// An absolute http(s) URL.
    case url
    /// An IANA time zone name.
    case timeZone
    /// ISBN-10 or ISBN-13 (hyphens and spaces allowed; a bare number is read as its digits).
    case isbn
    /// `"YYYY-MM-DD"` or `{"from": D, "to": D}`.
    case closedDay

    /// FORMAT.md's size limits.
    package static let maxStringLength = 1_000
    package static let maxNameLength = 300
    package static let maxMarkdownBytes = 200_000
    /// A name or title: at most 300 characters.
    package static let name = FieldType.string(maxLength: maxNameLength)
}

/// The schemas of every kind of content file.
package enum Schemas {
    package static let society = RecordSchema("society", [
        FieldSpec("name", .string(), "the society's name"),
        FieldSpec("address", .string(), "street address"),
        FieldSpec("city", .string(), "city"),
        FieldSpec("blocks", .list(.string()), "the buildings or blocks members live in"),
    ])

    package static let closedRange = RecordSchema("closed range", [
        FieldSpec("from", .date, required: true, "first closed day"),
        FieldSpec("to", .date, required: true, "last closed day (inclusive)"),
    ])

    package static let policy = RecordSchema("policy", [
        FieldSpec("loan_days", .integer(minimum: 1), "loan period in days (default 14)"),
        FieldSpec("renewal_days", .integer(minimum: 1), "days each renewal adds (default: loan_days)"),
        FieldSpec("max_renewals", .integer(minimum: 0), "renewals allowed per loan (default 1)"),
        FieldSpec("max_active_loans", .integer(minimum: 1), "books a member may hold at once (default 3)"),
        FieldSpec("reminder_days", .integer(minimum: 0), "the \"due soon\" window in days (default 2)"),
        FieldSpec("grace_days", .integer(minimum: 0), "days after the due date before a loan is overdue (default 0)"),
        FieldSpec("closed", .list(.closedDay), "days the library is closed"),
        FieldSpec("renew_from", .choice(renewFrom), "`due`: a renewal extends the due date; `renewal`: it runs from the renewal day (default due)"),
        FieldSpec("block_overdue", .boolean, "no new loan to a member with an overdue book, unless the loan has `override` (default false)"),
        FieldSpec("hold_days", .integer(minimum: 1), "days the first waiting member has to collect a book that is back"),
    ])

    package static let privacy = RecordSchema("privacy", [
        FieldSpec("show_borrowers", .boolean, "may the public site name who holds a book (default false)"),
        FieldSpec("show_owners", .boolean, "may the public site name a book's owner (default true)"),
        FieldSpec("publish_reports", .boolean, "render due/overdue report pages into the site (default false)"),
        FieldSpec("public_repository", .boolean, "the repository is public: contact details belong in the private contacts file (default true)"),
    ])

    package static let renewFrom = ["due", "renewal"]

    package static let reminders = RecordSchema("reminders", [
        FieldSpec("from", .mailbox, "sender of reminder e-mails, `Name <address>`"),
        FieldSpec("overdue_every_days", .integer(minimum: 1), "an overdue loan gets a notice again every N days (default 7)"),
    ])

    package static let library = RecordSchema("library.json", [
        FieldSpec("name", FieldType.name, required: true, "shown on every page"),
        FieldSpec("description", .markdown, "home page text (Markdown)"),
        FieldSpec("society", .object(society), "the society the library belongs to"),
        FieldSpec("base_url", .url, "absolute URL of the published site"),
        FieldSpec("repo_url", .url, "the library's git repository on a forge"),
        FieldSpec("repo_branch", .string(), "the branch pull requests target (default main)"),
        FieldSpec("timezone", .timeZone, "IANA time zone that decides what \"today\" is (default UTC)"),
        FieldSpec("language", .string(), "the site's language (default en)"),
        FieldSpec("policy", .object(policy), "lending policy"),
        FieldSpec("privacy", .object(privacy), "what the public site may show"),
        FieldSpec("librarians", .list(.string()), "member ids who may record loans, returns and swaps for others"),
        FieldSpec("reminders", .object(reminders), "reminder e-mails"),
    ])

    /// Member fields that are contact details: private, and out of `content/` in a public repository.
    package static let contactFields = ["email", "phone", "flat"]

    /// The private contacts file: one entry per member id.
    package static let contact = RecordSchema("contact", [
        FieldSpec("email", .email, "e-mail address"),
        FieldSpec("phone", .phone, "phone number"),
        FieldSpec("flat", .string(), "flat number"),
    ])

    package static let member = RecordSchema("member", [
        FieldSpec("name", FieldType.name, required: true, "full name"),
        FieldSpec("display_name", FieldType.name, "what the site shows instead of name"),
        FieldSpec("joined", .date, required: true, "the day the member joined"),
        FieldSpec("left", .date, "membership ends on this day (exclusive)"),
        FieldSpec("block", .string(), "building or block; one of society.blocks when those are declared"),
        FieldSpec("flat", .string(), "flat number (private: in contacts.json when the repository is public)"),
        FieldSpec("email", .email, "email address (private: in contacts.json when the repository is public)"),
        FieldSpec("phone", .phone, "phone number (private: in contacts.json when the repository is public)"),
        FieldSpec("github", .login, "the member's login on the forge (unique, case-insensitive)"),
        FieldSpec("note", .string(allowEmpty: true), "free note"),
    ])

    package static let conditions = ["new", "like-new", "good", "fair", "worn"]

    package static let book = RecordSchema("book", [
        FieldSpec("title", FieldType.name, required: true, "the book's title"),
        FieldSpec("authors", .list(.string(), minimumCount: 1), required: true, "authors, in credit order (or `author` for one)"),
        FieldSpec("author", .string(), standsFor: "authors", "one-author shorthand for authors"),
        FieldSpec("owner", .string(), required: true, "member id of the current owner, or `library`"),
        FieldSpec("added", .date, required: true, "the day the book joined the library"),
        FieldSpec("isbn", .isbn, "ISBN-10 or ISBN-13"),
        FieldSpec("condition", .choice(conditions), "physical condition"),
        FieldSpec("genres", .list(.string()), "genres"),
        FieldSpec("language", .string(), "language of the text"),
        FieldSpec("publisher", .string(), "publisher"),
        FieldSpec("year", .integer(minimum: nil), "year of publication"),
        FieldSpec("pages", .integer(minimum: 1), "number of pages"),
        FieldSpec("cover", .string(), "cover image path relative to content/"),
        FieldSpec("featured", .boolean, "shown first on the home page"),
        FieldSpec("withdrawn", .date, "the day the book left circulation"),
        FieldSpec("withdrawn_reason", .string(allowEmpty: true), "why it was withdrawn"),
    ])

    package static let loanStatuses = ["requested", "rejected", "cancelled", "lent", "returned", "lost", "void"]

    package static let loan = RecordSchema("loan", [
        FieldSpec("book", .string(), required: true, "book id"),
        FieldSpec("borrower", .string(), required: true, "member id of the borrower"),
        FieldSpec("status", .choice(loanStatuses), required: true, "where the loan is in its life"),
        FieldSpec("requested", .date, "the day the borrower asked for the book"),
        FieldSpec("lent", .date, "the day the book was handed over"),
        FieldSpec("renewals", .list(.date), "the days the loan was renewed"),
        FieldSpec("due", .date, "an explicit, agreed due date"),
        FieldSpec("returned", .date, "the day the book came back"),
        FieldSpec("lost", .date, "the day the book was reported lost"),
        FieldSpec("voided", .date, "the day the record was found to be a mistake (status void)"),
        FieldSpec("override", .string(), "why the loan was allowed although block_overdue would refuse it"),
        FieldSpec("note", .string(allowEmpty: true), "free note (for a void loan: what the mistake was)"),
    ])

    package static let swapStatuses = ["pending", "accepted", "rejected", "cancelled"]

    package static let swap = RecordSchema("swap", [
        FieldSpec("date", .date, required: true, "the day the swap takes effect"),
        FieldSpec("status", .choice(swapStatuses), required: true, "where the swap is in its life"),
        FieldSpec("from", .string(), required: true, "member id or `library`: gives the books in gives"),
        FieldSpec("to", .string(), required: true, "member id or `library`: gives the books in takes"),
        FieldSpec("gives", .list(.string()), required: true, "book ids `from` gives to `to`"),
        FieldSpec("takes", .list(.string()), "book ids `to` gives to `from` (empty for a gift)"),
        FieldSpec("note", .string(allowEmpty: true), "free note"),
    ])

    package static let page = RecordSchema("page", [
        FieldSpec("title", FieldType.name, required: true, "the page title"),
    ])
}
