import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Due-soon, overdue, waiting-list, history, statistics and reminder reports.",
        discussion: """
        A library with errors still gets its report, with a warning on stderr, and exit 1: the overdue list matters most when things are messy.
        Formats: table (terminal), markdown (issue comments), csv (RFC 4180), json, and ics (due and overdue only).
        """
    )

    @Argument(help: "overdue, due, holds, history, stats or reminders")
    var kind: ReportKind

    @OptionGroup var common: CommonOptions
    @OptionGroup var contacts: ContactsOption

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Report as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    @Option(help: "table, markdown, csv, json or ics.")
    var format: ReportFormat = .table

    // Unconditional: `--within -1` is a value to refuse with a reason, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("due, reminders: the due-soon window in days (default: policy.reminder_days).", valueName: "days"))
    var within: Int?

    @Option(help: ArgumentHelp("Only this member's loans.", valueName: "id"))
    var member: String?

    @Option(help: ArgumentHelp("Only this book's loans.", valueName: "id"))
    var book: String?

    func validate() throws {
        if let within, within < 0 { throw ValidationError("--within must be 0 or more days") }
    }

    func run() throws {
        let result = try checkedLibrary(common, contacts, asOf: asOf, incomplete: "this report may be incomplete")
        let request = ReportRequest(kind: kind, format: format, within: within, member: member, book: book)
        do {
            print(try ReportFormatter(result: result).render(request), terminator: "")
        } catch let error as ReportError {
            throw fail(error.description)
        }
    }
}

extension ReportKind: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
