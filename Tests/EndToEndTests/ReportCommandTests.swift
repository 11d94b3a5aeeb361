@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// `libgen report` run as a user runs it.
@Suite struct ReportCommandTests {
    @Test func aLibraryWithErrorsStillGetsItsReportWithAWarning() throws {
        let library = try TestLibrary([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
            "content/loans/broken.json": "{",
        ])
        let output = try CommandRunner.run(["report", "overdue", "--root", library.root.path, "--as-of", "2026-06-01", "--format", "csv"])
        #expect(output.status == 1, "the report is given, and the exit code says the library has errors")
        #expect(output.stderr == "warning: the library has 1 error in content/loans/broken.json (see libgen check); this report may be incomplete\n")
        #expect(output.stdout == "loan,book,title,borrower,borrower_name,owner,lent,due,days_overdue\r\na,dune,Dune,ravi,Ravi Iyer,anita,2026-05-01,2026-05-15,17\r\n")
    }

    @Test func anEmptyReportSaysSo() throws {
        let library = try TestLibrary()
        let output = try CommandRunner.run(["report", "overdue", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 0)
        #expect(output.stdout == "No overdue loans as of 2026-06-01.\n")
    }

    @Test(arguments: [
        (["report", "holds", "--format", "ics"], "libgen: the holds report has no ics format; ics is for due and overdue\n"),
        (["report", "history", "--member", "ravx"], "libgen: no member \"ravx\" (did you mean \"ravi\"?); name them by id, GitHub login or name\n"),
        (["report", "history", "--book", "nope"], "libgen: no book \"nope\"; name it by id, title or ISBN\n"),
    ])
    func requestsThatCannotBeMetExitTwo(arguments: [String], message: String) throws {
        let library = try TestLibrary()
        let output = try CommandRunner.run(arguments + ["--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 2)
        #expect(output.stderr == message)
    }

    @Test func anUnknownReportKindIsABadArgument() throws {
        let output = try CommandRunner.run(["report", "fines", "--root", CommandRunner.packageRoot.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("fines"))
    }
}
