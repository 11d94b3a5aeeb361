import LibGenSupport

/// Everything in a library's `content/`, decoded: the output of the parse stage.
package struct Library: Sendable {
    /// The reserved id that names the library itself as an owner or swap party.
    package static let libraryID = "library"

    package var settings: LibrarySettings
    /// Records sorted by id.
    package var members: [Member] = []
    package var books: [Book] = []
    package var loans: [Loan] = []
    package var swaps: [Swap] = []
    package var pages: [Page] = []
    /// The private contacts file's entries, by member id (see `contact(for:)`).
    package var contacts: [String: Contact] = [:]

    /// Ids of every file of a kind, including records too broken to decode, so
    /// that a reference to a broken record is not also reported as unknown.
    package var memberIDs: Set<String> = []
    package var bookIDs: Set<String> = []
    /// Paths relative to `content/` of every file there (for covers).
    var contentFiles: Set<String> = []
    /// The first 16 bytes of each cover file books name (path relative to `content/`).
    var coverHeads: [String: [UInt8]] = [:]
    /// Contact keys and contact-like values the parse stage saw (`privacy.*` rules).
    package var privacyFindings: [PrivacyFinding] = []
    /// Files of each kind, for the summary line.
    var fileCounts: [ContentKind: Int] = [:]

    private var memberIndex: [String: Int] = [:]
    private var bookIndex: [String: Int] = [:]
    /// Each loan's book as its place in `books` and its borrower as its place in `members`
    /// (-1: no such record), found once by `reindex` so that the replay and the rules, which
    /// visit every loan, index arrays instead of hashing ids again and again.
    private var loanBookPlaces: [Int32] = []
    private var loanBorrowerPlaces: [Int32] = []

    init(settings: LibrarySettings) { self.settings = settings }

    package func member(_ id: String) -> Member? { memberIndex[id].map { members[$0] } }
    /// Is `id` a member's id, and a member on `day` (joined by then, not yet left)?
    package func isMember(_ id: String, on day: Day) -> Bool { member(id)?.isMember(on: day) ?? false }
    /// Where the member `id` is in `members`.
    package func memberPosition(_ id: String) -> Int? { memberIndex[id] }

    /// An owner (or swap party) as people read it: the member's shown name, `theLibrary` for the
    /// library's own books ("the library", the library's name, a reply's words), or the id itself
    /// for an id no member has.
    package func ownerName(_ id: String, theLibrary: String) -> String {
        id == Self.libraryID ? theLibrary : member(id)?.shownName ?? id
    }
    package func book(_ id: String) -> Book? { bookIndex[id].map { books[$0] } }
    /// Where the book `id` is in `books`.
    package func bookPosition(_ id: String) -> Int? { bookIndex[id] }

    /// Where the book of `loans[loan]` is in `books`; nil when no book has its id.
    package func bookPosition(ofLoan loan: Int) -> Int? {
        let place = loanBookPlaces[loan]
        return place < 0 ? nil : Int(place)
    }

    /// The book `loans[loan]` names, if there is one.
    package func book(ofLoan loan: Int) -> Book? { bookPosition(ofLoan: loan).map { books[$0] } }

    /// Where the member `loans[loan]` names as its borrower is in `members`; nil when no member has that id.
    package func borrowerPosition(ofLoan loan: Int) -> Int? {
        let place = loanBorrowerPlaces[loan]
        return place < 0 ? nil : Int(place)
    }

    /// The member `loans[loan]` names as its borrower, if there is one.
    package func borrower(ofLoan loan: Int) -> Member? { borrowerPosition(ofLoan: loan).map { members[$0] } }

    /// Sorts every kind by id and rebuilds the lookups; call after changing records.
    mutating func reindex() {
        members.sort { $0.id < $1.id }
        books.sort { $0.id < $1.id }
        loans.sort { $0.id < $1.id }
        swaps.sort { $0.id < $1.id }
        pages.sort { $0.id < $1.id }
        memberIndex = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.id, $0) })
        bookIndex = Dictionary(uniqueKeysWithValues: books.enumerated().map { ($1.id, $0) })
        memberIDs.formUnion(members.map(\.id))
        bookIDs.formUnion(books.map(\.id))
        // Two look-ups by id for each of 100,000 loans: on every core (they were a tenth of the
        // records' making that nothing else overlapped).
        let (books, members) = (bookIndex, memberIndex)
        let places = Parallel.map(loans, chunkSize: 8192) { loan in
            (book: books[loan.book.value].map(Int32.init) ?? -1, borrower: members[loan.borrower.value].map(Int32.init) ?? -1)
        }
        loanBookPlaces = places.map(\.book)
        loanBorrowerPlaces = places.map(\.borrower)
    }

    /// Puts one file's new record in place of its old one, when that is all the file's change
    /// is to the library: both are records of the same kind and id (a file's id is its name), and
    /// a book's cover is the same file. False, with nothing changed, when the library must be made
    /// again from every file's parse (a record appeared or went, or the kind or cover changed).
    /// Nil for both (a file still too broken to decode) changes nothing. `serve` patches the
    /// library it kept this way when a change only rewrote record files.
    mutating func replace(_ old: RecordParser.Decoded.Record?, with new: RecordParser.Decoded.Record?) -> Bool {
        /// Where `record` is in `list`, sorted by id (`reindex`).
        func place<Record: Identifiable>(of record: Record, in list: [Record]) -> Int? where Record.ID == String {
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle].id < record.id { low = middle + 1 } else { high = middle }
            }
            return low < list.count && list[low].id == record.id ? low : nil
        }
        switch (old, new) {
        case (nil, nil):
            return true
        case (.library?, .library(let settings)?):
            self.settings = settings
        case (.member(let old)?, .member(let new)?):
            guard old.id == new.id, let index = memberIndex[old.id], members[index] === old else { return false }
            members[index] = new
        case (.book(let old)?, .book(let new)?):
            guard old.id == new.id, old.cover?.value == new.cover?.value, let index = bookIndex[old.id], books[index] === old else { return false }
            books[index] = new
        case (.loan(let old)?, .loan(let new)?):
            guard old.id == new.id, let index = place(of: old, in: loans), loans[index] === old else { return false }
            loans[index] = new
            loanBookPlaces[index] = bookIndex[new.book.value].map(Int32.init) ?? -1
            loanBorrowerPlaces[index] = memberIndex[new.borrower.value].map(Int32.init) ?? -1
        case (.swap(let old)?, .swap(let new)?):
            guard old.id == new.id, let index = place(of: old, in: swaps), swaps[index] === old else { return false }
            swaps[index] = new
        case (.page(let old)?, .page(let new)?):
            guard old.id == new.id, let index = place(of: old, in: pages) else { return false }
            pages[index] = new
        default:
            return false
        }
        return true
    }

    /// The places of the loans that are other records than `before`'s, when the two have the same
    /// books and members at the same places and as many loans (`replace` rewrote at most `limit`
    /// of them in place); nil when they differ by more. What `serve`'s replay and state patch.
    package func loansRewritten(since before: Library, limit: Int) -> [Int]? {
        guard loans.count == before.loans.count, books.count == before.books.count, members.count == before.members.count,
              zip(books, before.books).allSatisfy({ $0.id == $1.id }), zip(members, before.members).allSatisfy({ $0.id == $1.id }) else { return nil }
        var rewritten = [Int]()
        for index in loans.indices where loans[index] !== before.loans[index] {
            guard rewritten.count < limit else { return nil }
            rewritten.append(index)
        }
        return rewritten
    }

    /// The places of the loans and of the books that are other records than `before`'s, when at
    /// most `limit` of each were rewritten in place (`loansRewritten`) and the members and swaps
    /// are the same records under the same policy; nil when more changed. Where `serve`'s loan
    /// rules and books' states start from. A swap changed alone changes who owns its books on a
    /// day (a date moved across the as-of day), and with it whether the first member waiting
    /// is passed over: every book's state is then worked out again.
    package func recordsRewritten(since before: Library, limit: Int) -> (loans: [Int], books: [Int])? {
        guard settings.policy == before.settings.policy, let loans = loansRewritten(since: before, limit: limit),
              zip(members, before.members).allSatisfy({ $0 === $1 }),
              swaps.count == before.swaps.count, zip(swaps, before.swaps).allSatisfy({ $0 === $1 }) else { return nil }
        let rewrittenBooks = books.indices.filter { books[$0] !== before.books[$0] }
        return rewrittenBooks.count <= limit ? (loans, rewrittenBooks) : nil
    }

    /// Is `id` a member, or the library itself?
    package func isParty(_ id: String) -> Bool { id == Library.libraryID || memberIDs.contains(id) }
}
