import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

/// Options every editing command takes.
struct EditOptions: ParsableArguments {
    @OptionGroup var common: CommonOptions

    @Flag(name: .customLong("dry-run"), help: "Show the change as a diff (an import: the paths of the books it would add) and write nothing.")
    var dryRun = false

    @Flag(help: "Stage exactly the files written and commit them with a message describing the edit.")
    var commit = false

    /// CLI.md: every command that judges "now" takes `--as-of`. An edit judges it (the default
    /// `--on` day, `loan.future`, who may take a book today).
    @Option(name: .customLong("as-of"), help: ArgumentHelp("Judge the edit as of this day (YYYY-MM-DD; default today in the library's time zone).", valueName: "YYYY-MM-DD"))
    var asOf: Day?
}

/// Loads the library, makes the edit, and prints what the library decided of it
/// (CLI.md "Editing commands"): refused with the errors it would add (exit 1), or written
/// (and committed) with its warnings and what it did in words.
/// Returns the edit as written (nil when nothing was: a dry run, nothing to write), with the
/// library as it was before it, for a command that tells the forge what it did (`expire --outcome`).
@discardableResult
func performEdit(_ options: EditOptions, _ make: (EditSession) throws -> LibraryEdit) throws -> (before: CheckResult, accepted: AcceptedEdit)? {
    try options.common.requireLibrary()
    // CLI.md v1.3: the library's lock from the moment the library is read until the edit is
    // written and committed; a second edit at once waits, and is judged on this one's result.
    let lock: LibraryLock
    do {
        lock = try LibraryLock.acquire(options.common.rootURL)
    } catch let error as EditError {
        throw fail(error.description)
    }
    defer { withExtendedLifetime(lock) {} }
    let session: EditSession
    do {
        session = try EditSession(root: options.common.rootURL, today: options.asOf, cacheFolder: .some(options.common.cacheFolder))
    } catch let error as LoadError {
        throw fail(error.description)
    }
    // Without its settings an edit would be judged, and a due date worked out, on defaults the
    // library never chose (another loan period, no librarians): nothing is written until it is mended.
    if let broken = LibrarySettings.unreadable(in: session.result.diagnostics) {
        throw fail(LoadError.unreadableSettings(broken).description)
    }
    let outcome: EditOutcome
    do {
        outcome = try session.judge(try make(session))
    } catch let error as EditError {
        FileHandle.standardError.write(Data(("libgen: " + error.description.escapingControlCharacters(except: ["\t"]) + "\n").utf8))
        throw ExitCode(error.exitStatus)
    } catch let error as LoadError {
        throw fail("the edited library cannot be read back: \(error.description); nothing was written")
    }
    let accepted: AcceptedEdit
    switch outcome {
    case .refused(let edit, let errors):
        for problem in errors { print(problem.textLine) }
        print(DiagnosticFormatter.visible("Refused: \(edit.subject) would add \(counted(errors.count, "error")); nothing was written."))
        throw ExitCode(1)
    case .accepted(let edit):
        accepted = edit
    }
    for warning in accepted.warnings {
        FileHandle.standardError.write(Data((warning.textLine + "\n").utf8))
    }
    // An edit is judged on the errors it would add; those the library has already are said, not
    // held against it.
    let existing = session.result.diagnostics.count { $0.severity == .error }
    let remaining = accepted.after.diagnostics.count { $0.severity == .error }
    if existing > 0 && !options.common.quiet {
        // Said as it is: an edit that mends errors (a void, contact details moved) says so.
        let words = remaining < existing
            ? "this edit fixes \(counted(existing - remaining, "error"))" + (remaining > 0 ? "; \(counted(remaining, "error")) remain (see libgen check)" : "")
            : "the library already has \(counted(existing, "error")) (see libgen check); this edit adds none"
        FileHandle.standardError.write(Data(((remaining < existing ? "" : "warning: ") + words + "\n").utf8))
    }
    let edit = accepted.edit
    // An edit with nothing to write (an import with nothing new): said, nothing written or committed.
    if edit.writes.isEmpty {
        printSummary(accepted, quiet: options.common.quiet)
        if !options.common.quiet { print("Nothing was written.") }
        return nil
    }
    if options.dryRun {
        for write in edit.writes {
            if edit.privatePaths.contains(write.path) {
                // The contacts file: a diff would show other members' details around the change.
                print("\(write.path): would be changed (contact details are not shown)")
            } else if edit.showsDiff {
                print(UnifiedDiff.render(path: write.path, old: session.text(of: write.path), new: write.text), terminator: "")
            } else {
                print(write.path)
            }
        }
        printSummary(accepted, quiet: options.common.quiet)
        if !options.common.quiet { print(DiagnosticFormatter.visible("Dry run: \(edit.subject); nothing was written.")) }
        return nil
    }
    let applied: AppliedEdit
    do {
        applied = try session.apply(accepted, commit: options.commit)
    } catch let error as EditError {
        throw fail(error.description)
    }
    for path in applied.written { print(path) }
    printSummary(accepted, quiet: options.common.quiet)
    if let message = applied.committed, !options.common.quiet { print("Committed: \(message)") }
    return (session.result, accepted)
}

/// The edit's summary; with `--quiet`, only its notices (what an import skipped or changed).
private func printSummary(_ accepted: AcceptedEdit, quiet: Bool) {
    if !quiet {
        if let summary = accepted.summary { print(summary) }
    } else if !accepted.edit.notices.isEmpty {
        print(accepted.edit.notices.joined(separator: "\n"))
    }
}

/// `--on`: the day of the event, default today in the library's time zone.
struct DayOption: ParsableArguments {
    @Option(help: ArgumentHelp("The day it happened (YYYY-MM-DD; default today).", valueName: "YYYY-MM-DD"))
    var on: Day?

    func day(_ session: EditSession) -> Day { on ?? session.today }
}

struct Request: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Ask for a book: adds a loan request.")
    @Argument(help: "The book: its id, title or ISBN.") var book: String
    @Option(help: ArgumentHelp("The member asking.", valueName: "member")) var by: String
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).request(book: book, by: by, on: when.day($0)) } }
}

struct Lend: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lend a book to a member (fulfils their open request if any).")
    @Argument(help: "The book: its id, title or ISBN.") var book: String
    @Option(help: ArgumentHelp("The borrower.", valueName: "member")) var to: String
    @Option(help: ArgumentHelp("An agreed due date (default: the policy's).", valueName: "YYYY-MM-DD")) var due: Day?
    @Option(help: ArgumentHelp("Why the loan is allowed although block_overdue would refuse it.", valueName: "reason")) var override: String?
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).lend(book: book, to: to, on: when.day($0), due: due, override: override) } }
}

struct Renew: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Renew a loan (by loan id, or by book when one loan of it is out).")
    @Argument(help: "A loan id, or a book (id, title or ISBN).") var loan: String
    @Option(help: ArgumentHelp("Why a librarian renews it although it would still be overdue (loan.renew-late).", valueName: "reason")) var override: String?
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).renew(loan, on: when.day($0), override: override) } }
}

struct Return: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Record that a book came back (also a lost book that was found).")
    @Argument(help: "A loan id, or a book (id, title or ISBN).") var loan: String
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).return(loan, on: when.day($0)) } }
}

struct Lost: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Record that a book out on loan was lost.")
    @Argument(help: "A loan id, or a book (id, title or ISBN).") var loan: String
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).lost(loan, on: when.day($0)) } }
}

struct VoidLoan: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "void", abstract: "Mark a loan recorded by mistake as void: the file stays, the loan counts for nothing.")
    @Argument(help: "A loan id, or a book (id, title or ISBN) with one open loan or request.") var loan: String
    @Option(help: ArgumentHelp("What the mistake was.", valueName: "text")) var note: String
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).void(loan, note: note, on: when.day($0)) } }
}

struct Contacts: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Private contact details (contacts.json, never committed).", subcommands: [Move.self])

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move email, phone and flat out of every member file into the private contacts file.")
        @OptionGroup var contacts: ContactsOption
        @OptionGroup var options: EditOptions
        func run() throws {
            try performEdit(options) { session in
                let path = try ContactsLoader.pathForWriting(root: session.root, option: contacts.contacts)
                return try ContactsMover(session: session, path: path).move().edit
            }
        }
    }
}

struct Reject: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Turn down an open request (the reason and day go into its note).")
    @Argument(help: "A loan id, or a book (id, title or ISBN) with one open request.") var loan: String
    @Option(help: ArgumentHelp("Why, in a few words.", valueName: "text")) var reason: String?
    @Option(help: ArgumentHelp("The day it was turned down (YYYY-MM-DD; default today).", valueName: "YYYY-MM-DD")) var on: Day?
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).reject(loan, reason: reason, on: on) } }
}

struct Cancel: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Withdraw an open request (a reason and the day go into its note).")
    @Argument(help: "A loan id, or a book (id, title or ISBN) with one open request.") var loan: String
    @Option(help: ArgumentHelp("Why, in a few words.", valueName: "text")) var reason: String?
    @Option(help: ArgumentHelp("The day it was withdrawn (YYYY-MM-DD; default today).", valueName: "YYYY-MM-DD")) var on: Day?
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try LoanEditor(session: $0).cancel(loan, reason: reason, on: on) } }
}

struct Expire: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "End the holds that ran out: cancel each request a book has been kept for longer than policy.hold_days (note 'hold expired on D').",
        discussion: "The library's daily workflow runs it with --commit before the reminders, so the member whose hold ended and the next member are both told that morning."
    )
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    @Option(help: ArgumentHelp("Write JSON for the library's workflow: the comments to post on the borrow issues of the requests ended and of the members whose turn it now is.", valueName: "file"))
    var outcome: String?
    func run() throws {
        let done = try performEdit(options) { try HoldExpirer(session: $0).expire(on: when.on) }
        guard let outcome else { return }
        let comments = done.map { Intake.expiryComments(root: options.common.rootURL, before: $0.before.state, after: $0.accepted.after.state,
                                                      ended: $0.accepted.edit.writes.map(\.path)) } ?? []
        let json = JSONWriter()
        json.object {
            json.field("also_comment") {
                json.array(comments) { comment in
                    json.object {
                        json.field("issue") { json.number(comment.issue) }
                        json.field("body") { json.string(comment.body) }
                        if let close = comment.close { json.field("close") { json.string(close.rawValue) } }
                    }
                }
            }
        }
        do {
            try Data((json.output + "\n").utf8).write(to: URL(fileURLWithPath: outcome))
        } catch {
            throw fail("\(outcome): cannot write the outcome: \(error.localizedDescription)")
        }
    }
}

struct Withdraw: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Take a book out of circulation (it keeps its file and history).")
    @Argument(help: "The book: id, title or ISBN.") var book: String
    @Option(help: ArgumentHelp("Why (lost for good, worn out, taken back …).", valueName: "text")) var reason: String?
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try DepartureEditor(session: $0).withdraw(book, on: when.day($0), reason: reason) } }
}

struct Leave: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Record that a member leaves (refused while they hold books).")
    @Argument(help: "The member: id, GitHub login or name.") var member: String
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws { try performEdit(options) { try DepartureEditor(session: $0).leave(member, on: when.day($0)) } }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a member's books from a Goodreads or LibraryThing export, or a CSV file.",
        discussion: """
            Only the member's own copies unless --all: Goodreads rows with Owned Copies of 1 or more, LibraryThing rows \
            outside a wishlist (or Read but unowned) collection, from its CSV or tab-separated export. "Family, Given" \
            names become "Given Family"; translators, editors and illustrators are not authors. CSV columns: title, \
            authors (separated by ;), isbn, publisher, year, pages, language, genres (separated by ;). Books the owner \
            already has (same ISBN; without one, the same title and first author) are skipped; every skipped row is \
            listed with why.
            """
    )
    @Argument(help: "goodreads, librarything or csv") var source: CatalogueImporter.Source
    @Argument(help: "The exported CSV file.") var file: String
    @Option(help: ArgumentHelp("Whose books they are: a member (id, login or name) or library.", valueName: "member")) var owner: String
    @Flag(help: "Every row, also books the member does not own (to-read shelves, wishlists).") var all = false
    @OptionGroup var when: DayOption
    @OptionGroup var options: EditOptions
    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw fail("\(file): cannot read it") }
        // LibraryThing writes some subject headings in MARC-8 inside its UTF-8 export; those
        // columns are never imported, so their bytes are read leniently.
        // UTF-16 with its byte-order mark, as spreadsheets' "Unicode text" and LibraryThing's
        // tab-separated export may write it, is read as such.
        let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) ? String(data: data, encoding: .utf16) : nil
        guard let text = utf16 ?? String(data: data, encoding: .utf8) ?? (source == .librarything ? String(decoding: data, as: UTF8.self) : nil) else {
            throw fail("\(file): not UTF-8 text; export it again as UTF-8 CSV")
        }
        do {
            try performEdit(options) { try CatalogueImporter(session: $0, source: source, all: all).importFile(file, text: text, owner: owner, on: when.day($0)) }
        } catch let error as CatalogueImporter.Unreadable {
            throw fail(error.description)
        }
    }
}

extension CatalogueImporter.Source: ExpressibleByArgument {}

struct SwapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "swap", abstract: "Offer, accept, reject or cancel a permanent exchange or gift.",
                                                    subcommands: [Offer.self, Accept.self, RejectSwap.self, CancelSwap.self])

    struct Offer: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Offer a swap (or, with no --takes, a gift).")
        @Option(help: ArgumentHelp("Who gives the books in --gives (a member id or library).", valueName: "party")) var from: String
        @Option(help: ArgumentHelp("Who receives them (and gives the books in --takes).", valueName: "party")) var to: String
        @Option(parsing: .upToNextOption, help: ArgumentHelp("Books `from` gives.", valueName: "book")) var gives: [String]
        @Option(parsing: .upToNextOption, help: ArgumentHelp("Books `to` gives back.", valueName: "book")) var takes: [String] = []
        @OptionGroup var when: DayOption
        @OptionGroup var options: EditOptions
        func run() throws {
            try performEdit(options) { try SwapEditor(session: $0).offer(from: from, to: to, gives: gives, takes: takes, on: when.day($0)) }
        }
    }

    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Accept a pending swap; also sets the owner of every book it moves.")
        @Argument(help: "The swap id.") var swap: String
        @Option(help: ArgumentHelp("The day it is accepted, when the books change hands (YYYY-MM-DD; default the day it was offered).", valueName: "YYYY-MM-DD"))
        var on: Day?
        @OptionGroup var options: EditOptions
        func run() throws { try performEdit(options) { try SwapEditor(session: $0).accept(swap, on: on) } }
    }

    struct RejectSwap: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reject", abstract: "Turn down a pending swap.")
        @Argument(help: "The swap id.") var swap: String
        @OptionGroup var options: EditOptions
        func run() throws { try performEdit(options) { try SwapEditor(session: $0).reject(swap) } }
    }

    struct CancelSwap: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Withdraw a pending swap.")
        @Argument(help: "The swap id.") var swap: String
        @OptionGroup var options: EditOptions
        func run() throws { try performEdit(options) { try SwapEditor(session: $0).cancel(swap) } }
    }
}

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a book or a member.", subcommands: [AddBook.self, AddMember.self])

    struct AddBook: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "book", abstract: "Add a book (content/books/<id>.md).")
        @Option(help: "The title.") var title: String
        @Option(name: .customLong("author"), parsing: .upToNextOption, help: "One or more authors.") var authors: [String]
        @Option(help: ArgumentHelp("Its owner: a member id or library.", valueName: "party")) var owner: String
        @Option(help: "The book id (default: from the title).") var id: String?
        @Option(help: "ISBN-10 or ISBN-13.") var isbn: String?
        @Option(name: .customLong("genre"), parsing: .upToNextOption, help: "Genres.") var genres: [String] = []
        @Option(help: "Publisher.") var publisher: String?
        @Option(help: "Year of publication.") var year: Int?
        @Option(help: "Number of pages.") var pages: Int?
        @Option(help: "Language of the text.") var language: String?
        @Option(help: "new, like-new, good, fair or worn.") var condition: String?
        @Option(help: "A Markdown description.") var description: String?
        @Option(help: ArgumentHelp("A cover image, relative to content/ (e.g. covers/dune.jpg).", valueName: "path")) var cover: String?
        @Flag(help: "Show it first on the home page.") var featured = false
        @Flag(help: "A second copy of a book the owner shares already (same title and authors).") var copy = false
        @OptionGroup var when: DayOption
        @OptionGroup var options: EditOptions
        func validate() throws {
            if title.allSatisfy(\.isWhitespace) { throw ValidationError("--title is empty") }
        }
        func run() throws {
            // "Larry Collins, Dominique Lapierre" as one --author is most likely two.
            for author in authors where author.contains(",") && author.split(separator: ",").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).contains(" ") }) {
                FileHandle.standardError.write(Data("hint: \"\(author)\" looks like more than one author; pass --author once for each\n".utf8))
            }
            try performEdit(options) { session in
                var fields = RecordAdder.BookFields(title: title, authors: authors, owner: owner, added: when.day(session))
                fields.id = id
                fields.isbn = isbn
                fields.genres = genres
                fields.publisher = publisher
                fields.year = year
                fields.pages = pages
                fields.language = language
                fields.condition = condition
                fields.description = description
                fields.cover = cover
                fields.featured = featured
                fields.copy = copy
                return try RecordAdder(session: session).book(fields)
            }
        }
    }

    struct AddMember: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "member", abstract: "Add a member (content/members/<id>.json).")
        @Argument(help: "The member id (lower-case letters, digits, hyphens).") var id: String
        @Option(help: "Full name.") var name: String
        @Option(help: ArgumentHelp("The day they joined.", valueName: "YYYY-MM-DD")) var joined: Day
        @Option(name: .customLong("display-name"), help: "What the site shows instead of the name.") var displayName: String?
        @Option(help: "Building or block.") var block: String?
        @Option(help: "Flat number (private).") var flat: String?
        @Option(help: "Email (private).") var email: String?
        @Option(help: "Phone (private).") var phone: String?
        @Option(help: "Their GitHub login (for requests made on the forge).") var github: String?
        @OptionGroup var contacts: ContactsOption
        @OptionGroup var options: EditOptions
        func validate() throws {
            if name.allSatisfy(\.isWhitespace) { throw ValidationError("--name is empty") }
            // The value is never repeated: it is a contact detail.
            if let email, !ContactFormat.isEmail(email) { throw fail("--email is not an e-mail address; write it like ravi@example.org") }
            if let phone, !ContactFormat.isPhone(phone) { throw fail("--phone is not a phone number; write at least 6 digits, like +91 98200 11111") }
        }
        func run() throws {
            try performEdit(options) { session in
                var fields = RecordAdder.MemberFields(id: id, name: name, joined: joined)
                fields.displayName = displayName
                fields.block = block
                fields.flat = flat
                fields.email = email
                fields.phone = phone
                fields.github = github
                fields.contactsPath = try ContactsLoader.pathForWriting(root: session.root, option: contacts.contacts)
                return try RecordAdder(session: session).member(fields)
            }
        }
    }
}
