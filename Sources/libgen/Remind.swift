import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct Remind: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "E-mail today's reminders (due soon, due today, overdue, your turn, owners' and librarians' escalations), or with --since the notices a change causes.",
        discussion: """
        Without --send the messages are printed and nothing is sent. With --send each is piped to a sendmail-compatible \
        command, and each member is reported as sent, skipped (no e-mail address) or failed. Exit 1 if any failed. \
        With --since REV: the notices the change from REV to the working tree causes, told from the change of state \
        (your turn, you are now number N, your hold ended, a request for your book, lent to you and due D, your book \
        is back), one message per person. --timeout bounds each send; --ledger keeps a notice from going out twice.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, eml, json }

    @OptionGroup var common: CommonOptions
    @OptionGroup var contacts: ContactsOption

    @Option(name: .customLong("as-of"), help: ArgumentHelp("Remind as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    @Option(help: ArgumentHelp("Only the notices the change from this git revision to the working tree causes.", valueName: "rev"))
    var since: String?

    @Flag(help: "Send the messages (default: print them).")
    var send = false

    @Option(help: ArgumentHelp("The sendmail-compatible command that reads a message on stdin.", valueName: "command"))
    var sendmail = "sendmail -t -i"

    @Option(help: "How to print the messages without --send: text, eml (RFC 5322, as an mbox stream) or json.")
    var format: Format = .text

    @Option(help: ArgumentHelp("Stop a mail command that has not finished after this many seconds; after one is stopped, the rest are failed at once (they go out with a later run).", valueName: "seconds"))
    var timeout: Double = 60

    @Option(help: ArgumentHelp("A file listing the notices already sent (one key a line, hashes that name nobody): they are left out, and each notice sent (or listed as skipped) is added. Keeps a notice from going out twice across runs that retry.", valueName: "file"))
    var ledger: String?

    func validate() throws {
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a number of seconds above 0") }
    }

    /// The rules by which a contacts file is unreadable as a whole (not one entry in it).
    static let unreadableContacts: Set<RuleID> = [.parseJSON, .parseEncoding]

    func run() throws {
        // An empty command would "send" every message to nowhere (the shell runs nothing and exits 0).
        if send && sendmail.allSatisfy(\.isWhitespace) {
            throw fail("--sendmail is empty: give the command that reads a message on stdin (e.g. \"msmtp -t\")")
        }
        // What changed since the revision is asked of git while the working tree is checked.
        let changes = since.map { RevisionLoader.readChanges(root: common.rootURL, revision: $0) }
        let result = try checkedLibrary(common, contacts, asOf: asOf, incomplete: "these reminders may be incomplete")
        // library.json's policy sets every due date: with an error there, a reminder may name the wrong day.
        if send, result.diagnostics.contains(where: { $0.severity == .error && $0.file == LibrarySettings.path }) {
            FileHandle.standardError.write(Data("libgen: \(LibrarySettings.path) has errors, so due dates may be wrong; nothing was sent (see libgen check)\n".utf8))
            throw ExitCode(1)
        }
        // A contacts file that could not be read as a whole gives nobody an address: every member
        // would be "skipped (no e-mail address)", and a librarian would phone them all.
        if send, let broken = result.diagnostics.first(where: { $0.severity == .error && Self.unreadableContacts.contains($0.rule) && !$0.file.hasPrefix("content/") }) {
            FileHandle.standardError.write(Data("libgen: \(broken.file) cannot be read (\(DiagnosticFormatter.visible(broken.message))), so nobody's e-mail address is known; nothing was sent\n".utf8))
            throw ExitCode(1)
        }
        let settings = result.library.settings
        let reminders: [ReportFormatter.Reminder]
        let sentBefore = try ledgerKeys()
        if let since {
            let before: CheckResult
            do {
                before = try RevisionLoader.state(root: common.rootURL, revision: since, asOf: result.asOf, current: result, changes: changes)
            } catch let error as GitReader.Failure {
                throw fail(error.description)
            } catch let error as LoadError {
                throw fail("--since \(since): \(error.description)")
            }
            reminders = ReportFormatter(result: result).changeMessages(since: before.state, leavingOut: sentBefore)
        } else {
            reminders = ReportFormatter(result: result).dueReminderMessages(leavingOut: sentBefore)
        }
        let mailer = ReminderMailer(settings: settings, asOf: result.asOf)
        guard send else {
            print(render(reminders, mailer), terminator: "")
            return
        }
        // A mail command that exits without reading its message must not end the run.
        signal(SIGPIPE, SIG_IGN)
        guard settings.reminders.from != nil else {
            throw fail("set reminders.from in content/library.json (e.g. \"Book Circle <books@example.org>\") before sending")
        }
        var failed = 0, sent = 0, skipped = 0
        var handled = [String]()
        var stopped = false
        for reminder in reminders {
            guard let message = mailer.message(reminder, sentAt: Date()) else {
                skipped += 1
                handled += reminder.noticeKeys
                print("skipped: \(reminder.to) (no e-mail address: tell them another way)")
                continue
            }
            // After a send that hung, the mail server is not answering: the rest wait for a later run.
            if stopped {
                failed += 1
                print("failed: \(reminder.to) (not tried: an earlier send timed out; it goes out with a later run)")
                continue
            }
            switch mailer.send(message, with: sendmail, timeout: timeout) {
            case .sent:
                sent += 1
                handled += reminder.noticeKeys
                print("sent: \(reminder.to)")
            case .skipped: skipped += 1
            case .failed(let status, let reason):
                failed += 1
                print("failed: \(reminder.to) (the mail command exited with status \(status)\(reason.map { ": \($0)" } ?? ""))")
            case .timedOut:
                failed += 1
                stopped = true
                print("failed: \(reminder.to) (the mail command did not finish within \(Self.seconds(timeout)) and was stopped)")
            }
        }
        try recordInLedger(handled)
        if !common.quiet { print("\(counted(sent, "message")) sent, \(skipped) skipped, \(failed) failed.") }
        if failed > 0 { throw ExitCode(1) }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? counted(Int(value), "second") : "\(value) seconds"
    }

    /// The notices `--ledger` lists as sent (none without it, or when the file does not exist yet).
    func ledgerKeys() throws -> Set<String> {
        guard let ledger else { return [] }
        guard FileManager.default.fileExists(atPath: ledger) else { return [] }
        guard let data = FileManager.default.contents(atPath: ledger) else { throw fail("--ledger \(ledger): cannot be read") }
        return Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// Adds the notices sent to `--ledger` (written whole, then renamed: never half a file).
    func recordInLedger(_ keys: [String]) throws {
        guard let ledger, !keys.isEmpty else { return }
        let known = try ledgerKeys()
        let old = FileManager.default.contents(atPath: ledger).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let added = keys.filter { !known.contains($0) }
        let text = old + (old.isEmpty || old.hasSuffix("\n") ? "" : "\n") + added.map { $0 + "\n" }.joined()
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: ledger), options: .atomic)
        } catch {
            throw fail("--ledger \(ledger): cannot be written (\(error.localizedDescription))")
        }
    }

    func render(_ reminders: [ReportFormatter.Reminder], _ mailer: ReminderMailer) -> String {
        switch format {
        case .json:
            // In the style of every other JSON output: the reminders report's, with each message's id.
            return ReportFormatter.json(reminders, asOf: mailer.asOf, messageIDs: true)
        case .eml:
            // An mbox stream holds only messages with an address; the others are listed on stderr,
            // as `--send` lists them, so that a librarian can phone or message them.
            for reminder in reminders where reminder.email == nil {
                FileHandle.standardError.write(Data("skipped: \(reminder.to) (no e-mail address: tell them another way)\n".utf8))
            }
            return reminders.compactMap { mailer.message($0) }.map { "From libgen \(mailer.asOf)\r\n" + $0.rendered() + "\r\n" }.joined()
        case .text:
            // The line that stands for no messages is a summary: `--quiet` drops it.
            guard !reminders.isEmpty else { return common.quiet ? "" : "No reminders to send as of \(mailer.asOf).\n" }
            return reminders.map { reminder in
                let address = reminder.email.map { " <\($0)>" } ?? " (no e-mail address: tell them another way)"
                return "To: \(reminder.to)\(address)\nSubject: \(reminder.subject)\nMessage-ID: <\(reminder.messageID)>\n\n" + reminder.body
            }.joined(separator: "\n" + String(repeating: "-", count: 60) + "\n\n")
        }
    }
}
