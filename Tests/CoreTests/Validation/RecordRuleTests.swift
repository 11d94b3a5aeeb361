import Foundation
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
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/covers/ulysses.png", Self.png)
        expectLines(try library.lines(), [
            "content/books/dune.md:6:8: error: cover \"covers/dune.jpg\" does not exist; add the image as content/covers/dune.jpg or fix the path (it is relative to content/) [book.cover]",
            "content/books/emma.md:6:8: error: cover \"../secret.png\" leaves content/; give a path relative to content/, like covers/emma.jpg [book.cover]",
        ])
    }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0])

    @Test func aCoverIsARasterImageByItsExtensionAndItsFirstBytes() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "cover: covers/c.html\n"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "cover: covers/e.svg\n"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita", extra: "cover: covers/k.png\n"),
            "content/books/sula.md": TestLibrary.book("Sula", owner: "anita", extra: "cover: covers/s.JPG\n"),
            "content/books/ulysses.md": TestLibrary.book("Ulysses", owner: "anita", extra: "cover: covers/u.jpg\n"),
            "content/covers/c.html": "<script>alert(document.domain)</script>",
            "content/covers/e.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
            "content/covers/k.png": "<html><script>alert(2)</script></html>",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/covers/s.JPG", Self.jpeg)
        try library.write("content/covers/u.jpg", Self.png)
        expectLines(try library.lines(of: "book.cover"), [
            "content/books/dune.md:6:8: error: cover \"covers/c.html\" is not a raster image; use a JPEG, PNG, WebP, GIF or AVIF file (SVG and other formats are refused: they can carry script) [book.cover]",
            "content/books/emma.md:6:8: error: cover \"covers/e.svg\" is not a raster image; use a JPEG, PNG, WebP, GIF or AVIF file (SVG and other formats are refused: they can carry script) [book.cover]",
            "content/books/kim.md:6:8: error: cover \"covers/k.png\" is named .png but its contents are not a PNG image; save it as a real PNG (or another raster format with its own extension) [book.cover]",
            "content/books/ulysses.md:6:8: error: cover \"covers/u.jpg\" is named .jpg but its contents are not a JPEG image; save it as a real JPEG (or another raster format with its own extension) [book.cover]",
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
            "content/books/one.md": TestLibrary.book("One", owner: "anita", extra: "isbn: \"1\"\n"),
        ])
        expectLines(try library.lines(), [
            "content/books/one.md:6:7: error: `isbn` \"1\" is not a valid ISBN: it has 1 character; an ISBN has 10 or 13 (hyphens and spaces aside) [isbn.invalid]",
            "content/books/short.md:6:7: error: `isbn` \"12345\" is not a valid ISBN: it has 5 characters; an ISBN has 10 or 13 (hyphens and spaces aside) [isbn.invalid]",
            "content/books/ulysses.md:6:7: error: `isbn` \"9780141439588\" is not a valid ISBN: the ISBN-13 check digit does not match; check for a mistyped digit [isbn.invalid]",
        ])
    }
}
