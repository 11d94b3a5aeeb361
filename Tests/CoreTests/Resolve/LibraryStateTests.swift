import Foundation
import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// The resolved state's questions (FORMAT.md "One answer to every question") on tiny
/// inline libraries: `dune` owned by anita, members ravi and anita (TestLibrary), plus
/// what each test adds. `max_active_loans` is 2 and `loan_days` 14.
@Suite struct LibraryStateTests {
    static func state(_ files: [String: String?], asOf: String) throws -> LibraryState {
        let library = try TestLibrary(files)
        defer { try? FileManager.default.removeItem(at: library.root) }
        return try library.check(asOf: asOf).state
    }

    static func dune(_ state: LibraryState) -> Book { state.library.book("dune")! }

    @Test func aBookBackOnTheShelfWithAMemberWaitingIsReservedForThemNotAvailable() throws {
        let state = try Self.state([
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-05-01", returned: "2026-05-20"),
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-10"),
        ], asOf: "2026-05-21")
        #expect(state.state(of: Self.dune(state), on: Day(string: "2026-05-21")!) == .reserved(member: "meera", since: Day(string: "2026-05-20")!))
        let counts = state.counts(on: Day(string: "2026-05-21")!)
        #expect(counts.books == 1 && counts.onShelf == 1 && counts.reserved == 1 && counts.onLoan == 0 && counts.lost == 0)
    }

    @Test func aMemberAtTheLimitKeepsTheirPlaceButTheBookIsReadyForTheNextOne() throws {
        // Ravi holds two books (max_active_loans 2) and asked first; Meera asked later.
        let state = try Self.state([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/e.json": TestLibrary.loan("emma", status: "lent", lent: "2026-05-25"),
            "content/loans/k.json": TestLibrary.loan("kim", status: "lent", lent: "2026-05-25"),
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/loans/r.json": TestLibrary.loan(status: "requested", requested: "2026-05-20"),
            "content/loans/m.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-22"),
        ], asOf: "2026-05-26")
        let day = Day(string: "2026-05-26")!
        #expect(state.waitingList(for: "dune", on: day).map(\.id) == ["r", "m"])
        let hold = try #require(state.readyFor(Self.dune(state), on: day))
        #expect(hold.member == "meera")
        #expect(hold.passedOver.map(\.id) == ["r"])
        #expect(state.place(of: "ravi", for: "dune", on: day) == 1)
        guard case .atLimit(holding: 2)? = state.whyNot("ravi", on: day) else { Issue.record("ravi may take it?"); return }
    }

    /// A waiting member who became the book's owner by a swap has it already: passed over, so
    /// that it is ready for the next in the queue (and lending it to them jumps nobody).
    @Test func aWaitingMemberWhoNowOwnsTheBookIsPassedOver() throws {
        let files: [String: String?] = [
            "content/books/dune.md": TestLibrary.book("Dune", owner: "ravi"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-05-15", from: "anita", to: "ravi", gives: ["dune"]),
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/loans/r.json": TestLibrary.loan(status: "requested", requested: "2026-05-10"),
            "content/loans/m.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-12"),
        ]
        let state = try Self.state(files, asOf: "2026-05-20")
        // Before the swap Ravi could take it; from its day, Meera is next.
        #expect(try #require(state.readyFor(Self.dune(state), on: Day(string: "2026-05-14")!)).member == "ravi")
        let hold = try #require(state.readyFor(Self.dune(state), on: Day(string: "2026-05-20")!))
        #expect(hold.member == "meera" && hold.passedOver.map(\.id) == ["r"])
        #expect(hold.since == Day(string: "2026-05-15")!)
        var lent = files
        lent["content/loans/m.json"] = TestLibrary.loan(to: "meera", status: "lent", requested: "2026-05-12", lent: "2026-05-20")
        let library = try TestLibrary(lent)
        defer { try? FileManager.default.removeItem(at: library.root) }
        #expect(try library.lines(of: "loan.queue-jump", asOf: "2026-05-20") == [])
    }

    @Test func aBookNotYetAddedIsNeitherOnTheShelfNorCountedLookingBack() throws {
        let state = try Self.state(["content/books/emma.md": TestLibrary.book("Emma", owner: "anita", added: "2026-03-01")], asOf: "2026-02-01")
        let day = Day(string: "2026-02-01")!
        #expect(state.state(of: state.library.book("emma")!, on: day) == .notYetAdded(Day(string: "2026-03-01")!))
        #expect(state.counts(on: day).books == 1)
        #expect(state.onShelfSince(state.library.book("emma")!, on: day) == nil)
    }

    @Test func aWithdrawnBookIsOutOfTheCatalogue() throws {
        let state = try Self.state(["content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "withdrawn: 2026-04-01\n")], asOf: "2026-05-01")
        #expect(state.state(of: state.library.book("emma")!, on: Day(string: "2026-05-01")!) == .withdrawn(Day(string: "2026-04-01")!))
        #expect(state.counts(on: Day(string: "2026-05-01")!).books == 1)
    }

    @Test func aBookDueTodayIsDueTodayNotOverdueAndOverdueOnlyPastGrace() throws {
        let files: [String: String?] = ["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01")]
        let due = Day(string: "2026-05-15")!
        var state = try Self.state(files, asOf: "2026-05-15")
        let loan = state.library.loans[0]
        #expect(state.dueState(of: loan, on: due) == .dueToday(due))
        #expect(state.state(of: Self.dune(state), on: due) == .onLoan(borrower: "ravi", due: .dueToday(due)))
        state = try Self.state(files, asOf: "2026-05-16")
        #expect(state.dueState(of: loan, on: due.adding(1)) == .overdue(due: due, days: 1))
        #expect(state.dueState(of: loan, on: due.adding(-3)) == .dueLater(due, days: 3))
    }

    @Test func aLostBookIsLostAndCountedAsLost() throws {
        let state = try Self.state(["content/loans/a.json": TestLibrary.loan(status: "lost", lent: "2026-05-01", lost: "2026-05-10")], asOf: "2026-05-20")
        let day = Day(string: "2026-05-20")!
        #expect(state.state(of: Self.dune(state), on: day) == .lost(since: Day(string: "2026-05-10")!))
        #expect(state.counts(on: day) == LibraryState.Counts(books: 1, onShelf: 0, reserved: 0, onLoan: 0, overdue: 0, lost: 1, members: 2))
        // Before it was reported lost it was on loan.
        if case .onLoan = state.state(of: Self.dune(state), on: Day(string: "2026-05-05")!) {} else { Issue.record("on loan before lost") }
    }

    @Test func sameDayRequestsAreQueuedByTheirTimeOfDayThenId() throws {
        let state = try Self.state([
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-10", "requested_time": "18:05"}"#,
            "content/loans/b.json": #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-05-10", "requested_time": "09:30"}"#,
        ], asOf: "2026-05-11")
        #expect(state.waitingList(for: "dune", on: Day(string: "2026-05-11")!).map(\.id) == ["b", "a"])
    }

    @Test func aFinishedLoanWasReturnedOnTimeByItsDueDatePlusGrace() throws {
        let state = try Self.state([
            "content/library.json": #"{"name": "T", "policy": {"loan_days": 14, "grace_days": 2, "max_active_loans": 2}}"#,
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-05-01", returned: "2026-05-17"),
            "content/loans/b.json": TestLibrary.loan("emma", status: "returned", lent: "2026-05-01", returned: "2026-05-18"),
        ], asOf: "2026-06-01")
        #expect(state.library.loans.map { state.returnedOnTime($0) } == [true, false])
    }

    @Test func aRenewalThatLeavesTheLoanOverdueIsLate() throws {
        let state = try Self.state(["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01")], asOf: "2026-06-20")
        let loan = state.library.loans[0]
        // Due 15 May; a renewal adds 14 days: due 29 May, still overdue on 20 June.
        #expect(state.renewalWouldBeLate(loan, on: Day(string: "2026-06-20")!))
        #expect(!state.renewalWouldBeLate(loan, on: Day(string: "2026-05-20")!))
    }

    @Test func aLateRenewalAndALibrarianWhoLeftAreWarnedOf() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "T", "librarians": ["anita"], "policy": {"loan_days": 14, "max_active_loans": 2}}"#,
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", left: "2026-06-01"),
            "content/books/dune.md": TestLibrary.book("Dune", owner: "library"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01", renewals: ["2026-06-20"]),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        expectLines(try library.lines(of: "loan.renew-late", asOf: "2026-06-21"), [
            "content/loans/a.json:6:16: warning: renewal 1 of \"Dune\" (dune) for Ravi Iyer (ravi) on 2026-06-20 leaves it due back on 2026-05-29, still overdue that day; the book should come back, or be given an agreed `due` date [loan.renew-late]",
        ])
        // An agreed `due` is never moved: a renewal after it (and its grace) leaves the loan overdue.
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-05-01", renewals: ["2026-06-20"], due: "2026-06-10"))
        expectLines(try library.lines(of: "loan.renew-late", asOf: "2026-06-21"), [
            "content/loans/a.json:6:16: warning: renewal 1 of \"Dune\" (dune) for Ravi Iyer (ravi) on 2026-06-20 leaves it due back on 2026-06-10, still overdue that day; a renewal does not move an agreed `due`; the book should come back [loan.renew-late]",
        ])
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-05-01", renewals: ["2026-06-05"], due: "2026-06-10"))
        expectLines(try library.lines(of: "loan.renew-late", asOf: "2026-06-21"), [])
        expectLines(try library.lines(of: "librarian.left", asOf: "2026-06-21"), [
            "content/library.json:1:30: warning: librarian Anita Desai (anita) left the library on 2026-06-01 and no longer acts for others; take them off `librarians` [librarian.left]",
        ])
    }
}
