import ArgumentParser
import Foundation
import LibGenKit

/// The `libgen` command: argument parsing, printing and exit codes only.
@main
struct Libgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libgen",
        abstract: "Check, report on and publish a community lending library kept in git.",
        version: "0.1.0",
        subcommands: [Check.self, Build.self, Report.self, Request.self, Lend.self, Renew.self, Return.self, Reject.self, Cancel.self, Lost.self, SwapCommand.self, Add.self, Init.self, Schema.self]
    )

    /// Runs the command, mapping every failure to CLI.md's exit codes:
    /// 0 success, 1 library errors, 2 could not run (bad arguments included).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Libgen.exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(help: "The library root (the folder holding content/).")
    var root: String = "."

    @Flag(help: "Print no progress or log lines.")
    var quiet = false

    var rootURL: URL { URL(fileURLWithPath: root, isDirectory: true) }
}

extension Day: ExpressibleByArgument {
    public init?(argument: String) { self.init(string: argument) }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension OverdueSeverity: ExpressibleByArgument {}

/// Prints a message that stops a command (exit 2) to stderr.
func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data(("libgen: " + message + "\n").utf8))
    return ExitCode(2)
}
