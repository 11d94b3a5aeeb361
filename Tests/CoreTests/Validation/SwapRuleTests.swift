import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Swap rules of FORMAT.md (members ravi and anita; dune owned by anita).
@Suite struct SwapRuleTests {
    static let emma = ["content/books/emma.md": TestLibrary.book("Emma", owner: "ravi")]

    @Test func aSwapWithItselfIsSwapSelf() throws {
        let library = try TestLibrary([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "anita", gives: ["dune"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:5:9: error: `from` and `to` are both Anita Desai (anita); a swap is between two different parties [swap.self]",
        ])
    }

    @Test func aSwapThatGivesNothingIsSwapEmpty() throws {
        let library = try TestLibrary([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "ravi", gives: []),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:6:12: error: `gives` is empty; list the book ids Anita Desai (anita) gives (a gift has an empty `takes`, never an empty `gives`) [swap.empty]",
        ])
    }

    @Test func aBookListedTwiceIsSwapDuplicateBook() throws {
        let library = try TestLibrary(Self.emma.merging([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "ravi", gives: ["dune"], takes: ["emma", "dune"]),
        ]) { $1 })
        expectLines(try library.lines(of: "swap.duplicate-book"), [
            "content/swaps/s.json:7:21: error: \"Dune\" (dune) is listed twice (already in `gives`); list each book once [swap.duplicate-book]",
        ])
    }

    @Test func aPartyWhoIsNotAMemberOnTheSwapDayIsSwapNotMember() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2026-03-01"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "ravi", gives: ["dune"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:5:9: error: Ravi Iyer (ravi) is not a member on 2026-02-01, the swap day (member from 2026-03-01); correct the date or the party [swap.not-member]",
        ])
    }

    @Test func givingABookYouDoNotOwnIsSwapNotOwner() throws {
        let library = try TestLibrary([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "ravi", to: "anita", gives: ["dune"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:6:13: error: on 2026-02-01 \"Dune\" (dune) is owned by Anita Desai (anita), not by Ravi Iyer (ravi), who gives it in this swap; only the owner can give a book away [swap.not-owner]",
        ])
    }

    @Test func ownershipFollowsEarlierSwapsSoASecondGiftByTheFirstOwnerIsNotOwner() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/books/dune.md": TestLibrary.book("Dune", owner: "meera"),
            "content/swaps/1.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"]),
            "content/swaps/2.json": TestLibrary.swap(date: "2026-03-01", from: "anita", to: "meera", gives: ["dune"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/2.json:6:13: error: on 2026-03-01 \"Dune\" (dune) is owned by Ravi Iyer (ravi), not by Anita Desai (anita), who gives it in this swap; only the owner can give a book away [swap.not-owner]",
        ])
    }

    @Test func swappingABookThatIsOutIsSwapOnLoan() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "library"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-10", from: "anita", to: "library", gives: ["dune"]),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-02-01", returned: "2026-02-14"),
            "content/loans/b.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-01-01", returned: "2026-01-10"),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:6:13: error: \"Dune\" (dune) is out on loan a to Ravi Iyer (ravi) on 2026-02-10; it can change hands only once it is back [swap.on-loan]",
        ])
    }

    @Test func aBookReturnedOnTheSwapDayCanBeSwapped() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "library"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-10", from: "anita", to: "library", gives: ["dune"]),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-02-01", returned: "2026-02-10"),
        ])
        expectLines(try library.lines(), [])
    }

    @Test func anOwnerThatDisagreesWithTheLastAcceptedSwapIsOwnerMismatch() throws {
        let library = try TestLibrary(Self.emma.merging([
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"], takes: ["emma"]),
        ]) { $1 })
        expectLines(try library.lines(), [
            "content/books/dune.md:4:8: error: `owner` is Anita Desai (anita), but swap s (2026-02-01) gave this book to Ravi Iyer (ravi); set `owner: ravi` [swap.owner-mismatch]",
            "content/books/emma.md:4:8: error: `owner` is Ravi Iyer (ravi), but swap s (2026-02-01) gave this book to Anita Desai (anita); set `owner: anita` [swap.owner-mismatch]",
        ])
    }

    @Test func anAcceptedExchangeWithOwnersUpdatedIsClean() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "ravi"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["dune"], takes: ["emma"]),
            "content/loans/a.json": TestLibrary.loan("emma", to: "ravi", status: "returned", lent: "2026-02-10", returned: "2026-02-20"),
        ])
        expectLines(try library.lines(), [])
    }

    @Test func swappingABookNotYetAddedOrWithdrawnIsBookUnavailable() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", added: "2026-03-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi", extra: "withdrawn: 2026-01-15\n"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "ravi", gives: ["dune"], takes: ["emma"]),
        ])
        expectLines(try library.lines(), [
            "content/swaps/s.json:6:13: error: \"Dune\" (dune) is swapped on 2026-02-01, before it was added on 2026-03-01; correct the swap date or the book's `added` [swap.book-unavailable]",
            "content/swaps/s.json:7:13: error: \"Emma\" (emma) is swapped on 2026-02-01, but it was withdrawn on 2026-01-15; a withdrawn book cannot change hands [swap.book-unavailable]",
        ])
    }
}
