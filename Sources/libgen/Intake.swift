import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct IntakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intake",
        abstract: "Turn an issue opened from one of the library's forms into the matching edit, and write the reply.",
        discussion: "Exit status: 0 done, 1 refused (nothing written; the reply says why), 2 unusable event."
    )

    @Option(help: ArgumentHelp("The GitHub issues event payload ($GITHUB_EVENT_PATH).", valueName: "file"))
    var event: String

    @Option(help: ArgumentHelp("Write the Markdown reply here (default: standard output).", valueName: "file"))
    var reply: String?

    @Flag(help: "Commit the files written, with a message naming the issue.")
    var commit = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        guard let data = FileManager.default.contents(atPath: event) else { throw fail("\(event): cannot read the event payload") }
        let outcome: Intake.Outcome
        let session: EditSession
        do {
            let payload = try IssueEvent(data: data, path: event)
            let intake = try Intake(root: common.rootURL, event: payload)
            session = intake.session
            outcome = try intake.run()
        } catch let error as IssueEvent.Unusable {
            throw fail(error.description)
        } catch let error as LoadError {
            throw fail(error.description)
        }
        switch outcome {
        case .refused(let text):
            try write(text)
            throw ExitCode(1)
        case .done(let accepted, let text):
            let applied: AppliedEdit
            do {
                applied = try session.apply(accepted, commit: commit)
            } catch let error as EditError {
                throw fail(error.description)
            }
            let log = applied.written.joined(separator: "\n") + "\n"
            if reply == nil { FileHandle.standardError.write(Data(log.utf8)) } else { print(log, terminator: "") }
            try write(text)
            if let message = applied.committed, !common.quiet { print("Committed: \(message)") }
        }
    }

    /// The reply, to `--reply` or standard output.
    func write(_ text: String) throws {
        let body = text.hasSuffix("\n") ? text : text + "\n"
        guard let reply else { print(body, terminator: ""); return }
        do {
            try Data(body.utf8).write(to: URL(fileURLWithPath: reply))
        } catch {
            throw fail("\(reply): cannot write the reply: \(error.localizedDescription)")
        }
    }
}
