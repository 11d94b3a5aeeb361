import Foundation
import LibGenCore
import LibGenSupport

/// `libgen remind`: the reminders as e-mails, and their delivery through a
/// sendmail-compatible command (`sendmail -t -i`, `msmtp -t`), one message at a time.
package struct ReminderMailer {
    package enum Outcome: Equatable, Sendable {
        case sent
        /// The member has no e-mail address: someone must tell them another way.
        case skipped
        /// The command failed: its exit status, and the first line it wrote to stderr with every
        /// address and phone number in it blanked (a CI log is public).
        case failed(Int32, reason: String?)
        /// The command did not finish within the time limit (`--timeout`) and was stopped.
        case timedOut
    }

    let settings: LibrarySettings
    package let asOf: Day

    package init(settings: LibrarySettings, asOf: Day) {
        self.settings = settings
        self.asOf = asOf
    }

    /// The e-mail for a reminder, or nil when the member has no address. `sentAt` is the moment
    /// a message is sent (its `Date:`); a printed message (no `--send`) is dated the as-of day at
    /// 08:00 in the library's time zone, so the same input prints the same bytes.
    package func message(_ reminder: ReportFormatter.Reminder, sentAt: Date? = nil) -> MailMessage? {
        guard let email = reminder.email else { return nil }
        let zone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
        let from = settings.reminders.from.flatMap(Self.address) ?? MailMessage.Address(name: settings.name, email: "librarian@libgen.invalid")
        let (year, month, day) = asOf.components
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = sentAt ?? calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 8)) ?? Date(timeIntervalSince1970: 0)
        return MailMessage(from: from, to: MailMessage.Address(name: reminder.to, email: email), subject: reminder.subject,
                           date: date, timeZone: zone, messageID: reminder.messageID, body: reminder.body)
    }

    /// `Name <address>` (or a bare address) split into its parts.
    static func address(_ mailbox: String) -> MailMessage.Address? {
        guard let email = ContactFormat.mailboxAddress(mailbox) else { return nil }
        let trimmed = mailbox.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.lastIndex(of: "<") else { return MailMessage.Address(name: nil, email: email) }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return MailMessage.Address(name: name.isEmpty ? nil : name, email: email)
    }

    /// Pipes the message (LF line endings, as sendmail reads) to `/bin/sh -c command`, waiting at
    /// most `timeout` seconds for it to finish: a mail command that hangs (a wrong password, a
    /// server that never answers) is stopped and the send failed (`timedOut`), never waited on.
    package func send(_ message: MailMessage, with command: String, timeout: Double = 60) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return .failed(127, reason: nil) }
        let collected = Handoff<Data>()
        let reader = Thread { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = Data(message.rendered(newline: "\n").utf8)
        // Written on a thread of its own: a command that never reads would block the write.
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        guard finished.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            if finished.wait(timeout: .now() + 2) != .success { kill(process.processIdentifier, SIGKILL) }
            return .timedOut
        }
        guard process.terminationStatus != 0 else { return .sent }
        // Its words on stderr, if the pipe closes within a moment (a child left running may hold it open).
        let read = DispatchSemaphore(value: 0)
        Thread { _ = collected.wait(); read.signal() }.start()
        let reason = read.wait(timeout: .now() + 2) == .success ? Self.reason(collected.wait()) : nil
        return .failed(process.terminationStatus, reason: reason)
    }

    /// The mail command's first words about why, with every contact value and secret blanked (a
    /// CI log is public): e-mail addresses, phone and flat numbers (runs of digits), and whatever
    /// follows a word like `password`, `passwd`, `pass`, `pw`, `secret` or `token`.
    static func reason(_ stderr: Data) -> String? {
        let text = String(decoding: stderr, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        var shown = String(line.prefix(200))
        for pattern in [#"(?i)\b(password|passwd|pass|pw|secret|token|auth)\b\W*.*$"#, #"[^\s<>"']+@[^\s<>"']+"#, #"\+?\d[\d ()\-]{6,}\d"#,
                        #"\b[A-Za-z]?-?\d{2,}[A-Za-z]?\b"#] {
            shown = shown.replacingOccurrences(of: pattern, with: "…", options: .regularExpression)
        }
        return shown.escapingControlCharacters
    }
}
