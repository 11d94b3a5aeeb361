import Foundation
import LibGenCore

/// The typed pages of a site: what the assemble stage decides. `TemplateValues`
/// is the one place that turns them into the values templates see
/// (docs/TEMPLATES.md); Markdown is rendered there, in the render stage.

/// Where a book is on the as-of day, as the site shows it: `LibraryState.BookState` for the
/// books a site lists (never withdrawn ones).
enum Availability: Equatable {
    /// On the shelf, ready for nobody.
    case available
    /// On the shelf, kept for the first waiting member who may take it.
    case reserved
    /// On the shelf with a waiting list whose every member is passed over (none may take it on
    /// the day): ready for nobody, so *on the shelf* (FORMAT.md v1.3: not "reserved"), shown as
    /// available with Borrow as its action, and the page says why those waiting are passed over.
    case passedOver
    /// Out with a member, and where it stands against its due date (as check judges it).
    case onLoan(LibraryState.DueState)
    case lost
    /// Not in the catalogue yet: it joins on this day.
    case notYetAdded(Day)

    /// On the shelf and ready for nobody: the next member who asks (and may take it) borrows it.
    var isFree: Bool { self == .available || self == .passedOver }

    /// Can a member ask for it (FORMAT.md): not a missing copy, nor one not yet in the library.
    var canBeAskedFor: Bool {
        switch self {
        case .available, .reserved, .passedOver, .onLoan: true
        case .lost, .notYetAdded: false
        }
    }

    /// `available`, `reserved`, `on-loan`, `lost` or `coming`: the CSS class, the search filter
    /// value and `availability.status`.
    var status: String {
        switch self {
        case .available, .passedOver: "available"
        case .reserved: "reserved"
        case .onLoan: "on-loan"
        case .lost: "lost"
        case .notYetAdded: "coming"
        }
    }

    /// The short badge a card shows (`available`, `reserved`, `due`, `due-today`, `overdue`,
    /// `missing` or `coming`): rendered by the site, and written into the search index for
    /// search.js to word with the same strings (`badgeKeys`).
    var badge: String {
        switch self {
        case .available, .passedOver: "available"
        case .reserved: "reserved"
        case .onLoan(.overdue): "overdue"
        case .onLoan(.dueToday): "due-today"
        case .onLoan: "due"
        case .lost: "missing"
        case .notYetAdded: "coming"
        }
    }

    /// The strings key of each badge.
    static let badgeKeys = ["available": "available", "reserved": "badge_reserved", "due": "badge_due", "due-today": "badge_due_today",
                            "overdue": "badge_overdue", "missing": "badge_missing", "coming": "badge_coming"]

    /// The day the book's state names: when it is due back, or when it joins the catalogue.
    var day: Day? {
        switch self {
        case .onLoan(let stage): stage.due
        case .notYetAdded(let day): day
        case .available, .reserved, .passedOver, .lost: nil
        }
    }
}

/// A book as a list shows it: the book, where it is, who waits, its cover.
///
/// A class, not a struct: pages, lists, orders and search filings each hold the same summaries,
/// and copying a struct of five fields retained each of them (copying summaries was the largest
/// single source of retains in `serve`'s profile after a loan edit); a summary never changes
/// once made.
final class BookSummary: Sendable {
    let book: Book
    let availability: Availability
    /// The borrower's shown name (used only when `privacy.show_borrowers`).
    let holder: String?
    /// Requests waiting for the book.
    let waiting: Int
    /// The cover's route in the site, when the book has one.
    let coverRoute: String?
    /// Its owner's id on the as-of day (`LibraryState.owner(of:on:)`: before a swap dated later,
    /// the giver), or `library`.
    let owner: String
    /// Its owner has left the library (`LibraryState.ownerHasLeft`): it cannot be lent.
    let ownerLeft: Bool

    init(book: Book, availability: Availability, holder: String?, waiting: Int, coverRoute: String?, owner: String? = nil, ownerLeft: Bool = false) {
        self.book = book
        self.availability = availability
        self.holder = holder
        self.waiting = waiting
        self.coverRoute = coverRoute
        self.owner = owner ?? book.owner.value
        self.ownerLeft = ownerLeft
    }

    /// The cover's address as a link writes it: each part of its route percent-encoded (a file
    /// named `dune#2.png` or `my cover.png` is published under that name, and a link to it must
    /// not read `#2.png` as a fragment or stop at the space).
    var coverURL: String? { coverRoute.map(Self.urlPath) }

    static func urlPath(_ route: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";=")
        return route.addingPercentEncoding(withAllowedCharacters: allowed) ?? route
    }

    var id: String { book.id }
    var url: String { "books/\(book.id)/index.html" }
}

/// Where a page sits in a list split into pages: page 1 at `base`, page n at `base/page/n/`.
struct Paging: Equatable {
    /// 1-based.
    let number: Int
    let count: Int
    /// The folder of the list's first page: `""`, `genres/poetry/`.
    let base: String

    func url(_ number: Int) -> String { number == 1 ? base + "index.html" : base + "page/\(number)/index.html" }
    var path: String { url(number) }
}

/// A list of book cards on a page (`book-list` partial).
struct BookList {
    var books: [BookSummary]
    /// The list `search.js` works with (`catalog`), else nil.
    var listID: String? = nil
    var paging: Paging? = nil
}

/// The orders the whole catalog can be browsed in.
enum CatalogOrder: CaseIterable {
    case title, author, newest

    /// The folder of the order's first page.
    var base: String {
        switch self {
        case .title: ""
        case .author: "by-author/"
        case .newest: "newest/"
        }
    }

    var stringKey: String {
        switch self {
        case .title: "sort_title"
        case .author: "sort_author"
        case .newest: "sort_newest"
        }
    }
}

/// An author or a genre in the index of all of them.
struct GroupEntry: Equatable {
    let name: String
    /// How the index files it: an author family name first ("Rowling, J. K."), a genre as it is.
    let filedAs: String
    let url: String
    let count: Int
}

/// One row of the reports page.
struct ReportRow {
    let title: String
    let url: String?
    let due: Day
    let days: Int
    let borrower: String?
}

/// An Atom entry of `feed.xml`; `summary` is Markdown.
struct FeedEntry {
    let title: String
    let id: String
    let url: String
    let updated: String
    let authors: [String]
    let summary: String
}

/// One value of a search filter, how many books have it, and the index file that lists them
/// (`search/<shard>.json`), so that a filter alone downloads only its own books.
struct Facet {
    let name: String
    let count: Int
    let shard: String
}

/// What one page shows.
enum PageModel {
    case home(description: String, counts: [String: Int], featured: BookList, recent: BookList, catalog: BookList,
              genres: [Facet], languages: [Facet])
    /// A page of the whole catalog in one order (the home page is the first by title).
    case catalog(BookList, order: CatalogOrder)
    /// A book page; its details are built when the page is rendered, on any core
    /// (holding 10,000 of them at once would be most of a build's memory).
    case book(BookSummary)
    case authors([GroupEntry], Paging)
    case author(name: String, books: BookList)
    case genres([GroupEntry], Paging)
    case genre(name: String, books: BookList)
    case new(BookList)
    /// `search/index.html`: the search form and filters, for the header box's `?q=`.
    case search(counts: [String: Int], genres: [Facet], languages: [Facet])
    /// A free page; `body` is Markdown.
    case free(title: String, body: String)
    case reports(overdue: [ReportRow], due: [ReportRow], within: Int)
    case notFound
    case feed(id: String, updated: String, entries: [FeedEntry])
    case sitemap([String])

    /// The template that renders the page.
    var template: String {
        switch self {
        case .home: "index"
        case .catalog: "catalog"
        case .book: "book"
        case .authors: "authors"
        case .author: "author"
        case .genres: "genres"
        case .genre: "genre"
        case .new: "new"
        case .search: "search"
        case .free: "page"
        case .reports: "reports"
        case .notFound: "404"
        case .feed: "feed.xml"
        case .sitemap: "sitemap.xml"
        }
    }

    /// Does the page show exactly what `other` shows, by the same summaries (the same objects)?
    /// For the list pages, the sitemap, the free pages and 404: `serve` keeps such a page's
    /// fingerprint and file without hashing its books' digests (or its 12,000 URLs) again
    /// (`LiveSite`). False for every other kind of page.
    func isIdentical(to other: PageModel) -> Bool {
        func same(_ a: BookList, _ b: BookList) -> Bool {
            a.listID == b.listID && a.paging == b.paging && a.books.count == b.books.count && zip(a.books, b.books).allSatisfy { $0 === $1 }
        }
        switch (self, other) {
        case (.catalog(let a, let order), .catalog(let b, let otherOrder)): return order == otherOrder && same(a, b)
        case (.author(let name, let a), .author(let otherName, let b)), (.genre(let name, let a), .genre(let otherName, let b)):
            return name == otherName && same(a, b)
        case (.new(let a), .new(let b)): return same(a, b)
        case (.authors(let a, let paging), .authors(let b, let otherPaging)), (.genres(let a, let paging), .genres(let b, let otherPaging)):
            return paging == otherPaging && a == b
        // The sitemap taken back from the last build holds the same array: compared at once.
        case (.sitemap(let a), .sitemap(let b)): return a == b
        case (.notFound, .notFound): return true
        case (.free(let title, let body), .free(let otherTitle, let otherBody)): return title == otherTitle && body == otherBody
        default: return false
        }
    }

    /// The book lists on the page, whose cards are rendered once per book and depth.
    var bookLists: [BookList] {
        switch self {
        case .home(_, _, let featured, let recent, let catalog, _, _): [featured, recent, catalog]
        case .author(_, let books), .genre(_, let books), .new(let books), .catalog(let books, _): [books]
        default: []
        }
    }
}

/// A page of the site: its model and where it sits.
struct PageFrame {
    /// `../` per folder level (or the absolute site root for 404.html).
    let root: String
    /// Absolute URL, when `base_url` is set.
    let canonical: String?
}
