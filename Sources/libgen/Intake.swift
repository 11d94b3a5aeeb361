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
        abstract: "Turn a forge request (an issue from a form, or a comment command) into the matching edit, and write the reply.",
        discussion: "Exit status: 0 done (or done already), 1 refused (nothing written; the reply says why), 2 unusable or unrelated event."
    )

    @Option(help: ArgumentHelp("The GitHub event payload ($GITHUB_EVENT_PATH): issues or issue_comment.", valueName: "file"))
    var event: String

    @Option(help: ArgumentHelp("Write the Markdown reply here (default: standard output).", valueName: "file"))
    var reply: String?

    @Option(help: ArgumentHelp("Write the outcome as JSON here, for the workflow: result, close, reason.", valueName: "file"))
    var outcome: String?

    @Flag(help: "Commit the files written, with a message naming the issue (refused outside a git repository, before writing).")
    var commit = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        // Where the reply and the outcome go must take them before anything is edited: an edit
        // written (and committed) with no reply or outcome for the workflow would be left unpushed.
        for (path, what) in [(reply, "reply"), (outcome, "outcome")] {
            if let path, !FileManager.default.createFile(atPath: path, contents: nil) {
                throw fail("\(path): cannot write the \(what) there; nothing was done")
            }
        }
        guard let data = FileManager.default.contents(atPath: event) else {
            try writeOutcome("ignored", close: nil)
            throw fail("\(event): cannot read the event payload")
        }
        let decided: Intake.Outcome
        let session: EditSession
        // The library's lock from reading to writing (CLI.md v1.3), as every edit holds it.
        var lock: LibraryLock?
        defer { withExtendedLifetime(lock) {} }
        do {
            if LibraryRoot.settingsFile(of: common.rootURL) != nil { lock = try LibraryLock.acquire(common.rootURL) }
        } catch let error as EditError {
            try writeOutcome("ignored", close: nil)
            throw fail(error.description)
        }
        do {
            let payload = try IssueEvent(data: data, path: event)
            let intake = try Intake(root: common.rootURL, event: payload, cacheFolder: .some(common.cacheFolder))
            session = intake.session
            // CLI.md: --commit outside a git repository is refused (exit 2) before anything else,
            // a retried event's "recorded already" included.
            if commit {
                do {
                    try session.requireGitRepository()
                } catch let error as EditError {
                    try writeOutcome("ignored", close: nil)
                    throw fail(error.description)
                }
            }
            decided = try intake.run()
        } catch let error as IssueEvent.Unusable {
            try writeOutcome("ignored", close: nil)
            throw fail(error.description)
        } catch let error as LoadError {
            try writeOutcome("ignored", close: nil)
            throw fail(error.description)
        }
        switch decided {
        case .refused(let text, let close):
            try write(text)
            try writeOutcome("refused", close: close)
            throw ExitCode(1)
        case .done(let accepted, let text, let close, let alsoClose, let alsoComment):
            if let accepted {
                let applied: AppliedEdit
                do {
                    applied = try session.apply(accepted, commit: commit)
                } catch let error as EditError {
                    try writeOutcome("ignored", close: nil)
                    throw fail(error.description)
                }
                // The log goes to standard output, unless the reply does: then standard output holds the reply alone.
                func log(_ text: String) {
                    if reply == nil { FileHandle.standardError.write(Data(text.utf8)) } else { print(text, terminator: "") }
                }
                if reply == nil || !common.quiet { log(applied.written.joined(separator: "\n") + "\n") }
                if let message = applied.committed, !common.quiet { log("Committed: \(message)\n") }
            } else if !common.quiet {
                FileHandle.standardError.write(Data("Recorded already; nothing to change.\n".utf8))
            }
            try write(text)
            try writeOutcome("done", close: close, alsoClose: alsoClose, alsoComment: alsoComment)
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

    /// `{"result": …, "close": …, "reason": …}` to `--outcome`; with `also_close` the loan's own
    /// borrow issue, when this event ended its loan or request from another issue.
    func writeOutcome(_ result: String, close: Intake.Close?, alsoClose: Intake.IssueClose? = nil, alsoComment: [Intake.IssueComment] = []) throws {
        guard let outcome else { return }
        let json = JSONWriter()
        json.object {
            json.field("result") { json.string(result) }
            json.field("close") { json.bool(close != nil) }
            json.field("reason") { json.optional(close?.rawValue) }
            if !alsoComment.isEmpty {
                json.field("also_comment") {
                    json.array(alsoComment) { comment in
                        json.object {
                            json.field("issue") { json.number(comment.issue) }
                            json.field("body") { json.string(comment.body) }
                        }
                    }
                }
            }
            if let alsoClose {
                json.field("also_close") {
                    json.array([alsoClose]) { other in
                        json.object {
                            json.field("issue") { json.number(other.issue) }
                            json.field("reason") { json.string(other.reason.rawValue) }
                        }
                    }
                }
            }
        }
        do {
            try Data((json.output + "\n").utf8).write(to: URL(fileURLWithPath: outcome))
        } catch {
            throw fail("\(outcome): cannot write the outcome: \(error.localizedDescription)")
        }
    }
}
