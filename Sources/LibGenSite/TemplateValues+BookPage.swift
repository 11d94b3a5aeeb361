import Foundation
import LibGenCore
import LibGenSupport

/// What a book page shows: its details, the actions its state allows, the other books it
/// points to, and its schema.org description.
extension TemplateValues {
    /// What a book page shows (the `book` template's `book`).
    func details(_ entry: BookSummary, plain: String, html description: String, card: (BookSummary) -> CardValues) -> [String: Any] {
        let book = entry.book
        var values = summary(entry)
        // Room for the 30-odd keys added below at once: the summary's copy grew twice, every key hashed again each time.
        values.reserveCapacity(values.count + 32)
        // An author's or genre's page exists only for those of the catalogue's books: a book not
        // yet added may name one no listed book has, and then its name is not a link (`linked`
        // false, `url` absent).
        func linked(_ names: [String], folder: String, slugs: [String: String]) -> [[String: Any]] {
            names.enumerated().map { index, name in
                // `linked` always set: a section on a name absent here would climb to the book's own `url`.
                // Made whole at once: a fourth key added to a literal of three grew and rehashed it.
                let last = index == names.count - 1
                guard let slug = slugs[name] else { return ["name": name, "last": last, "linked": false] }
                return ["name": name, "last": last, "linked": true, "url": "\(folder)/\(slug)/index.html"]
            }
        }
        values["authors"] = linked(book.authors, folder: "authors", slugs: catalog.authorSlugs)
        values["genres"] = linked(book.genres, folder: "genres", slugs: catalog.genreSlugs)
        values["has_genres"] = !book.genres.isEmpty
        // Not said of a book not yet added: its badge says the day it joins.
        if case .notYetAdded = entry.availability {} else {
            values["added"] = book.added.description
            values["added_html"] = strings.time(book.added)
        }
        values["cover_alt"] = strings.format("cover_of", ["title": book.title])
        if let isbn = book.isbn {
            values["isbn"] = isbn
            values["isbn_hyphenated"] = ISBN.hyphenated(isbn) ?? isbn
        }
        if let publisher = book.publisher { values["publisher"] = publisher }
        if let year = book.year { values["year"] = String(year) }
        if let pages = book.pages { values["pages"] = String(pages) }
        if let language = book.language { values["language"] = language }
        if settings.privacy.showOwners {
            values["owner_name"] = ownerName(entry.owner)
            values["owner_html"] = strings.html("owner", ["name": ownerName(entry.owner)], strong: true)
        }
        if settings.privacy.showBorrowers, let holder = entry.holder, case .onLoan = entry.availability {
            values["holder_name"] = holder
            values["holder_html"] = strings.html("holder", ["name": holder], strong: true)
        }
        if !description.isEmpty { values["description_html"] = description }
        values["jsonld"] = jsonLD(entry, plain: plain)
        if let language = book.language { values["language_name"] = languageName(language) }
        if let condition = book.condition { values["condition"] = strings["condition_" + condition] }
        values["terms"] = loanTerms
        values["collect"] = collect(owner: entry.owner)
        values["more"] = more(book, card: card)
        values.merge(actions(entry)) { $1 }
        return values
    }

    /// The short badge a card shows: "Available", "Due 4 Dec", "Due today", "Overdue", "Reserved".
    func badge(_ summary: BookSummary) -> String {
        strings.format(Availability.badgeKeys[summary.availability.badge]!, ["date": summary.availability.day.map(strings.shortDate) ?? ""])
    }

    /// The badge as HTML: its date (`Due 4 Dec`) in `<time datetime>`, as every date the site writes.
    func badgeHTML(_ summary: BookSummary) -> String {
        strings.html(Availability.badgeKeys[summary.availability.badge]!, date: summary.availability.day, short: true)
    }

    /// A book's language by name in the library's language ("anglais" for English on a French
    /// site), as written when the strings tables do not know it.
    func languageName(_ written: String) -> String {
        guard let tag = LanguageTag.bcp47(written), let primary = tag.split(separator: "-").first,
              let name = strings.values["language_" + primary] else { return written }
        return name
    }

    /// The loan period in a sentence.
    static func loanTerms(_ settings: LibrarySettings, _ strings: SiteStrings) -> String {
        let policy = LendingRules(settings)
        let days = ["days": String(policy.loanDays)]
        let key = policy.maxRenewals == 0 ? "loan_terms_none" : policy.maxRenewals == 1 ? "loan_terms_one" : "loan_terms_other"
        return strings.format(key, days.merging(["count": String(policy.maxRenewals)]) { $1 })
    }

    /// Where a member collects the book: its owner (named when `show_owners`), or the library's shelf.
    func collect(owner: String) -> String {
        if owner == Library.libraryID { return strings["collect_from_library"] }
        guard settings.privacy.showOwners else { return strings["collect_from_owner"] }
        return strings.format("collect_from", ["name": ownerName(owner)])
    }

    /// Up to `moreCount` other books by the first author, and as many in the first genre.
    static let moreCount = 6

    func more(_ book: Book, card: (BookSummary) -> CardValues) -> [[String: Any]] {
        catalog.more(for: book, count: Self.moreCount).map { section in
            ["heading": strings.format(section.key, ["name": section.name]), "url": section.path,
             "books": section.ids.compactMap { catalog.summaries[$0] }.map(card)]
        }
    }

    /// A book as a list shows it (`books[]`): its summary and `card_html`, its `book-card`
    /// rendered for the page's folder depth (`html`: the renderer renders it once per book and
    /// depth, however many pages show it).
    func cardValues(_ book: BookSummary, html: CardValues.HTML) -> CardValues {
        CardValues(summary: summary(book), html: html)
    }

    /// What a book page offers (CLI.md): the action its state allows — Borrow, Join the
    /// waiting list (N ahead), or none with the reason —, Renew and Return for a book that is
    /// out, the library desk for members without a forge account, and "Suggest an edit".
    func actions(_ entry: BookSummary) -> [String: Any] {
        let book = entry.book
        var values = [String: Any]()
        let requestable = entry.availability.canBeAskedFor && !entry.ownerLeft
        switch entry.availability {
        case _ where entry.ownerLeft && entry.availability.canBeAskedFor:
            // FORMAT.md v1.3: not lendable; a loan already out runs its course (Renew and Return stay).
            values["no_action"] = strings["no_action_owner_left"]
            values["no_action_html"] = strings.html("no_action_owner_left")
        case .available:
            values["action_label"] = strings["borrow"]
        case .passedOver:
            // Ready for nobody: on the shelf (FORMAT.md v1.3), Borrow, and said why those waiting are passed over.
            values["action_label"] = strings["borrow"]
            values["queue_hint"] = strings["queue_hint_passed"]
        case .reserved, .onLoan:
            values["action_label"] = entry.waiting == 0 ? strings["join_queue_first"] : strings.plural("join_queue", entry.waiting)
            values["joins_queue"] = true
            values["queue_hint"] = strings[entry.availability == .reserved ? "queue_hint_reserved" : "queue_hint"]
        case .lost:
            values["no_action"] = strings["no_action_lost"]
            values["no_action_html"] = strings.html("no_action_lost")
        case .notYetAdded(let day):
            values["no_action"] = strings.format("no_action_coming", ["date": strings.date(day)])
            // The day for people, with its ISO date in `<time datetime>` (CLI.md), as every date the site writes.
            values["no_action_html"] = strings.html("no_action_coming", date: day)
        }
        if let repo = settings.repoURL, let forge {
            if requestable && forge.onGitHub {
                // The borrow issue form: the library's intake records the request, dated the day the member asks.
                values["borrow_url"] = ForgeLinks.formURL(.borrow, repo: repo, book: book)
                values["borrow_form"] = true
            } else if requestable {
                // Elsewhere a new loan file; the page's script dates it the day the member clicks (data-built-on).
                values["borrow_url"] = ForgeLinks.newFileURL(repo: repo, branch: settings.repoBranch,
                                                        path: "content/loans/\(asOf.components.year)/\(asOf)-\(book.id)-your-member-id.json",
                                                        contents: ForgeLinks.loanRequest(book: book.id, on: asOf))
                values["built_on"] = asOf.description
            }
            if case .onLoan = entry.availability, forge.onGitHub {
                values["renew_url"] = ForgeLinks.formURL(.renew, repo: repo, book: book)
                values["return_url"] = ForgeLinks.formURL(.return, repo: repo, book: book)
            }
            values["edit_url"] = ForgeLinks.editURL(repo: repo, branch: settings.repoBranch, path: book.file)
            values["forge"] = forge.name
            if requestable { values["borrow_hint"] = forge.borrowHint }
        }
        if requestable, let desk = settings.forge.desk { values["desk"] = deskValues(desk, entry) }
        return values
    }

    /// The library desk's links for a book: a `mailto:` with a subject and a message naming
    /// the book, a WhatsApp link (wa.me) with the same message, and the desk's note.
    func deskValues(_ desk: ForgeSettings.Desk, _ entry: BookSummary) -> [String: Any] {
        let book = entry.book
        let address = settings.baseURL.map { SiteAssembler.absolute($0, "books/\(book.id)/") } ?? book.id
        let arguments = ["title": book.title, "author": book.authors.first ?? "", "url": address]
        let borrowNow = entry.availability.isFree
        let message = strings.format(borrowNow ? "desk_message" : "desk_message_queue", arguments)
        // "No GitHub account?" on GitHub, the library's own forge by name elsewhere, and no forge
        // at all where the library has none (the desk is then the way to borrow).
        let heading = forge.map { strings.format("desk_heading", ["forge": $0.name]) } ?? strings["desk_heading_plain"]
        var values: [String: Any] = ["heading": heading, "intro": strings["desk_intro"]]
        if let email = desk.email {
            // RFC 6068: spaces as %20 (a `+` would stay a plus in a mail client).
            values["email_url"] = "mailto:\(email)?subject=\(ForgeLinks.encodeQuery(strings.format("desk_subject", arguments)))&body=\(ForgeLinks.encodeQuery(message))"
            values["email"] = email
        }
        if let number = desk.whatsapp {
            // wa.me takes the number in international form with digits only.
            values["whatsapp_url"] = "https://wa.me/\(number.filter(\.isASCII).filter(\.isNumber))?text=\(ForgeLinks.encodeQuery(message))"
        }
        if let note = desk.note { values["note_html"] = markdown.html(note) }
        return values
    }

    /// The owner as the site may name them: a member's shown name, or the library's name.
    func ownerName(_ owner: String) -> String {
        library.ownerName(owner, theLibrary: settings.name)
    }

    /// schema.org `Book` JSON-LD, safe inside `<script>`: `<`, `>` and `&` are escaped.
    func jsonLD(_ entry: BookSummary, plain: String) -> String {
        let book = entry.book
        let json = JSONWriter()
        json.object {
            json.field("@context") { json.string("https://schema.org") }
            json.field("@type") { json.string("Book") }
            json.field("name") { json.string(book.title) }
            json.field("author") {
                json.array(book.authors) { name in
                    json.object {
                        json.field("@type") { json.string("Person") }
                        json.field("name") { json.string(name) }
                    }
                }
            }
            if let isbn = book.isbn { json.field("isbn") { json.string(ISBN.normalized(isbn)) } }
            if let publisher = book.publisher {
                json.field("publisher") {
                    json.object {
                        json.field("@type") { json.string("Organization") }
                        json.field("name") { json.string(publisher) }
                    }
                }
            }
            if let year = book.year { json.field("datePublished") { json.string(String(year)) } }
            if let pages = book.pages { json.field("numberOfPages") { json.number(pages) } }
            if let language = book.language { json.field("inLanguage") { json.string(LanguageTag.bcp47(language) ?? language) } }
            if !book.genres.isEmpty { json.field("genre") { json.array(book.genres) { json.string($0) } } }
            let description = MarkdownRenderer.shorten(plain, limit: 500)
            if !description.isEmpty { json.field("description") { json.string(description) } }
            // Whether a member can have it now, as schema.org says of an offer: on the shelf
            // (InStock), out until its due day (OutOfStock, availabilityStarts), kept for the next
            // in the queue (LimitedAvailability), missing (Discontinued), not yet added (PreOrder).
            json.field("offers") {
                json.object {
                    json.field("@type") { json.string("Offer") }
                    json.field("price") { json.string("0") }
                    let availability: String
                    switch entry.availability {
                    case .available, .passedOver: availability = "InStock"
                    case .reserved: availability = "LimitedAvailability"
                    case .onLoan: availability = "OutOfStock"
                    case .lost: availability = "Discontinued"
                    case .notYetAdded: availability = "PreOrder"
                    }
                    json.field("availability") { json.string("https://schema.org/" + availability) }
                    if let day = entry.availability.day { json.field("availabilityStarts") { json.string(day.description) } }
                    if let base = settings.baseURL { json.field("url") { json.string(SiteAssembler.absolute(base, "books/\(book.id)/")) } }
                }
            }
            if let base = settings.baseURL {
                json.field("url") { json.string(SiteAssembler.absolute(base, "books/\(book.id)/")) }
                if let cover = entry.coverURL { json.field("image") { json.string(SiteAssembler.absolute(base, cover)) } }
            }
        }
        return Self.scriptSafe(json.output)
    }

    static func scriptSafe(_ json: String) -> String {
        func unsafe(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") }
        // Through the string's own storage: a loop over `utf8`'s index was 1.4 % of the pages' samples.
        guard json.utf8.withContiguousStorageIfAvailable({ $0.contains(where: unsafe) }) ?? json.utf8.contains(where: unsafe) else { return json }
        return json.replacingScalars { scalar in
            switch scalar {
            case "&": "\\u0026"
            case "<": "\\u003c"
            case ">": "\\u003e"
            default: nil
            }
        }
    }
}
