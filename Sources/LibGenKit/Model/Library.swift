/// Everything in a library's `content/`, decoded: the output of the parse stage.
public struct Library: Sendable {
    /// The reserved id that names the library itself as an owner or swap party.
    public static let libraryID = "library"

    public var settings: LibrarySettings
    /// Records sorted by id.
    public var members: [Member] = []
    public var books: [Book] = []
    public var loans: [Loan] = []
    public var swaps: [Swap] = []
    public var pages: [Page] = []
    /// The private contacts file's entries, by member id (see `contact(for:)`).
    public var contacts: [String: Contact] = [:]

    /// Ids of every file of a kind, including records too broken to decode, so
    /// that a reference to a broken record is not also reported as unknown.
    public var memberIDs: Set<String> = []
    public var bookIDs: Set<String> = []
    /// Paths relative to `content/` of every file there (for covers).
    public var contentFiles: Set<String> = []
    /// Files of each kind, for the summary line.
    public var fileCounts: [ContentKind: Int] = [:]

    private var memberIndex: [String: Int] = [:]
    private var bookIndex: [String: Int] = [:]

    public init(settings: LibrarySettings) { self.settings = settings }

    public func member(_ id: String) -> Member? { memberIndex[id].map { members[$0] } }
    public func book(_ id: String) -> Book? { bookIndex[id].map { books[$0] } }

    /// Sorts every kind by id and rebuilds the lookups; call after changing records.
    public mutating func reindex() {
        members.sort { $0.id < $1.id }
        books.sort { $0.id < $1.id }
        loans.sort { $0.id < $1.id }
        swaps.sort { $0.id < $1.id }
        pages.sort { $0.id < $1.id }
        memberIndex = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.id, $0) })
        bookIndex = Dictionary(uniqueKeysWithValues: books.enumerated().map { ($1.id, $0) })
        memberIDs.formUnion(members.map(\.id))
        bookIDs.formUnion(books.map(\.id))
    }

    /// Is `id` a member, or the library itself?
    public func isParty(_ id: String) -> Bool { id == Library.libraryID || memberIDs.contains(id) }
}
