import Foundation
import Testing
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Edits decided in the library, without launching the binary: `EditSession.judge` says
/// "refused, with these errors" or "accepted, with these warnings and this library after",
/// and the editors refuse what the resolved state says cannot be.
@Suite struct EditOutcomeTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Nair", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "withdrawn: 2026-04-01\nwithdrawn_reason: water damage\n"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita", added: "2026-07-01"),
        ])
    }

    func session(_ day: String) throws -> EditSession { try EditSession(root: library.root, today: Day(string: day)!) }

    func refusal(_ body: () throws -> LibraryEdit) -> String? {
        do { _ = try body() } catch let error as EditError where error.isRefusal { return error.description } catch { return "\(error)" }
        return nil
    }

    /// An edit of several files that fails part-way (a file it cannot replace) puts back those
    /// it had written and removes those it had made: every file as it was, never half an edit.
    @Test func anEditThatFailsPartWayLeavesEveryFileAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        let session = try session("2026-06-01")
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let original = try #require(session.text(of: "content/books/dune.md"))
        var edit = LibraryEdit(message: "Three files")
        edit.write("content/books/dune.md", original.replacingOccurrences(of: "title: Dune", with: "title: Dune Messiah"))
        edit.write("content/members/zed.json", TestLibrary.member("Zed", joined: "2026-01-01"))
        // A folder where the third file goes: replacing it fails, whoever runs the edit.
        let blocker = library.root.appendingPathComponent("content/loans/blocked.json")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
        edit.write("content/loans/blocked.json", "{}\n")
        let withBlocker = SiteTree(library.root.appendingPathComponent("content"))
        #expect(throws: EditError.self) { try session.write(edit) }
        #expect(SiteTree(library.root.appendingPathComponent("content")) == withBlocker, "every file as it was")
        try FileManager.default.removeItem(at: blocker)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
    }

    @Test func aRequestForAWithdrawnBookIsRefusedNamingWhy() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        let session = try session("2026-05-01")
        #expect(refusal { try LoanEditor(session: session).request(book: "emma", by: "ravi", on: session.today) }
            == "\"Emma\" was withdrawn from the library on Wed 1 Apr 2026 (water damage); it can no longer be borrowed")
        #expect(refusal { try LoanEditor(session: session).request(book: "kim", by: "ravi", on: session.today) }
            == "\"Kim\" joins the library on Wed 1 Jul 2026; it can be asked for from then")
    }

    @Test func aRenewalThatLeavesTheLoanOverdueIsRefusedUnlessOverridden() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-08-01"))
        let session = try session("2026-11-23")
        #expect(refusal { try LoanEditor(session: session).renew("a", on: session.today) }
            == "\"Dune\" was due back on Sat 15 Aug 2026; renewed on Mon 23 Nov 2026 it would be due Sat 29 Aug 2026, still overdue that day. It should come back (or be given an agreed due date); a librarian can renew it anyway with --override \"why\"")
        let edit = try LoanEditor(session: session).renew("a", on: session.today, override: "away for surgery, agreed")
        guard case .accepted(let accepted) = try session.judge(edit) else { Issue.record("refused"); return }
        #expect(accepted.warnings.map(\.rule) == [.loanRenewLate])
        #expect(accepted.summary == "Renewed \"Dune\" for Ravi Iyer, due back Sat 29 Aug 2026")
        #expect(edit.writes.first?.text.contains("\"override\": \"away for surgery, agreed\"") == true)
    }

    @Test func aLendThatDoubleLendsIsRefusedWithTheRulesWordsAndNothingWritten() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-05-01"))
        let before = try String(contentsOf: library.root.appendingPathComponent("content/loans/a.json"), encoding: .utf8)
        let session = try session("2026-05-03")
        let edit = try LoanEditor(session: session).lend(book: "dune", to: "meera", on: session.today, due: nil)
        guard case .refused(_, let errors) = try session.judge(edit) else { Issue.record("accepted"); return }
        #expect(errors.map(\.rule) == [.loanDoubleLend])
        #expect(errors.first?.file == "content/loans/2026/2026-05-03-dune-meera.json")
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("content/loans/2026").path))
        #expect(try String(contentsOf: library.root.appendingPathComponent("content/loans/a.json"), encoding: .utf8) == before)
    }

    @Test func errorsTheLibraryAlreadyHasNeverRefuseAnEdit() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        // Kim is lent before it was added: an error elsewhere in the library.
        try library.write("content/loans/k.json", TestLibrary.loan("kim", to: "meera", status: "lent", lent: "2026-05-01"))
        let session = try session("2026-05-03")
        #expect(session.result.hasErrors)
        let edit = try LoanEditor(session: session).request(book: "dune", by: "ravi", on: session.today)
        guard case .accepted = try session.judge(edit) else { Issue.record("refused for an error it did not add"); return }
    }

    @Test func aReturnNamesTheNextMemberWhoMayTakeItNeverTheOneWhoBroughtItBack() throws {
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/books/odd.md", TestLibrary.book("Odd", owner: "anita"))
        try library.write("content/books/pip.md", TestLibrary.book("Pip", owner: "anita"))
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-05-01"))
        // Meera asked first but holds two books (max_active_loans 2); Anita's own book, so Anita can't ask.
        try library.write("content/loans/o.json", TestLibrary.loan("odd", to: "meera", status: "lent", lent: "2026-05-01"))
        try library.write("content/loans/p.json", TestLibrary.loan("pip", to: "meera", status: "lent", lent: "2026-05-01"))
        try library.write("content/loans/m.json", TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-02"))
        try library.write("content/members/tara.json", TestLibrary.member("Tara", joined: "2025-01-01"))
        try library.write("content/loans/t.json", TestLibrary.loan(to: "tara", status: "requested", requested: "2026-05-03"))
        let session = try session("2026-05-10")
        guard case .accepted(let accepted) = try session.judge(try LoanEditor(session: session).return("a", on: session.today)) else {
            Issue.record("refused"); return
        }
        #expect(accepted.summary == "Returned \"Dune\" from Ravi Iyer. Next in the queue: Tara (asked on Sun 3 May 2026); tell them it is their turn (1 more member waiting)")
    }
}
