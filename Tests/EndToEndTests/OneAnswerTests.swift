import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenForge
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// FORMAT.md "One answer to every question", on random libraries and every day of their
/// history: the site's state words and counts, `report holds`, `stats` and `overdue` (their
/// JSON), the day's notices and what intake answers agree for every book — with each other,
/// and with a naive model written from FORMAT.md's words over the generator's own records.
@Suite struct OneAnswerTests {
    typealias History = LedgerDifferentialTests.History

    /// The naive model of one book on one day.
    struct Expected: Equatable, CustomStringConvertible {
        var status: String
        var waiting: [String]
        var readyFor: String?
        var description: String { "\(status) waiting \(waiting) ready for \(readyFor ?? "-")" }
    }

    /// FORMAT.md's words, as quadratic loops over the generated records. A history with two
    /// loans of a book out on one day (a `loan.double-lend` error) has no single holder, so
    /// such book-days are left out (`nil`).
    static func expected(_ h: History, book: String, day: Int, maxActive: Int = 2) -> Expected? {
        guard let spec = h.books.first(where: { $0.id == book }) else { return nil }
        func isMember(_ id: String, _ day: Int) -> Bool {
            guard let member = h.members.first(where: { $0.id == id }) else { return false }
            return member.joined <= day && (member.left.map { day < $0 } ?? true)
        }
        let lendings = h.loans.filter { $0.kind == .lending }
        let out = lendings.filter { $0.book == book && $0.lent <= day && ($0.returned.map { day < $0 } ?? true) }
        // Two loans out at once (loan.double-lend), or one before the book was added
        // (loan.book-unavailable): no single answer; those book-days are left out.
        guard out.count <= 1, !(day < spec.added && !out.isEmpty) else { return nil }
        // "The open requests (status requested, requested ≤ D, the borrower a member on D)".
        let waiting = h.loans.filter { $0.kind == .request && $0.book == book && $0.lent <= day && isMember($0.borrower, day) }
            .sorted { ($0.lent, $0.id) < ($1.lent, $1.id) }.map(\.borrower)
        if day < spec.added { return Expected(status: "coming", waiting: waiting, readyFor: nil) }
        if let loan = out.first {
            let lost = loan.lost.map { $0 <= day } ?? false
            return Expected(status: lost ? "lost" : "on-loan", waiting: waiting, readyFor: nil)
        }
        func held(_ member: String) -> Int {
            lendings.filter { $0.borrower == member && $0.lent <= day && (($0.lost ?? $0.returned).map { day < $0 } ?? true) }.count
        }
        // Its owner on D has it already: passed over.
        let owner = owner(h, book: book, day: day)
        let ready = waiting.first { isMember($0, day) && held($0) < maxActive && $0 != owner }
        // "A book on the shelf with a waiting list is 'Reserved for the next in the queue' on the
        // site, never 'Available'" — ready for someone or, every one of them passed over, for nobody.
        // FORMAT.md v1.3: reserved only when ready for someone; a waiting list none of whom may take it leaves it on the shelf.
        return Expected(status: ready == nil ? "available" : "reserved", waiting: waiting, readyFor: ready)
    }

    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The book's owner on D, as FORMAT.md words it: accepted swaps in date, id order; before the
    /// first, its giver; without any, the front matter's owner.
    static func owner(_ h: History, book: String, day: Int) -> String? {
        guard let spec = h.books.first(where: { $0.id == book }) else { return nil }
        let moves = h.swaps.filter { $0.accepted && $0.from != $0.to }.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
            .compactMap { s in s.gives.contains(book) ? (date: s.date, giver: s.from, receiver: s.to) : s.takes.contains(book) ? (date: s.date, giver: s.to, receiver: s.from) : nil }
        return moves.first.map { first in moves.last { $0.date <= day }?.receiver ?? first.giver } ?? spec.owner
    }

    @Test func everyAnswerAgreesOnEveryDayOfRandomHistories() throws {
        var compared = 0, modelled = 0, ownedByAGiver = 0
        var statuses = [String: Int]()
        for seed in UInt64(1)...150 {
            let history = LedgerDifferentialTests.generate(seed: seed)
            var content = LoadedContent()
            content.files = history.files
            let (library, parse) = try RecordParser().parse(content)
            for offset in 0...70 {
                let result = LibraryChecker(root: URL(fileURLWithPath: "/"), asOf: LedgerDifferentialTests.base.adding(offset))
                    .validate(library, parseDiagnostics: parse)
                let site = BookCatalog(result: result)
                let formatter = ReportFormatter(result: result)
                let stats = Self.json(try formatter.render(ReportRequest(kind: .stats, format: .json)))
                let holds = (Self.json(try formatter.render(ReportRequest(kind: .holds, format: .json)))["books"] as? [[String: Any]]) ?? []
                let overdue = (Self.json(try formatter.render(ReportRequest(kind: .overdue, format: .json)))["loans"] as? [[String: Any]]) ?? []
                let turns = ReportBuilder(result).notices().flatMap(\.turns)
                let flagged = Set(result.diagnostics.filter { $0.rule == .loanOverdue }.map(\.file))
                let context = "seed \(seed), day +\(offset)"

                // Counts: the home page, report stats and the state's counts are one answer.
                #expect(site.counts["books"] == stats["books"] as? Int, "\(context): books")
                #expect(site.counts["available"] == stats["on_shelf"] as? Int, "\(context): on the shelf")
                #expect(site.counts["on_loan"] == stats["on_loan"] as? Int, "\(context): on loan")
                #expect(site.counts["lost"] == stats["lost"] as? Int, "\(context): lost")
                let shelfStates = site.summaries.values.filter { [.available, .reserved, .passedOver].contains($0.availability) }.count
                #expect(shelfStates == site.counts["available"], "\(context): on-the-shelf badges against the count")

                for book in library.books {
                    guard let summary = site.summaries[book.id] else { continue }
                    let status = summary.availability.status
                    statuses[status, default: 0] += 1
                    let entry = holds.first { $0["book"] as? String == book.id }
                    let waitingIDs = (entry?["waiting"] as? [[String: Any]] ?? []).compactMap { $0["borrower"] as? String }
                    // The site's "N waiting", report holds and the notices.
                    #expect(summary.waiting == waitingIDs.count, "\(context) \(book.id): waiting")
                    let readyFor = entry?["ready_for"] as? String
                    #expect((summary.availability == .reserved) == (readyFor != nil), "\(context) \(book.id): kept for a member on the site, ready_for in holds")
                    #expect((summary.availability == .passedOver) == (readyFor == nil && status == "available" && !waitingIDs.isEmpty), "\(context) \(book.id): passed over")
                    let turn = turns.first { $0.request.book.value == book.id }
                    #expect(turn?.request.borrower.value == readyFor, "\(context) \(book.id): your-turn notice against holds")
                    guard let expected = Self.expected(history, book: book.id, day: offset) else { continue }
                    // The owner the site names (and a collection is arranged with) is the owner that day.
                    let owner = Self.owner(history, book: book.id, day: offset)
                    #expect(summary.owner == owner, "\(context) \(book.id): the site names \(summary.owner) as owner, FORMAT.md \(owner ?? "-")")
                    if summary.owner != book.owner.value { ownedByAGiver += 1 }
                    // Overdue: the badge, report overdue and check's loan.overdue.
                    let listed = overdue.contains { $0["book"] as? String == book.id }
                    if case .onLoan(let stage) = summary.availability {
                        #expect(stage.isOverdue == listed, "\(context) \(book.id): overdue badge against report overdue")
                    } else {
                        #expect(!listed, "\(context) \(book.id): overdue in the report but not on loan on the site")
                    }
                    if listed, let file = overdue.first(where: { $0["book"] as? String == book.id })?["loan"] as? String {
                        #expect(flagged.contains("content/loans/\(file).json"), "\(context) \(book.id): report overdue against check")
                    }
                    // And all of it against FORMAT.md's words.
                    modelled += 1
                    let actual = Expected(status: status, waiting: waitingIDs, readyFor: readyFor)
                    #expect(actual == expected, "\(context) \(book.id): site and reports say \(actual), FORMAT.md says \(expected)")
                }
                compared += 1
            }
        }
        #expect(compared == 150 * 71)
        #expect(modelled > 10_000, "only \(modelled) book-days compared with the model")
        // Book-days before a swap already in the book's front matter: its giver still owns it.
        #expect(ownedByAGiver >= 100, "only \(ownedByAGiver) book-days owned by a swap's giver")
        // The histories reach every state people see, often.
        for status in ["available", "reserved", "on-loan", "lost", "coming"] {
            #expect(statuses[status, default: 0] >= 100, "only \(statuses[status, default: 0]) book-days were \(status)")
        }
    }

    /// What intake answers about a book agrees with the site's state on that day: a borrow
    /// request for a book out names its due date; for a book on the shelf says so; for a book
    /// not yet in the catalogue refuses, naming the day it joins.
    @Test func intakeAnswersAsTheSiteShows() throws {
        var answered = 0
        for seed in UInt64(1)...40 {
            let history = LedgerDifferentialTests.generate(seed: seed)
            let folder = try TestLibrary(Dictionary(uniqueKeysWithValues: history.files.map { ($0.path, Optional($0.text ?? "")) }), defaults: false)
            defer { try? FileManager.default.removeItem(at: folder.root) }
            // A member who may ask: joined from the start, borrows nothing.
            try folder.write("content/members/asker.json", #"{"name": "Asker", "joined": "2025-01-01", "github": "asker"}"#)
            for offset in [5, 25, 45] {
                let day = LedgerDifferentialTests.base.adding(offset)
                let check = try LibraryChecker(root: folder.root, asOf: day).check()
                let site = BookCatalog(result: check)
                let words = try ReplyWords(root: folder.root, settings: check.library.settings)
                for book in check.library.books {
                    guard let summary = site.summaries[book.id] else { continue }
                    let event = try IssueEvent(data: Data(Self.borrowEvent(book: book.id, day: day).utf8), path: "event.json")
                    let reply: String
                    switch try Intake(root: folder.root, event: event).run() {
                    case .done(_, let text, _, _, _): reply = text
                    case .refused(let text, _): reply = text
                    }
                    answered += 1
                    switch summary.availability {
                    case .onLoan(let stage):
                        // Overdue as the badge says it, not "on loan until" a day gone.
                        let said = stage.isOverdue ? "was due back on \(words.date(stage.due)) and is not back yet" : "on loan until \(words.date(stage.due))"
                        #expect(reply.contains(said) || reply.hasPrefix("Sorry:"), "seed \(seed) +\(offset) \(book.id): \(reply)")
                    case .lost:
                        #expect(reply.contains("missing") || reply.hasPrefix("Sorry:"), "seed \(seed) +\(offset) \(book.id): \(reply)")
                    case .available, .reserved, .passedOver:
                        #expect(reply.contains("on the shelf") || reply.hasPrefix("Sorry:"), "seed \(seed) +\(offset) \(book.id): \(reply)")
                    case .notYetAdded(let added):
                        #expect(reply.contains("joins the library on \(words.date(added))"), "seed \(seed) +\(offset) \(book.id): \(reply)")
                    }
                }
            }
        }
        #expect(answered > 200)
    }

    /// An `issues` opened event from the borrow form, at noon UTC on `day`.
    static func borrowEvent(book: String, day: Day) -> String {
        """
        {"action": "opened", "issue": {"number": 7, "title": "Borrow: \(book)", "created_at": "\(day)T12:00:00Z",
         "user": {"login": "asker"}, "labels": [],
         "body": "### Book to borrow\\n\\n\(book)\\n\\n### Note\\n\\n_No response_"}}
        """
    }
}
