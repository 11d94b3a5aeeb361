import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// FORMAT.md v1.1: "How the ledger decides", the new loan states and policies,
/// and the new rules, each on a tiny inline library (policy: 14 loan days,
/// 1 renewal, 2 books at once; members ravi and anita; dune owned by anita).
@Suite struct LedgerV11Tests {
    static let meera = ["content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01")]
    static func with(_ files: [String: String]) -> [String: String?] { meera.merging(files) { $1 } }
    static func policy(_ fields: String) -> String { #"{"name": "Test Circle", "policy": {"loan_days": 14, "max_renewals": 1, "max_active_loans": 2, \#(fields)}}"# }

    // MARK: regressions

    @Test func aLoanWithoutARequestLentOnTheDayOfAnEarlierIdsRequestIsAQueueJump() throws {
        let library = try TestLibrary(Self.with([
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/a-req.json": #"{"book": "kim", "borrower": "meera", "status": "requested", "requested": "2026-01-10"}"#,
            "content/loans/z-lend.json": #"{"book": "kim", "borrower": "ravi", "status": "returned", "lent": "2026-01-10", "returned": "2026-01-12"}"#,
        ]))
        expectLines(try library.lines(), [
            "content/loans/z-lend.json:1:67: warning: \"Kim\" (kim) is lent to Ravi Iyer (ravi) on 2026-01-10 while Meera Rao (meera) had asked for it first (request a-req, 2026-01-10); lend it to them, or reject or cancel their request [loan.queue-jump]",
        ])
    }

    @Test func aLoanLostOnItsLentDayHoldsNothingForMaxActive() throws {
        let library = try TestLibrary([
            "content/library.json": Self.policy(#""max_active_loans": 1"#).replacingOccurrences(of: #""max_active_loans": 2, "#, with: ""),
            "content/books/b1.md": TestLibrary.book("B1", owner: "anita"), "content/books/b2.md": TestLibrary.book("B2", owner: "anita"),
            "content/books/b3.md": TestLibrary.book("B3", owner: "anita"), "content/books/b4.md": TestLibrary.book("B4", owner: "anita"),
            "content/loans/l1.json": TestLibrary.loan("b1", status: "returned", lent: "2026-01-02", returned: "2026-01-20"),
            "content/loans/l2.json": TestLibrary.loan("b2", status: "returned", lent: "2026-01-03", returned: "2026-01-20"),
            "content/loans/l3.json": TestLibrary.loan("b3", status: "returned", lent: "2026-01-06", returned: "2026-01-06"),
            "content/loans/l4.json": TestLibrary.loan("b4", status: "lost", lent: "2026-01-07", lost: "2026-01-07"),
        ])
        expectLines(try library.lines(of: "loan.max-active"), [
            "content/loans/l2.json:5:11: error: with this loan Ravi Iyer (ravi) holds 2 books on 2026-01-03, more than max_active_loans (1): l1, l2; a book must come back first [loan.max-active]",
        ])
    }

    @Test func anInvalidLentDateOnALostLoanIsOneDiagnostic() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lost", lent: "2026-02-30", lost: "2026-03-10"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:5:11: error: `lent` is \"2026-02-30\", which is not a real date; check the month and day [date.invalid]",
        ])
    }

    // MARK: how the ledger decides

    @Test func aBrokenLoanTakesNoPartInTheLedger() throws {
        // b's dates are out of order: it is reported once, and not as a double lend of a.
        let library = try TestLibrary(Self.with([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-10", returned: "2026-03-05"),
        ]))
        expectLines(try library.lines(asOf: "2026-03-12"), [
            "content/loans/b.json:6:15: error: `returned` (2026-03-05) is before `lent` (2026-03-10); the dates must be in order: requested, lent, renewals, returned [loan.dates]",
        ])
    }

    @Test func ownershipFollowsTheReceiverWhenTheFrontMatterDisagrees() throws {
        // The owner line was not updated: that is swap.owner-mismatch, and ravi (the receiver) owns dune from the swap on.
        let library = try TestLibrary([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"]),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
        ])
        expectLines(try library.lines(), [
            "content/books/dune.md:4:8: error: `owner` is Anita Desai (anita), but swap s (2026-02-01) gave this book to Ravi Iyer (ravi); set `owner: ravi` [swap.owner-mismatch]",
            "content/loans/a.json:3:15: error: Ravi Iyer (ravi) owns \"Dune\" (dune) on 2026-03-01 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]",
        ])
    }

    @Test func swapsOfOneDayApplyInIdOrder() throws {
        // a: anita → ravi, then b: ravi → meera, both on 2026-02-01: b is valid because a came first.
        let library = try TestLibrary(Self.with([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "meera"),
            "content/swaps/a.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"]),
            "content/swaps/b.json": TestLibrary.swap(date: "2026-02-01", from: "ravi", to: "meera", gives: ["dune"]),
        ]))
        expectLines(try library.lines(), [])
    }

    @Test func aSelfSwapMovesNothingAndOnlySwapSelfJudgesIt() throws {
        let library = try TestLibrary([
            "content/swaps/s.json": TestLibrary.swap(date: "2024-01-01", from: "ravi", to: "ravi", gives: ["dune", "dune"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:5:9: error: `from` and `to` are both Ravi Iyer (ravi); a swap is between two different parties [swap.self]",
        ])
    }

    @Test func renewalsOutOfOrderAndLostAfterReturnedAreLoanDates() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", renewals: ["2026-03-10", "2026-03-08"], returned: "2026-03-20", lost: "2026-03-25"),
        ])
        expectLines(try library.lines(of: "loan.dates"), [
            "content/loans/a.json:6:30: error: renewal 2 (2026-03-08) is before renewal 1 (2026-03-10); the dates must be in order: requested, lent, renewals, returned [loan.dates]",
            "content/loans/a.json:7:15: error: `returned` (2026-03-20) is before `lost` (2026-03-25); the dates must be in order: requested, lent, renewals, returned [loan.dates]",
        ])
    }

    @Test func anOpenRequestIsJudgedForOwnBookOnItsRequestedDay() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(to: "anita", status: "requested", requested: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(to: "anita", status: "cancelled", requested: "2026-03-02"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:3:15: error: Anita Desai (anita) owns \"Dune\" (dune) on 2026-03-01 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]",
        ])
    }

    // MARK: void

    @Test func aVoidLoanTakesNoPartAndNeedsVoidedAndANote() throws {
        let library = try TestLibrary(Self.with([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": #"{"book": "dune", "borrower": "meera", "status": "void", "lent": "2026-03-02", "voided": "2026-03-03", "note": "Lent twice by mistake"}"#,
            "content/loans/c.json": #"{"book": "dune", "borrower": "meera", "status": "void", "lent": "2026-03-02"}"#,
            "content/loans/d.json": #"{"book": "dune", "borrower": "meera", "status": "returned", "lent": "2026-01-02", "returned": "2026-01-05", "voided": "2026-01-06"}"#,
            // A note written but refused is not also "missing": one mistake, one diagnostic.
            "content/loans/e.json": #"{"book": "dune", "borrower": "meera", "status": "void", "lent": "2026-03-02", "voided": "2026-03-03", "note": "oops \u001b"}"#,
        ]))
        expectLines(try library.lines(asOf: "2026-03-04"), [
            "content/loans/c.json:1:49: error: status is \"void\" but the loan has no `note`; say in `note` what the mistake was [field.missing]",
            "content/loans/c.json:1:49: error: status is \"void\" but the loan has no `voided` date; add the day the mistake was found [loan.status]",
            "content/loans/d.json:1:119: error: status is \"returned\" but the loan has a `voided` date (2026-01-06); set status to \"void\" if the loan was a mistake, or remove the date [loan.status]",
            "content/loans/e.json:1:111: error: `note` holds a control character (U+001B), which is never allowed except tabs and line breaks; remove it [field.value]",
        ])
    }

    // MARK: policies

    @Test func renewFromRenewalRunsFromTheRenewalDay() throws {
        // lent 03-01 + 14 = 03-15; renewed 03-10 + 14 = 03-24 (from due: 03-29).
        let library = try TestLibrary([
            "content/library.json": Self.policy(#""renew_from": "renewal""#),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01", renewals: ["2026-03-10"]),
        ])
        expectLines(try library.lines(asOf: "2026-03-26"), [
            "content/loans/a.json:4:13: warning: \"Dune\" (dune) lent to Ravi Iyer (ravi) was due back on 2026-03-24 and is 2 days overdue; record its return or a renewal [loan.overdue]",
        ])
    }

    @Test func blockOverdueRefusesANewLoanToAMemberWithAnOverdueBookUnlessOverridden() throws {
        let library = try TestLibrary([
            "content/library.json": Self.policy(#""block_overdue": true"#),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"), "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan("dune", status: "returned", lent: "2026-03-01", returned: "2026-04-01"),
            "content/loans/b.json": TestLibrary.loan("emma", status: "returned", lent: "2026-03-20", returned: "2026-04-02"),
            "content/loans/c.json": #"{"book": "kim", "borrower": "ravi", "status": "returned", "lent": "2026-03-21", "returned": "2026-04-02", "override": "He was travelling; agreed by the committee"}"#,
        ])
        expectLines(try library.lines(of: "loan.blocked"), [
            "content/loans/b.json:5:11: error: \"Emma\" (emma) is lent to Ravi Iyer (ravi) on 2026-03-20, who had \"Dune\" (dune) overdue (due 2026-03-15, loan a); with block_overdue nothing new is lent until it is back: record that return first, or say why in `override` [loan.blocked]",
        ])
    }

    @Test func aHoldNotCollectedWithinHoldDaysIsHoldExpired() throws {
        let library = try TestLibrary(Self.with([
            "content/library.json": Self.policy(#""hold_days": 3"#),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-10"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-05"),
        ]))
        expectLines(try library.lines(of: "loan.hold-expired", asOf: "2026-03-13"), [])
        expectLines(try library.lines(of: "loan.hold-expired", asOf: "2026-03-14"), [
            "content/loans/b.json:4:13: warning: \"Dune\" (dune) has been ready for Meera Rao (meera), the first in the queue who may take it, since 2026-03-10 (4 days; hold_days is 3); lend it to them, or cancel the request so the next member gets it [loan.hold-expired]",
        ])
    }

    // MARK: new rules

    @Test func askingTwiceOrForABookYouHoldIsADuplicateRequest() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "requested", requested: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(status: "requested", requested: "2026-03-02"),
            "content/loans/c.json": TestLibrary.loan("emma", status: "lent", lent: "2026-03-01"),
            "content/loans/d.json": TestLibrary.loan("emma", status: "requested", requested: "2026-03-03"),
        ])
        expectLines(try library.lines(of: "loan.duplicate-request", asOf: "2026-03-05"), [
            "content/loans/b.json:5:16: error: Ravi Iyer (ravi) already asked for \"Dune\" (dune) on 2026-03-01 (request a); one open request per book is enough: cancel this one [loan.duplicate-request]",
            "content/loans/d.json:5:16: error: Ravi Iyer (ravi) asks for \"Emma\" (emma) on 2026-03-03 while holding it (loan c, lent 2026-03-01); cancel this request, or renew that loan [loan.duplicate-request]",
        ])
    }

    @Test func renewingWhileAnotherMemberWaitsIsRenewWaiting() throws {
        let library = try TestLibrary(Self.with([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01", renewals: ["2026-03-12"]),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-05"),
        ]))
        expectLines(try library.lines(of: "loan.renew-waiting", asOf: "2026-03-20"), [
            "content/loans/a.json:6:16: warning: renewal 1 of \"Dune\" (dune) for Ravi Iyer (ravi) on 2026-03-12 was recorded while Meera Rao (meera) was waiting for it (request b, since 2026-03-05); fine if they agreed, otherwise the book should go back [loan.renew-waiting]",
        ])
    }

    /// FORMAT.md, "Who is waiting": only a member that day waits. A request left open by a
    /// member who has since left is jumped by no loan and waited on by no renewal, as the
    /// waiting list of `report holds` and the site leave it out.
    @Test func aRequestOfAMemberWhoLeftIsNeitherJumpedNorWaitedOn() throws {
        let library = try TestLibrary(Self.with([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", left: "2026-03-06"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01", renewals: ["2026-03-12"]),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-05"),
            "content/loans/c.json": #"{"book": "kim", "borrower": "meera", "status": "requested", "requested": "2026-03-02"}"#,
            "content/loans/d.json": #"{"book": "kim", "borrower": "ravi", "status": "lent", "lent": "2026-03-10"}"#,
        ]))
        expectLines(try library.lines(of: "loan.renew-waiting", asOf: "2026-03-20"), [])
        expectLines(try library.lines(of: "loan.queue-jump", asOf: "2026-03-20"), [])
        // While she was a member, both were waited on.
        try library.write("content/members/meera.json", TestLibrary.member("Meera Rao", joined: "2025-01-01", left: "2026-03-13"))
        #expect(try library.lines(of: "loan.renew-waiting", asOf: "2026-03-20").count == 1)
        #expect(try library.lines(of: "loan.queue-jump", asOf: "2026-03-20").count == 1)
    }

    /// FORMAT.md, "Is it ready for someone?": a member who may not take it now (at
    /// `max_active_loans`) keeps their place but is passed over; lending to the next is no jump.
    @Test func aMemberAtTheLimitIsPassedOverNotJumped() throws {
        let library = try TestLibrary(Self.with([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "max_active_loans": 1}}"#,
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/a.json": #"{"book": "kim", "borrower": "meera", "status": "lent", "lent": "2026-03-01"}"#,
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
            "content/loans/c.json": TestLibrary.loan(to: "ravi", status: "lent", requested: "2026-03-03", lent: "2026-03-05"),
        ]))
        expectLines(try library.lines(of: "loan.queue-jump", asOf: "2026-03-10"), [])
        // With room for a second book she may take it: then lending to Ravi jumps her.
        try library.write("content/library.json", #"{"name": "Test Circle", "policy": {"loan_days": 14, "max_active_loans": 2}}"#)
        #expect(try library.lines(of: "loan.queue-jump", asOf: "2026-03-10").count == 1)
    }

    @Test func aBookOfAMemberWhoLeftIsOwnerLeft() throws {
        let library = try TestLibrary([
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", left: "2026-05-01"),
        ])
        expectLines(try library.lines(of: "book.owner-left", asOf: "2026-04-30"), [])
        expectLines(try library.lines(of: "book.owner-left"), [
            "content/books/dune.md:4:8: warning: the owner Anita Desai (anita) left the library on 2026-05-01; give the book to the library (a swap to `library`) or withdraw it [book.owner-left]",
        ])
    }

    @Test func contactDetailsInAPublicRepositoryAreContactInRepo() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"email\": \"ravi@example.org\""),
        ])
        expectLines(try library.lines(), [
            "content/members/ravi.json:4:12: error: `email` is a contact detail, and this repository is public (privacy.public_repository); move it to the private contacts file (contacts.json, never committed: `libgen contacts move` for member files), or set privacy.public_repository to false if only members can read the repository [privacy.contact-in-repo]",
        ])
        try library.write("content/library.json", #"{"name": "Test Circle", "privacy": {"public_repository": false}}"#)
        expectLines(try library.lines(), [])
    }

    /// Values of contact fields are never quoted back: diagnostics reach CI logs; nor is an unknown
    /// key (`ravi.someone@example.org` written as a key). An entry that is no member's is said
    /// once, as that: its values are nobody's.
    @Test func theContactsFileIsCheckedWithItsOwnPath() throws {
        let library = try TestLibrary([
            "contacts.json": "{\n  \"ravi\": {\"email\": \"ravi at example\", \"phone\": \"12\"},\n  \"rav\": {\"flat\": \"B-2\", \"phone\": \"12\"},\n  \"anita\": {\"mobile\": \"+91 98200 11111\"}\n}\n",
        ])
        expectLines(try library.lines(), [
            "contacts.json:2:21: error: `ravi.email` is not an e-mail address; write it like ravi@example.org [field.value]",
            "contacts.json:2:49: error: `ravi.phone` is not a phone number; write at least 6 digits, like +91 98200 11111 [field.value]",
            "contacts.json:3:3: error: this entry is not keyed by a member's id (did you mean \"ravi\"?); key each entry by the id of a file in content/members/ [ref.unknown]",
            "contacts.json:4:13: warning: an unknown field in this contact (the name is not shown: it may be a contact detail); the fields are `email`, `phone`, `flat`; it is ignored [field.unknown]",
        ])
    }

    @Test func aGitHubLoginBelongsToOneMemberWhateverItsCase() throws {
        let library = try TestLibrary([
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", extra: "\"github\": \"Ravi-Iyer\""),
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"github\": \"ravi-iyer\""),
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"github\": \"@meera\""),
            "content/library.json": #"{"name": "Test Circle", "librarians": ["ravi", "raavi"]}"#,
        ])
        expectLines(try library.lines(), [
            "content/library.json:1:48: error: `librarians` names member \"raavi\", who does not exist (did you mean \"ravi\"?); use the id of a file in content/members/ [ref.unknown]",
            "content/members/meera.json:4:13: error: `github` is \"@meera\", which is not a GitHub login; use letters, digits and single hyphens (at most 39), without the @ [field.value]",
            "content/members/ravi.json:4:13: error: `github` is \"ravi-iyer\", which is already Anita Desai (anita)'s login (compared without case); each member has their own [field.value]",
        ])
    }

    @Test func longTextIsFieldValueOncePerField() throws {
        let title = String(repeating: "x", count: 301)
        let library = try TestLibrary([
            "content/books/dune.md": "---\ntitle: \(title)\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\npublisher: \(String(repeating: "p", count: 1001))\n---\n\n" + String(repeating: "a", count: 200_001),
        ])
        expectLines(try library.lines(), [
            "content/books/dune.md:2:8: error: `title` is 301 characters long; at most 300 are allowed, so shorten it [field.value]",
            "content/books/dune.md:6:12: error: `publisher` is 1001 characters long; at most 1000 are allowed, so shorten it [field.value]",
            "content/books/dune.md:8:1: error: the Markdown text is 200002 bytes long; at most 200000 are allowed, so shorten it or split it into pages [field.value]",
        ])
    }

    @Test func theSummaryAgreesWithItsNumbers() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(status: "lent", lent: "2026-03-01", returned: "2026-03-05"),
        ])
        let result = try library.check()
        #expect(DiagnosticFormatter.summary(result) == "1 error, 1 warning — 1 book, 2 members, 2 loans, 0 swaps")
    }
}
