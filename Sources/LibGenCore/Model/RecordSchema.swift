/// The fields of one kind of record: the single definition the decoder checks
/// files against (and from which documentation and JSON Schemas are derived).
package struct RecordSchema: Sendable {
    var name: String
    package var fields: [FieldSpec]

    init(_ name: String, _ fields: [FieldSpec]) {
        self.name = name
        self.fields = fields
    }

    /// A schema whose fields are exactly `Key`'s cases, in their order: `define` is a switch over
    /// the cases, so a key without a definition, or a definition without a key, does not compile.
    init<Key: FieldKey>(_ name: String, _ key: Key.Type, _ define: (Key) -> FieldDefinition) {
        self.init(name, Key.allCases.map { key in
            let definition = define(key)
            return FieldSpec(key.rawValue, definition.type, required: definition.required, standsFor: definition.standsFor, definition.summary)
        })
    }
}

/// What a field is, apart from its name (which its key gives).
struct FieldDefinition: Sendable {
    var type: FieldType
    var required: Bool
    var standsFor: String?
    var summary: String

    init(_ type: FieldType, required: Bool = false, standsFor: String? = nil, _ summary: String) {
        self.type = type
        self.required = required
        self.standsFor = standsFor
        self.summary = summary
    }
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
    /// The name's place in the field vocabulary (`FieldVocabulary.code(of:)`), worked out once.
    let code: UInt16
    /// Whether the name is a contact key (`PrivacyScan.contactKeys`, in any case), worked out once.
    let isContactKey: Bool

    init(_ name: String, _ type: FieldType, required: Bool = false, standsFor: String? = nil, _ summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.standsFor = standsFor
        self.summary = summary
        code = FieldVocabulary.code(of: name)
        isContactKey = PrivacyScan.contactKeys.contains(name.lowercased())
    }
}

/// The value types of FORMAT.md.
package indirect enum FieldType: Sendable {
    /// A string; `allowEmpty` false means at least one non-space character. At most
    /// `maxLength` characters (FORMAT.md: 1,000 for any string, 300 for titles and names).
    /// `multiline`: may hold tabs and line breaks (`note`); every other string is one line.
    case string(allowEmpty: Bool = false, maxLength: Int = FieldType.maxStringLength, multiline: Bool = false)
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
    /// A time of day, `HH:MM:SS` or `HH:MM` (24-hour).
    case timeOfDay
    /// ISBN-10 or ISBN-13 (hyphens and spaces allowed; a bare number is read as its digits).
    case isbn
    /// `"YYYY-MM-DD"` or `{"from": D, "to": D}`.
    case closedDay

    /// FORMAT.md's size limits.
    package static let maxStringLength = 1_000

    /// The length in characters of `text` when it is longer than `limit`; nil when it is not. The
    /// UTF-8 length bounds the character count, so most strings skip the count.
    package static func excessLength(of text: String, limit: Int = maxStringLength) -> Int? {
        guard text.utf8.count > limit, case let length = text.count, length > limit else { return nil }
        return length
    }
    package static let maxNameLength = 300
    static let maxMarkdownBytes = 200_000
    /// A name or title: at most 300 characters.
    static let name = FieldType.string(maxLength: maxNameLength)
}

/// The schemas of every kind of content file, built from the field keys (`FieldKeys.swift`).
package enum Schemas {
    private typealias F = FieldDefinition

    static let society = RecordSchema("society", SocietyField.self) { key in
        switch key {
        case .name: F(.string(), "the society's name")
        case .address: F(.string(), "street address")
        case .city: F(.string(), "city")
        case .blocks: F(.list(.string()), "the buildings or blocks members live in")
        }
    }

    package static let closedRange = RecordSchema("closed range", ClosedRangeField.self) { key in
        switch key {
        case .from: F(.date, required: true, "first closed day")
        case .to: F(.date, required: true, "last closed day (inclusive)")
        }
    }

    static let renewFrom = Policy.RenewFrom.allCases.map(\.rawValue)

    static let policy = RecordSchema("policy", PolicyField.self) { key in
        switch key {
        case .loanDays: F(.integer(minimum: 1), "loan period in days (default 14)")
        case .renewalDays: F(.integer(minimum: 1), "days each renewal adds (default: loan_days)")
        case .maxRenewals: F(.integer(minimum: 0), "renewals allowed per loan (default 1)")
        case .maxActiveLoans: F(.integer(minimum: 1), "books a member may hold at once (default 3)")
        case .reminderDays: F(.integer(minimum: 0), "the \"due soon\" window in days (default 2)")
        case .graceDays: F(.integer(minimum: 0), "days after the due date before a loan is overdue (default 0)")
        case .closed: F(.list(.closedDay), "days the library is closed")
        case .renewFrom: F(.choice(renewFrom), "`due`: a renewal extends the due date; `renewal`: it runs from the renewal day (default due)")
        case .blockOverdue: F(.boolean, "no new loan to a member with an overdue book, unless the loan has `override` (default false)")
        case .holdDays: F(.integer(minimum: 1), "days the first waiting member has to collect a book that is back")
        }
    }

    static let privacy = RecordSchema("privacy", PrivacyField.self) { key in
        switch key {
        case .showBorrowers: F(.boolean, "may the public site name who holds a book (default false)")
        case .showOwners: F(.boolean, "may the public site name a book's owner (default true)")
        case .publishReports: F(.boolean, "render due/overdue report pages into the site (default false)")
        case .publicRepository: F(.boolean, "the repository is public: contact details belong in the private contacts file (default true)")
        }
    }

    static let reminders = RecordSchema("reminders", RemindersField.self) { key in
        switch key {
        case .from: F(.mailbox, "sender of reminder e-mails, `Name <address>`")
        case .overdueEveryDays: F(.integer(minimum: 1), "an overdue loan gets a notice again every N days (default 7)")
        case .owners: F(.boolean, "owners are told of requests for their books, loans, returns and escalations (default true)")
        case .escalateDays: F(.integer(minimum: 1), "days past due when an overdue loan is also reported to the owner and the librarians (default 14)")
        }
    }

    static let desk = RecordSchema("desk", DeskField.self) { key in
        switch key {
        case .email: F(.email, "the library desk's e-mail address (public by design)")
        case .whatsapp: F(.phone, "the desk's WhatsApp number in international form (public by design)")
        case .note: F(.markdown, "how to ask at the desk, e.g. \"Ask Meera at the clubhouse, 6–8 pm\" (Markdown)")
        }
    }

    static let forge = RecordSchema("forge", ForgeField.self) { key in
        switch key {
        case .direct: F(.boolean, "forge requests are committed straight to repo_branch, one at a time (default true); false: pull requests")
        case .desk: F(.object(desk), "how members without a forge account ask for a book, shown on the site")
        }
    }

    package static let library = RecordSchema("library.json", LibraryField.self) { key in
        switch key {
        case .name: F(FieldType.name, required: true, "shown on every page")
        case .description: F(.markdown, "home page text (Markdown)")
        case .society: F(.object(society), "the society the library belongs to")
        case .baseURL: F(.url, "absolute URL of the published site")
        case .repoURL: F(.url, "the library's git repository on a forge")
        case .repoBranch: F(.string(), "the branch pull requests target (default main)")
        case .timezone: F(.timeZone, "IANA time zone that decides what \"today\" is (default UTC)")
        case .language: F(.string(), "the site's language (default en)")
        case .policy: F(.object(policy), "lending policy")
        case .privacy: F(.object(privacy), "what the public site may show")
        case .librarians: F(.list(.string()), "member ids who may record loans, returns and swaps for others")
        case .reminders: F(.object(reminders), "reminder e-mails")
        case .forge: F(.object(forge), "how forge requests are recorded, and the library desk")
        }
    }

    /// Member fields that are contact details: private, and out of `content/` in a public repository.
    package static let contactFields = ContactField.allCases.map(\.rawValue)

    /// The private contacts file: one entry per member id.
    package static let contact = RecordSchema("contact", ContactField.self) { key in
        switch key {
        case .email: F(.email, "e-mail address")
        case .phone: F(.phone, "phone number")
        case .flat: F(.string(), "flat number")
        }
    }

    package static let member = RecordSchema("member", MemberField.self) { key in
        switch key {
        case .name: F(FieldType.name, required: true, "full name")
        case .displayName: F(FieldType.name, "what the site shows instead of name")
        case .joined: F(.date, required: true, "the day the member joined")
        case .left: F(.date, "membership ends on this day (exclusive)")
        case .block: F(.string(), "building or block; one of society.blocks when those are declared")
        case .flat: F(.string(), "flat number (private: in contacts.json when the repository is public)")
        case .email: F(.email, "email address (private: in contacts.json when the repository is public)")
        case .phone: F(.phone, "phone number (private: in contacts.json when the repository is public)")
        case .github: F(.login, "the member's login on the forge (unique, case-insensitive)")
        case .note: F(.string(allowEmpty: true, multiline: true), "free note")
        }
    }

    static let conditions = ["new", "like-new", "good", "fair", "worn"]

    package static let book = RecordSchema("book", BookField.self) { key in
        switch key {
        case .title: F(FieldType.name, required: true, "the book's title")
        case .authors: F(.list(.string(), minimumCount: 1), required: true, "authors, in credit order (or `author` for one)")
        case .author: F(.string(), standsFor: BookField.authors.rawValue, "one-author shorthand for authors")
        case .owner: F(.string(), required: true, "member id of the current owner, or `library`")
        case .added: F(.date, required: true, "the day the book joined the library")
        case .isbn: F(.isbn, "ISBN-10 or ISBN-13")
        case .condition: F(.choice(conditions), "physical condition")
        case .genres: F(.list(.string()), "genres")
        case .language: F(.string(), "language of the text")
        case .publisher: F(.string(), "publisher")
        case .year: F(.integer(minimum: nil), "year of publication")
        case .pages: F(.integer(minimum: 1), "number of pages")
        case .cover: F(.string(), "cover image path relative to content/ (JPEG, PNG, WebP, GIF or AVIF)")
        case .featured: F(.boolean, "shown first on the home page")
        case .withdrawn: F(.date, "the day the book left circulation")
        case .withdrawnReason: F(.string(allowEmpty: true), "why it was withdrawn")
        }
    }

    static let loanStatuses = Loan.Status.allCases.map(\.rawValue)

    package static let loan = RecordSchema("loan", LoanField.self) { key in
        switch key {
        case .book: F(.string(), required: true, "book id")
        case .borrower: F(.string(), required: true, "member id of the borrower")
        case .status: F(.choice(loanStatuses), required: true, "where the loan is in its life")
        case .requested: F(.date, "the day the borrower asked for the book")
        case .lent: F(.date, "the day the book was handed over")
        case .renewals: F(.list(.date), "the days the loan was renewed")
        case .due: F(.date, "an explicit, agreed due date")
        case .returned: F(.date, "the day the book came back")
        case .lost: F(.date, "the day the book was reported lost")
        case .voided: F(.date, "the day the record was found to be a mistake (status void)")
        case .override: F(.string(), "why a librarian allowed the loan or renewal although a rule would refuse it")
        case .note: F(.string(allowEmpty: true, multiline: true), "free note (for a void loan: what the mistake was)")
        case .issue: F(.integer(minimum: 1), "the forge issue that asked for this record (set by intake)")
        case .requestedTime: F(.timeOfDay, "the time of day of `requested`, HH:MM:SS (or HH:MM) in the library's time zone (set by intake)")
        }
    }

    static let swapStatuses = Swap.Status.allCases.map(\.rawValue)

    package static let swap = RecordSchema("swap", SwapField.self) { key in
        switch key {
        case .date: F(.date, required: true, "the day the swap takes effect")
        case .status: F(.choice(swapStatuses), required: true, "where the swap is in its life")
        case .from: F(.string(), required: true, "member id or `library`: gives the books in gives")
        case .to: F(.string(), required: true, "member id or `library`: gives the books in takes")
        case .gives: F(.list(.string()), required: true, "book ids `from` gives to `to`")
        case .takes: F(.list(.string()), "book ids `to` gives to `from` (empty for a gift)")
        case .note: F(.string(allowEmpty: true, multiline: true), "free note")
        }
    }

    package static let page = RecordSchema("page", PageField.self) { key in
        switch key {
        case .title: F(FieldType.name, required: true, "the page title")
        }
    }
}
