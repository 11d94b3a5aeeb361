import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the library, then render its browsable HTML catalog.",
        discussion: "With errors it prints them and exits 1 without touching the output; with --allow-errors it prints them, renders the library with the broken records left out (as check leaves them out) and exits 0. Exit 2 when the build cannot run (unsafe --out, unreadable files, broken templates)."
    )

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Where to write the site (replaced as a whole).", valueName: "dir"))
    var out: String = "public"

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Show availability as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    @Option(help: ArgumentHelp("Templates that override the built-in theme (default: the library's templates/).", valueName: "dir"))
    var templates: String?

    @Flag(help: "With errors, still render the site, the broken records left out (the library's workflow publishes this way); exit 0.")
    var allowErrors = false

    func run() throws {
        let started = Date()
        let root = common.rootURL
        try common.requireLibrary()
        let output = URL(fileURLWithPath: out, relativeTo: root).standardizedFileURL
        // A templates folder named but not there is a bad argument, not the built-in theme in silence.
        if let templates {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder.boolValue else {
                throw fail("\(templates): no such templates folder")
            }
        }
        var builder = SiteBuilder(root: root, output: output, templates: templates.map { URL(fileURLWithPath: $0) }, asOf: asOf)
        let progress = Progress(enabled: !common.quiet)
        builder.progress = { done, total in progress.update("Rendering \(done)/\(total) files") }
        builder.cacheFolder = common.cacheFolder
        builder.allowErrors = allowErrors
        let outcome: SiteBuilder.Outcome
        do {
            outcome = try builder.build()
        } catch let error as LoadError {
            progress.finish()
            throw fail(error.description)
        } catch let error as SiteError {
            progress.finish()
            throw fail(error.description)
        }
        progress.finish()
        KeptUntilExit.keep(outcome)
        guard outcome.built else {
            print(DiagnosticFormatter(format: .text).render(outcome.check), terminator: "")
            print("The library has errors; nothing was written to \(out).")
            throw ExitCode(1)
        }
        // --quiet drops the closing summaries (CLI.md v1.1), never a diagnostic.
        for diagnostic in outcome.check.diagnostics { print(diagnostic.textLine) }
        guard !common.quiet else { return }
        if outcome.check.warningCount > 0 || outcome.check.hasErrors { print(DiagnosticFormatter.summary(outcome.check)) }
        if outcome.check.hasErrors { print("The library has errors: the records they are in were left out of the site (--allow-errors).") }
        let seconds = Date().timeIntervalSince(started)
        print("Built \(counted(outcome.pages, "file")) into \(out)/ in \(String(format: "%.2f", seconds)) s (\(outcome.written) changed). Open \(out.hasSuffix("/") ? out : out + "/")index.html")
    }
}

/// A one-line progress display on stderr, only on a terminal, never in CI or with --quiet.
final class Progress {
    private let enabled: Bool
    private var shown = false
    private var lastUpdate = Date.distantPast

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
    }

    func update(_ line: String) {
        guard enabled, Date().timeIntervalSince(lastUpdate) > 0.1 else { return }
        lastUpdate = Date()
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
        shown = true
    }

    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        shown = false
    }
}
