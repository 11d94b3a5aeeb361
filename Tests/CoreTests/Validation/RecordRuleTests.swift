import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Rules about single records and references.
@Suite struct RecordRuleTests {
    @Test func anUnknownIdIsRefUnknownWithASuggestion() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan("dnue", to: "rav", status: "requested", requested: "2026-01-05"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "nobody-at-all"),
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:4:8: error: `owner` names member \"nobody-at-all\", who does not exist; use the id of a file in content/members/ or `library` [ref.unknown]",
            "content/loans/a.json:2:11: error: `book` names book \"dnue\", which does not exist (did you mean \"dune\"?); use the id of a file in content/books/ [ref.unknown]",
            "content/loans/a.json:3:15: error: `borrower` names member \"rav\", who does not exist (did you mean \"ravi\"?); use the id of a file in content/members/ [ref.unknown]",
        ])
    }

    @Test func theLibraryCannotBorrow() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(to: "library", status: "requested", requested: "2026-01-05"),
        ])
        expectLines(try library.lines(), [
            "content/loans/a.json:3:15: error: `borrower` is `library`, but the library itself cannot borrow; name a member [ref.unknown]",
        ])
    }

    @Test func aBlockNotAmongTheSocietysBlocksIsMemberBlock() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "T", "society": {"blocks": ["A", "B"]}}"#,
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"block\": \"C\""),
        ])
        expectLines(try library.lines(), [
            "content/members/ravi.json:4:12: error: block \"C\" is not one of the society's blocks; use one of: A, B (or add it to society.blocks in content/library.json) [member.block]",
        ])
    }

    @Test func leavingBeforeJoiningIsMemberDates() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", left: "2025-01-01"),
        ])
        expectLines(try library.lines(), [
            "content/members/ravi.json:4:11: error: `left` (2025-01-01) must be after `joined` (2025-01-01); membership ends on the day it is left [member.dates]",
        ])
    }

    @Test func aMissingCoverOrOneOutsideContentIsBookCover() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "cover: covers/dune.jpg\n"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "cover: ../secret.png\n"),
            "content/books/ulysses.md": TestLibrary.book("Ulysses", owner: "anita", extra: "cover: covers/./ulysses.png\n"),
            "content/covers/ulysses.png": "png",
        ])
        expectLines(try library.lines(), [
            "content/books/dune.md:6:8: error: cover \"covers/dune.jpg\" does not exist; add the image as content/covers/dune.jpg or fix the path (it is relative to content/) [book.cover]",
            "content/books/emma.md:6:8: error: cover \"../secret.png\" leaves content/; give a path relative to content/, like covers/emma.jpg [book.cover]",
        ])
    }

    @Test func withdrawnBeforeAddedIsBookDates() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", added: "2025-03-01", extra: "withdrawn: 2025-02-01\n"),
        ])
        expectLines(try library.lines(), [
            "content/books/dune.md:6:12: error: `withdrawn` (2025-02-01) is before `added` (2025-03-01); a book leaves circulation after it joins [book.dates]",
        ])
    }

    @Test func aBadChecksumIsIsbnInvalidAndHyphensAndBareNumbersAreAccepted() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "isbn: 978-0-441-01359-3\n"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "isbn: 9780141439587\n"),
            "content/books/ulysses.md": TestLibrary.book("Ulysses", owner: "anita", extra: "isbn: 9780141439588\n"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita", extra: "isbn: \"0-8044-2957-X\"\n"),
            "content/books/short.md": TestLibrary.book("Short", owner: "anita", extra: "isbn: \"12345\"\n"),
        ])
        expectLines(try library.lines(), [
            "content/books/short.md:6:7: error: `isbn` \"12345\" is not a valid ISBN: it has 5 characters; an ISBN has 10 or 13 (hyphens and spaces aside) [isbn.invalid]",
            "content/books/ulysses.md:6:7: error: `isbn` \"9780141439588\" is not a valid ISBN: the ISBN-13 check digit does not match; check for a mistyped digit [isbn.invalid]",
        ])
    }
}
