import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate the library and replay its lending history.",
        discussion: "Exit status: 0 no errors (warnings allowed), 1 the library has errors, 2 the check could not run."
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var contacts: ContactsOption

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Judge overdue and future dates as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    @Option(help: "Output format: text, github or json.")
    var format: DiagnosticFormat = .text

    @Option(help: "How to treat overdue loans: warning, error or off.")
    var overdue: OverdueSeverity = .warning

    @Option(help: ArgumentHelp("Also check the change since this git revision: no loan or swap deleted, no history rewritten, statuses only moving forward.", valueName: "git-rev"))
    var base: String?

    func run() throws {
        let result: CheckResult
        do {
            var checker = LibraryChecker(root: common.rootURL, asOf: asOf, overdue: overdue)
            checker.cacheFolder = common.cacheFolder
            checker.base = base
            checker.contactsFile = contacts.contacts
            result = try checker.check()
        } catch LoadError.unreadableSettings(let diagnostic) {
            // CLI.md v1.3: one diagnostic naming the file, exit 2, nothing judged on guessed settings.
            print(DiagnosticFormatter(format: format).render(unreadableSettings: diagnostic), terminator: "")
            throw ExitCode(2)
        } catch let error as LoadError {
            throw fail(error.description)
        } catch let error as GitReader.Failure {
            throw fail(error.description)
        }
        print(DiagnosticFormatter(format: format, summarizes: !common.quiet).render(result), terminator: "")
        KeptUntilExit.keep(result)
        if result.hasErrors { throw ExitCode(1) }
    }
}
