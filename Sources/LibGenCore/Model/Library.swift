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
        loanBookPlaces = loans.map { bookIndex[$0.book.value].map(Int32.init) ?? -1 }
        loanBorrowerPlaces = loans.map { memberIndex[$0.borrower.value].map(Int32.init) ?? -1 }
    }

    /// Is `id` a member, or the library itself?
    package func isParty(_ id: String) -> Bool { id == Library.libraryID || memberIDs.contains(id) }
}
