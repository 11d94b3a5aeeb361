import Foundation
import Testing
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Every report kind in every format on the example library, against golden files.
@Suite struct ReportGoldenTests {
    static let cases: [(ReportKind, ReportFormat)] = ReportKind.allCases.flatMap { kind in
        ReportFormat.allCases.filter { ($0 != .ics || kind == .due || kind == .overdue) && ($0 != .html || kind == .reminders) }.map { (kind, $0) }
    }

    /// The example library with its demo contacts file (a real library keeps contacts.json out of git).
    static let example: CheckResult = {
        var checker = LibraryChecker(root: CommandRunner.packageRoot, asOf: Day(string: "2026-11-22")!)
        checker.contactsFile = CommandRunner.packageRoot.appendingPathComponent("examples/demo-contacts.json").path
        return try! checker.check()
    }()

    @Test(arguments: cases)
    func theExampleReportMatchesItsGoldenFile(kind: ReportKind, format: ReportFormat) throws {
        let within = kind == .due || kind == .reminders ? 14 : nil
        let output = try ReportFormatter(result: Self.example).render(ReportRequest(kind: kind, format: format, within: within))
        let ext = ["table": "txt", "markdown": "md", "csv": "csv", "json": "json", "ics": "ics", "html": "html"][format.rawValue]!
        let mismatch = Golden.mismatch(output, "example/report-\(kind.rawValue).\(ext)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
