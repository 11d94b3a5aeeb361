import ArgumentParser
import Foundation
import LibGenKit

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate the library and replay its lending history.",
        discussion: "Exit status: 0 no errors (warnings allowed), 1 the library has errors, 2 the check could not run."
    )

    @OptionGroup var common: CommonOptions

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Judge overdue and future dates as of this day (YYYY-MM-DD).", valueName: "date"))
    var asOf: Day?

    @Option(help: "Output format: text, github or json.")
    var format: DiagnosticFormat = .text

    @Option(help: "How to treat overdue loans: warning, error or off.")
    var overdue: OverdueSeverity = .warning

    func run() throws {
        let result: CheckResult
        do {
            result = try LibraryChecker(root: common.rootURL, asOf: asOf, overdue: overdue).check()
        } catch let error as LoadError {
            throw fail(error.description)
        }
        print(DiagnosticFormatter(format: format).render(result), terminator: "")
        if result.hasErrors { throw ExitCode(1) }
    }
}
