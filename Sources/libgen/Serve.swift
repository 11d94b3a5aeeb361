import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport
import CMimalloc

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site in memory and serve it on 127.0.0.1, rebuilding and reloading open pages on every change.",
        discussion: "Diagnostics are shown here and as a banner on the page. Ctrl-C stops it."
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "The port on 127.0.0.1 (0: any free port).")
    var port: Int = 8000

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Show availability as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let quiet = common.quiet
        // No library at the root: exit 2 as every command does (once serving, a library.json
        // removed or broken is shown on the page until it is put back).
        try common.requireLibrary()
        // A server goes on after each rebuild: mimalloc (the allocator, linked in) hands a freed
        // page back at once rather than keeping it for the next allocation, and collects what a
        // dropped site freed (at 10,000 books, 40 loan edits: 512 -> 450 MB, as glibc's malloc with
        // malloc_trim held). A one-shot command keeps its pages until it exits.
        libgen_mimalloc_hand_back_at_once()
        FreedMemory.handBack { mi_collect(true) }
        let server = SiteServer(root: common.rootURL, asOf: asOf, port: port, cacheFolder: .some(common.cacheFolder)) { line, kind in
            // Unbuffered, so a terminal or a test sees each line at once. CLI.md: diagnostics and
            // summaries on stdout, progress and logs on stderr; --quiet drops summaries and progress.
            let data = Data((line + "\n").utf8)
            switch kind {
            case .diagnostic: FileHandle.standardOutput.write(data)
            case .summary: if !quiet { FileHandle.standardOutput.write(data) }
            case .progress: if !quiet { FileHandle.standardError.write(data) }
            case .problem: FileHandle.standardError.write(data)
            }
        }
        // Ctrl-C (or SIGTERM) ends the server at once: it writes nothing anywhere, so there is
        // nothing to finish. Only async-signal-safe calls in the handler.
        // "Stopped." is a closing summary: not with --quiet.
        ServeSignals.quiet = quiet
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in
                let message: StaticString = "Stopped.\n"
                if !ServeSignals.quiet { _ = write(1, message.utf8Start, message.utf8CodeUnitCount) }
                _exit(0)
            }
        }
        let root = common.rootURL.standardizedFileURL.path
        do {
            try await server.run { port in
                FileHandle.standardOutput.write(Data("Serving \(root) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n".utf8))
            }
        } catch {
            throw fail("cannot serve on 127.0.0.1:\(port): \(error)")
        }
    }
}

/// What the signal handler reads (set once, before it is installed).
enum ServeSignals {
    nonisolated(unsafe) static var quiet = false
}
