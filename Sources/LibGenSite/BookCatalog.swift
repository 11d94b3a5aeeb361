import LibGenCore
import LibGenSupport

/// The books a site shows (those not withdrawn) and what it says about each:
/// availability as of the as-of day, authors, genres, covers and counts.
struct BookCatalog {
    /// Books grouped under an author or a genre.
    struct Group {
        var name: String
        var slug: String
        var folder: String
        /// Book ids, by title.
        var books: [String]
        var base: String { "\(folder)/\(slug)/" }
        var path: String { base + "index.html" }
        var filedAs: String
        var entry: GroupEntry { GroupEntry(name: name, filedAs: filedAs, url: path, count: books.count) }
    }

    let books: [Book]
    /// Every shown book as lists show it, by id.
    private(set) var summaries: [String: BookSummary] = [:]
    private(set) var authors: [Group] = []
    private(set) var genres: [Group] = []
    private var authorIndex: [String: Int] = [:]
    private var genreIndex: [String: Int] = [:]
    private(set) var authorSlugs: [String: String] = [:]
    private(set) var genreSlugs: [String: String] = [:]
    /// Cover path relative to `content/` → route in the site.
    private(set) var covers: [String: String] = [:]
    private(set) var coverRoutes: [String: String] = [:]
    let newest: [Book]
    /// The languages books are in, as written, with how many books each, for the search filter.
    let languages: [Facet]
    private(set) var counts: [String: Int] = [:]
    /// `SortKey.key` of every title, computed once: folding inside a comparator
    /// would redo it n log n times.
    let titleKeys: [String: String]
    /// Every shown book's id, by title (then id): the catalogue's first order and the search index's.
    let byTitle: [String]

    init(result: CheckResult) {
        let library = result.library
        let asOf = result.asOf
        books = library.books.filter { book in book.withdrawn.map { asOf < $0 } ?? true }
        let languageCounts = Dictionary(books.compactMap(\.language).map { ($0, 1) }, uniquingKeysWith: +)
        let languageSlugs = Slug.unique(Array(languageCounts.keys))
        languages = SortKey.sorted(Array(languageCounts.keys)).map { Facet(name: $0, count: languageCounts[$0]!, shard: "language-" + languageSlugs[$0]!) }
        newest = books.sorted { ($1.added, $0.id) < ($0.added, $1.id) }
        let titleKeys = Dictionary(uniqueKeysWithValues: books.map { ($0.id, SortKey.key($0.title)) })
        self.titleKeys = titleKeys
        byTitle = books.map { (titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.1)
        authorSlugs = Slug.unique(Array(Set(books.flatMap(\.authors))))
        genreSlugs = Slug.unique(Array(Set(books.flatMap(\.genres))))
        authors = Self.groups(books, key: \.authors, slugs: authorSlugs, folder: "authors", titleKeys: titleKeys, filedAs: PersonName.familyFirst)
        genres = Self.groups(books, key: \.genres, slugs: genreSlugs, folder: "genres", titleKeys: titleKeys, filedAs: { $0 })
        authorIndex = Dictionary(uniqueKeysWithValues: authors.enumerated().map { ($1.name, $0) })
        genreIndex = Dictionary(uniqueKeysWithValues: genres.enumerated().map { ($1.name, $0) })
        for book in books {
            guard let cover = book.cover, let source = Book.contentPath(cover.value) else { continue }
            let route = source.hasPrefix("covers/") ? source : "covers/" + source
            covers[source] = route
            coverRoutes[book.id] = route
        }
        let state = result.state
        for book in books {
            var availability = Availability.available
            var holder: String?
            switch state.state(of: book, on: asOf) {
            case .onShelf, .withdrawn: availability = .available
            case .reserved: availability = .reserved
            case .onLoan(let borrower, let due):
                availability = .onLoan(due)
                holder = library.member(borrower)?.shownName
            case .lost: availability = .lost
            case .notYetAdded(let day): availability = .notYetAdded(day)
            }
            summaries[book.id] = BookSummary(book: book, availability: availability, holder: holder,
                                             waiting: state.waitingList(for: book.id, on: asOf).count, coverRoute: coverRoutes[book.id])
        }
        let counted = state.counts(on: asOf)
        counts = [
            "books": counted.books,
            "available": counted.onShelf,
            "on_loan": counted.onLoan,
            "lost": counted.lost,
            "members": counted.members,
            "authors": authors.count,
            "genres": genres.count,
        ]
    }

    /// The genres as search filters.
    var genreFacets: [Facet] { genres.map { Facet(name: $0.name, count: $0.books.count, shard: "genre-" + $0.slug) } }

    /// A book page's "More by…" and "More in…": up to `count` other books of its first author's
    /// group (strings key `more_by`), then as many of its first genre's not shown already (`more_in`).
    func more(for book: Book, count: Int) -> [(group: Group, key: String, ids: [String])] {
        var shown: Set<String> = [book.id]
        var sections = [(group: Group, key: String, ids: [String])]()
        let groups = [(book.authors.first.flatMap { author(named: $0) }, "more_by"), (book.genres.first.flatMap { genre(named: $0) }, "more_in")]
        for case let (group?, key) in groups {
            // Lazily: a genre's group holds thousands of books, and only the first few are shown.
            let ids = Array(group.books.lazy.filter { !shown.contains($0) }.prefix(count))
            guard !ids.isEmpty else { continue }
            shown.formUnion(ids)
            sections.append((group, key, ids))
        }
        return sections
    }

    /// The group of an author's books, or a genre's.
    func author(named name: String) -> Group? { authorIndex[name].map { authors[$0] } }
    func genre(named name: String) -> Group? { genreIndex[name].map { genres[$0] } }

    private static func groups(_ books: [Book], key: KeyPath<Book, [String]>, slugs: [String: String], folder: String,
                               titleKeys: [String: String], filedAs: (String) -> String) -> [Group] {
        var members = [String: [Book]]()
        for book in books {
            for name in Set(book[keyPath: key]) { members[name, default: []].append(book) }
        }
        return members.keys.map { (filedAs($0), $0) }.map { (SortKey.key($0.0), $0.1, $0.0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { _, name, filed in
            let ids = members[name]!.map { (titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.1)
            return Group(name: name, slug: slugs[name]!, folder: folder, books: ids, filedAs: filed)
        }
    }
}
