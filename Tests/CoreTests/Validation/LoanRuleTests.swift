import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Loan rules of FORMAT.md, each on a tiny inline library (policy: 14 loan days,
/// 1 renewal, 2 books at once; members ravi and anita; dune owned by anita).
@Suite struct LoanRuleTests {
    static let meera = ["content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01")]

    @Test func lendingABookThatIsOutIsADoubleLend() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-20"),
            "content/loans/2026/b.json": TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-10", returned: "2026-03-15"),
        ]) { $1 })
        expectLines(try library.lines(), [
            "content/loans/2026/b.json:5:11: error: \"Dune\" (dune) is lent to Meera Rao (meera) on 2026-03-10, but loan a (content/loans/a.json) has it out to Ravi Iyer (ravi) since 2026-03-01 until 2026-03-20; record that return first or correct the dates [loan.double-lend]",
        ])
    }

    /// A book or member whose title or name is broken keeps its place in the ledger (under its
    /// id): its own error is said, and its loans are judged as any others, not hidden.
    @Test func aBrokenTitleOrNameHidesNoLoanRule() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/books/dune.md": "---\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\n---\n",
            "content/members/meera.json": #"{"name": 42, "joined": "2025-01-01", "left": "2026-03-05"}"#,
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-20"),
            "content/loans/2026/b.json": TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-10", returned: "2026-03-15"),
        ]) { $1 })
        expectLines(try library.lines(), [
            "content/books/dune.md:2:1: error: the required field `title` is missing; add it (the book's title) [field.missing]",
            "content/loans/2026/b.json:3:15: error: meera (meera) is not a member on 2026-03-10, the lent day (member from 2025-01-01 until 2026-03-05); correct the dates or the member's `joined`/`left` [loan.not-member]",
            "content/loans/2026/b.json:5:11: error: \"dune\" (dune) is lent to meera (meera) on 2026-03-10, but loan a (content/loans/a.json) has it out to Ravi Iyer (ravi) since 2026-03-01 until 2026-03-20; record that return first or correct the dates [loan.double-lend]",
            "content/members/meera.json:1:10: error: `name` must be a string, not a number [field.type]",
        ])
    }

    @Test func aBookReturnedInTheMorningCanBeLentTheSameDay() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-10"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-03-10"),
        ]) { $1 })
        expectLines(try library.lines(asOf: "2026-03-12"), [])
    }

    @Test func aLostBookStaysOutSoLendingItAgainIsADoubleLend() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lost", lent: "2026-01-05", lost: "2026-01-20"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "returned", lent: "2026-04-01", returned: "2026-04-10"),
        ]) { $1 })
        expectLines(try library.lines(of: "loan.double-lend"), [
            "content/loans/b.json:5:11: error: \"Dune\" (dune) is lent to Meera Rao (meera) on 2026-04-01, but loan a (content/loans/a.json) has it out to Ravi Iyer (ravi) since 2026-01-05 and it was lost on 2026-01-20 (a lost book stays out until it is found and returned); record that return first or correct the dates [loan.double-lend]",
        ])
    }

    @Test func holdingMoreBooksThanTheLimitIsMaxActive() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/ulysses.md": TestLibrary.book("Ulysses", owner: "anita"),
            "content/loans/1.json": TestLibrary.loan("dune", status: "returned", lent: "2026-02-01", returned: "2026-02-10"),
            "content/loans/2.json": TestLibrary.loan("emma", status: "returned", lent: "2026-02-03", returned: "2026-02-12"),
            "content/loans/3.json": TestLibrary.loan("ulysses", status: "returned", lent: "2026-02-05", returned: "2026-02-14"),
        ])
        expectLines(try library.lines(), [
            "content/loans/3.json:5:11: error: with this loan Ravi Iyer (ravi) holds 3 books on 2026-02-05, more than max_active_loans (2): 1, 2, 3; a book must come back first [loan.max-active]",
        ])
    }

    @Test func aLostBookCountsAgainstTheLimitOnlyUntilItsLostDay() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/ulysses.md": TestLibrary.book("Ulysses", owner: "anita"),
            "content/loans/1.json": TestLibrary.loan("dune", status: "lost", lent: "2026-02-01", lost: "2026-02-04"),
            "content/loans/2.json": TestLibrary.loan("emma", status: "returned", lent: "2026-02-03", returned: "2026-02-12"),
            "content/loans/3.json": TestLibrary.loan("ulysses", status: "returned", lent: "2026-02-05", returned: "2026-02-14"),
        ])
        expectLines(try library.lines(), [])
    }

    /// Found by the differential test: a loan lost the day it was lent (and found later) was
    /// counted against the borrower for ever, because the end of its holding was replayed first.
    @Test func aBookLostTheDayItWasLentNeverCountsAgainstTheLimit() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/1.json": TestLibrary.loan("dune", status: "returned", lent: "2026-02-01", returned: "2026-02-20", lost: "2026-02-01"),
            "content/loans/2.json": TestLibrary.loan("emma", status: "lent", lent: "2026-03-01"),
            "content/loans/3.json": TestLibrary.loan("kim", status: "lent", lent: "2026-03-02"),
        ])
        expectLines(try library.lines(of: "loan.max-active", asOf: "2026-03-05"), [])
    }

    @Test func borrowingYourOwnBookIsOwnBook() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(to: "anita", status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:3:15: error: Anita Desai (anita) owns \"Dune\" (dune) on 2026-03-01 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]",
        ])
    }

    @Test func ownershipForOwnBookFollowsAcceptedSwaps() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "ravi"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"]),
            "content/loans/before.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-01-10", returned: "2026-01-20"),
            "content/loans/after.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
            "content/loans/swapday.json": TestLibrary.loan(to: "anita", status: "returned", lent: "2026-02-01", returned: "2026-02-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/after.json:3:15: error: Ravi Iyer (ravi) owns \"Dune\" (dune) on 2026-03-01 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]",
        ])
    }

    @Test func aRequestForYourOwnBookIsOwnBook() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(to: "anita", status: "requested", requested: "2026-03-01"),
        ])
        expectLines(try library.lines(of: "loan.own-book"), [
            "content/loans/a.json:3:15: error: Anita Desai (anita) owns \"Dune\" (dune) on 2026-03-01 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]",
        ])
    }

    @Test func borrowingBeforeJoiningIsNotMember() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2026-03-01"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-02-01", returned: "2026-02-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:3:15: error: Ravi Iyer (ravi) is not a member on 2026-02-01, the lent day (member from 2026-03-01); correct the dates or the member's `joined`/`left` [loan.not-member]",
        ])
    }

    @Test func holdingABookAfterLeavingIsNotMember() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", left: "2026-03-01"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-02-20", returned: "2026-03-04"),
            "content/loans/b.json": TestLibrary.loan(status: "returned", lent: "2026-02-01", returned: "2026-02-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:3:15: error: Ravi Iyer (ravi) left on 2026-03-01 but held \"Dune\" (dune) until 2026-03-04; a member must give back every book before leaving [loan.not-member]",
        ])
    }

    @Test func stillHoldingABookAfterLeavingIsNotMember() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", left: "2026-03-01"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-02-20", due: "2026-03-30"),
        ])
        expectLines(try library.lines(of: "loan.not-member", asOf: "2026-03-10"), [
            "content/loans/a.json:3:15: error: Ravi Iyer (ravi) left on 2026-03-01 but still holds \"Dune\" (dune); record its return (or loss) before they leave [loan.not-member]",
        ])
    }

    @Test func lendingBeforeTheBookIsAddedOrAfterItIsWithdrawnIsBookUnavailable() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", added: "2026-01-10", extra: "withdrawn: 2026-04-01\n"),
            "content/loans/early.json": TestLibrary.loan(status: "returned", lent: "2026-01-05", returned: "2026-01-08"),
            "content/loans/late.json": TestLibrary.loan(status: "returned", lent: "2026-04-01", returned: "2026-04-03"),
        ])
        expectLines(try library.lines(), [
            "content/loans/early.json:5:11: error: \"Dune\" (dune) is lent on 2026-01-05, before it was added to the library on 2026-01-10; correct the date or the book's `added` [loan.book-unavailable]",
            "content/loans/late.json:5:11: error: \"Dune\" (dune) is lent on 2026-04-01, but it was withdrawn on 2026-04-01; a withdrawn book cannot be lent [loan.book-unavailable]",
        ])
    }

    @Test func renewingMoreOftenThanAllowedIsRenewals() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", renewals: ["2026-01-14", "2026-01-27"], returned: "2026-02-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:6:30: error: the loan is renewed 2 times, more than max_renewals (1); return the book (it can be lent again) or agree an explicit `due` [loan.renewals]",
        ])
    }

    /// CLI.md: counts in messages agree with their number ("1 time", "1 day").
    @Test func countsOfOneAreSingularInMessages() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 1, "max_renewals": 0}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", renewals: ["2026-01-02"], returned: "2026-01-03"),
            "content/loans/b.json": TestLibrary.loan("dune", to: "anita", status: "returned", lent: "2026-02-01", due: "2026-02-05", returned: "2026-02-03"),
        ])
        let lines = try library.lines()
        #expect(lines.contains { $0.contains("the loan is renewed 1 time, more than max_renewals (0)") }, "\(lines)")
        #expect(lines.contains { $0.contains("(2026-02-02: 1 day from 2026-02-01)") }, "\(lines)")
    }

    @Test func anExplicitDueLaterThanThePolicyIsAWarning() throws {
        let library = try TestLibrary([
            "content/loans/ok.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", due: "2026-01-15", returned: "2026-01-10"),
            "content/loans/long.json": TestLibrary.loan(status: "returned", lent: "2026-02-01", due: "2026-03-01", returned: "2026-02-20"),
        ])
        expectLines(try library.lines(), [
            "content/loans/long.json:6:10: warning: `due` (2026-03-01) is later than the policy allows (2026-02-15: 14 days from 2026-02-01); fine if it was agreed, otherwise remove it [loan.due-policy]",
        ])
    }

    @Test func lendingPastAnEarlierWaitingRequestIsAQueueJump() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/m.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-01"),
            "content/loans/r.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-05"),
        ]) { $1 })
        expectLines(try library.lines(asOf: "2026-03-06"), [
            "content/loans/r.json:5:11: warning: \"Dune\" (dune) is lent to Ravi Iyer (ravi) on 2026-03-05 while Meera Rao (meera) had asked for it first (request m, 2026-03-01); lend it to them, or reject or cancel their request [loan.queue-jump]",
        ])
    }

    @Test func lendingToWhoeverAskedFirstIsNoQueueJump() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/m.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
            "content/loans/r.json": TestLibrary.loan(to: "ravi", status: "lent", requested: "2026-03-01", lent: "2026-03-05"),
        ]) { $1 })
        expectLines(try library.lines(asOf: "2026-03-06"), [])
    }

    @Test func aLoanPastDueAndGraceIsOverdue() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ])
        let warning = "content/loans/a.json:4:13: warning: \"Dune\" (dune) lent to Ravi Iyer (ravi) was due back on 2026-05-15 and is 17 days overdue; record its return or a renewal [loan.overdue]"
        expectLines(try library.lines(), [warning])
        expectLines(try library.lines(overdue: .error), [warning.replacingOccurrences(of: "warning:", with: "error:")])
        expectLines(try library.lines(overdue: .off), [])
        expectLines(try library.lines(asOf: "2026-05-15"), [])
    }

    @Test func graceDaysDelayTheOverdueFlagButNotTheCount() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "T", "policy": {"grace_days": 3}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ])
        expectLines(try library.lines(asOf: "2026-05-18"), [])
        expectLines(try library.lines(asOf: "2026-05-19"), [
            "content/loans/a.json:4:13: warning: \"Dune\" (dune) lent to Ravi Iyer (ravi) was due back on 2026-05-15 and is 4 days overdue; record its return or a renewal [loan.overdue]",
        ])
    }

    @Test func aDueDateOnAClosedDayMovesToTheNextOpenDay() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "T", "policy": {"closed": ["2026-05-15", {"from": "2026-05-16", "to": "2026-05-17"}]}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01", renewals: []),
        ])
        expectLines(try library.lines(asOf: "2026-05-18"), [])
        expectLines(try library.lines(asOf: "2026-05-19"), [
            "content/loans/a.json:4:13: warning: \"Dune\" (dune) lent to Ravi Iyer (ravi) was due back on 2026-05-18 and is 1 day overdue; record its return or a renewal [loan.overdue]",
        ])
    }

    @Test func aStatusThatDisagreesWithItsDatesIsLoanStatus() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-01-01", returned: "2026-01-05"),
            "content/loans/b.json": TestLibrary.loan(status: "returned", lent: "2026-02-01"),
            "content/loans/c.json": TestLibrary.loan(status: "requested"),
        ])
        expectLines(try library.lines(of: "loan.status"), [
            "content/loans/a.json:6:15: error: status is \"lent\" but the loan has a `returned` date (2026-01-05); set status to \"returned\" or remove the date [loan.status]",
            "content/loans/b.json:4:13: error: status is \"returned\" but the loan has no `returned` date; add the day the book came back [loan.status]",
            "content/loans/c.json:4:13: error: status is \"requested\" but the loan has no `requested` date; add the day it was requested [loan.status]",
        ])
    }

    @Test func datesOutOfOrderAreLoanDates() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "returned", requested: "2026-01-10", lent: "2026-01-05", returned: "2026-01-20"),
            "content/loans/b.json": TestLibrary.loan(status: "returned", lent: "2026-02-10", due: "2026-02-01", returned: "2026-02-08"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:6:11: error: `lent` (2026-01-05) is before `requested` (2026-01-10); the dates must be in order: requested, lent, renewals, returned [loan.dates]",
            "content/loans/b.json:6:10: error: `due` (2026-02-01) is before `lent` (2026-02-10); a book is due back after it is lent [loan.dates]",
            "content/loans/b.json:7:15: error: `returned` (2026-02-08) is before `lent` (2026-02-10); the dates must be in order: requested, lent, renewals, returned [loan.dates]",
        ])
    }

    @Test func anEventAfterTheAsOfDayIsLoanFuture() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-06-02"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:5:11: error: lent date 2026-06-02 is in the future (as of 2026-06-01); record events on or after the day they happen [loan.future]",
        ])
    }
}
