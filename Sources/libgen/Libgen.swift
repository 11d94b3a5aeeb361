import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

/// The `libgen` command: argument parsing, printing and exit codes only.
@main
struct Libgen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libgen",
        abstract: "Check, report on and publish a community lending library kept in git.",
        version: libgenVersion,
        subcommands: [Check.self, Build.self, Report.self, Request.self, Lend.self, Renew.self, Return.self, Reject.self, Cancel.self, Lost.self, VoidLoan.self, Expire.self, Withdraw.self, Leave.self, Import.self, SwapCommand.self, Add.self, Contacts.self, IntakeCommand.self, Remind.self, Labels.self, Serve.self, Init.self, Schema.self]
    )

    /// Runs the command, mapping every failure to CLI.md's exit codes:
    /// 0 success, 1 library errors, 2 could not run (bad arguments included).
    static func main() async {
        // On Linux a static binary reads its arguments from /proc/self/cmdline. Without /proc it
        // sees none, and would print the help and exit 0: a CI `check` that passes in silence.
        guard CommandLine.argc > 0, !CommandLine.arguments.isEmpty else {
            FileHandle.standardError.write(Data("libgen: cannot read its command line (it comes from /proc/self/cmdline: mount /proc and run it again)\n".utf8))
            Foundation.exit(2)
        }
        // No command at all is a bad argument (exit 2), with the help on standard error.
        if CommandLine.arguments.count == 1 {
            FileHandle.standardError.write(Data((helpMessage() + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            if var server = command as? AsyncParsableCommand {
                try await server.run()
            } else {
                try command.run()
            }
            // A report, reminders or labels of a library with errors were given all the same: exit 1.
            if LibraryErrors.found { Foundation.exit(1) }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Libgen.exit(withError: error)
            }
            // An exit code thrown while the arguments are validated has printed its own message.
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((DiagnosticFormatter.visible(message) + "\n").utf8)) }
            Foundation.exit(2)
        }
    }
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(help: "The library root (the folder holding content/); default: this folder or the nearest parent with content/library.json.")
    var root: String?

    @Flag(help: "Print no progress, log or summary lines (diagnostics are never dropped).")
    var quiet = false

    @Flag(help: "Neither read nor write the parse cache (.libgen/cache/ at the root, or $LIBGEN_CACHE).")
    var noCache = false

    var rootURL: URL { root.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? LibraryRoot.find() }

    /// Stops the command (exit 2) when the root holds no library, before it writes anything
    /// (`build`'s lock in the cache folder) or starts serving: as every command that loads one does.
    func requireLibrary() throws {
        guard LibraryRoot.settingsFile(of: rootURL) != nil else { throw fail(LoadError.noLibrary(root: rootURL.path).description) }
    }

    /// The parse cache's folder for this run; nil with `--no-cache`.
    var cacheFolder: URL? { noCache ? nil : ParseCache.folder(root: rootURL) }
}

/// `--contacts`: the private contacts file (FORMAT.md).
struct ContactsOption: ParsableArguments {
    @Option(help: ArgumentHelp("The private contacts file (default: $LIBGEN_CONTACTS, else contacts.json in the library root).", valueName: "file"))
    var contacts: String?
}

/// Whether a command that reports on a library with errors found some (`checkedLibrary`).
enum LibraryErrors {
    nonisolated(unsafe) static var found = false
}

/// The checked library with its contacts, for the commands that report on it even
/// when it has errors (`report`, `remind`, `labels`): the errors are a warning on stderr, whose
/// last words say what may be incomplete, and the command exits 1 once it has done its work
/// (CLI.md: exit 1, the library has errors). Looking back (`--as-of` in the past) makes
/// later records "future", which is not a problem of the library and is not counted; a record
/// dated after today (the library's day, not the as-of day) is, as `check` says without `--as-of`.
func checkedLibrary(_ common: CommonOptions, _ contacts: ContactsOption?, asOf: Day?, incomplete: String) throws -> CheckResult {
    let result: CheckResult
    do {
        var checker = LibraryChecker(root: common.rootURL, asOf: asOf)
        checker.contactsFile = contacts?.contacts
        checker.cacheFolder = common.cacheFolder
        result = try checker.check()
    } catch let error as LoadError {
        throw fail(error.description)
    }
    let today = LibraryChecker.today(in: result.library.settings.timeZone, now: Date())
    /// A loan's event dated after today: in the future whatever day the report looks from. (Asked
    /// only of a `loan.future` file, which a library rarely has: no table of 100,000 loans made.)
    func laterThanToday(_ file: String) -> Bool {
        guard let loan = result.library.loans.first(where: { $0.file == file }) else { return true }
        return loan.eventDays.contains { $0 > today }
    }
    let errors = result.diagnostics.filter { $0.severity == .error && !(asOf != nil && $0.rule == .loanFuture && !laterThanToday($0.file)) }
    LibraryErrors.found = !errors.isEmpty
    if !errors.isEmpty && !common.quiet {
        // The files named (a few), so that a librarian knows where to look.
        var seen = Set<String>()
        let files = errors.map(\.file).filter { seen.insert($0).inserted }
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(counted(files.count - 3, "other file"))" : "")
        FileHandle.standardError.write(Data("warning: the library has \(counted(errors.count, "error")) in \(shown) (see libgen check); \(incomplete)\n".utf8))
    }
    return result
}

extension Day: ExpressibleByArgument {
    public init?(argument: String) { self.init(string: argument) }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension OverdueSeverity: ExpressibleByArgument {}

/// Prints a message that stops a command (exit 2) to stderr, on one line: a line break in it
/// (from an argument, a file name, a title) is written `\u{A}`, so no part of it can begin a line
/// of its own in a CI log (where `::error::…` at a line's start is a workflow command).
func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data(("libgen: " + message.escapingControlCharacters(except: ["\t"]) + "\n").utf8))
    return ExitCode(2)
}
