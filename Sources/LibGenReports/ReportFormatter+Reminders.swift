import Foundation
import LibGenCore
import LibGenSupport

package extension ReportFormatter {
    /// One message to a member: every loan they should hear about and every book
    /// ready for them. Private: it names owners' flats, so it goes only to the
    /// member (e-mail) or the librarian (the reminders sheet), never the site.
    package struct Reminder: Sendable {
        package var member: String
        package var to: String
        package var email: String?
        var phone: String?
        package var subject: String
        package var body: String
        /// Stable for the member, the day and what the message is about.
        package var messageID: String
        /// Does a notice fall on the as-of day (`libgen remind` sends only these)?
        package var isDueToday: Bool
    }

    /// Reminders for every member with something to hear about (see `ReportBuilder.notices`), by name.
    func reminderMessages(within: Int? = nil, member: String? = nil, book: String? = nil) -> [Reminder] {
        builder.notices(within: within).compactMap { notice in
            var notice = notice
            if let book {
                notice.loans = notice.loans.filter { $0.loan.book.value == book }
                notice.turns = notice.turns.filter { $0.request.book.value == book }
            }
            guard member == nil || notice.member == member, !notice.loans.isEmpty || !notice.turns.isEmpty else { return nil }
            return reminder(notice)
        }
    }

    func reminder(_ notice: ReportBuilder.Notice) -> Reminder {
        let settings = library.settings
        let person = library.member(notice.member)
        let name = person?.shownName ?? notice.member
        var body = "Hello \(name),\n\n"
        if !notice.loans.isEmpty {
            body += "A reminder from \(settings.name) about \(notice.loans.count == 1 ? "a book" : "the books") you have borrowed:\n\n"
            for item in notice.loans { body += "- " + loanLine(item) + "\n" }
            body += "\n"
        }
        if !notice.turns.isEmpty {
            body += "It is your turn: \(notice.turns.count == 1 ? "a book you asked for is" : "books you asked for are") on the shelf, kept for you.\n\n"
            for turn in notice.turns { body += "- " + turnLine(turn) + "\n" }
            body += "\n"
        }
        body += "If something here is not right, reply to this e-mail or tell a librarian.\n\nThank you!\n\(settings.name)\n"
        let key = notice.loans.map { "\($0.loan.id):\($0.stage.phrase)" } + notice.turns.map { "turn:\($0.request.id)" }
        let domain = settings.reminders.from.flatMap(ContactFormat.mailboxAddress).flatMap { $0.split(separator: "@").last.map(String.init) } ?? "libgen.invalid"
        let id = "\(result.asOf.description.replacingOccurrences(of: "-", with: "")).\(notice.member).\(MailMessage.stableHash(key.joined(separator: "|")))@\(domain)"
        let contact = library.contact(for: notice.member)
        return Reminder(member: notice.member, to: person?.name ?? notice.member, email: contact.email, phone: contact.phone,
                        subject: "\(settings.name): " + subject(notice), body: body, messageID: id, isDueToday: notice.isDueToday)
    }

    /// The most pressing thing first; a count when there are several.
    func subject(_ notice: ReportBuilder.Notice) -> String {
        let count = notice.loans.count + notice.turns.count
        guard count == 1 else {
            var parts = [String]()
            if !notice.loans.isEmpty { parts.append(counted(notice.loans.count, "book") + " to return") }
            if !notice.turns.isEmpty { parts.append(counted(notice.turns.count, "book") + " ready for you") }
            let late = notice.loans.filter { if case .overdue = $0.stage { return true }; return false }.count
            return parts.joined(separator: ", ") + (late > 0 ? " (\(late) overdue)" : "")
        }
        if let turn = notice.turns.first { return "your turn: “\(title(turn.request))” is ready for you" }
        let item = notice.loans[0]
        switch item.stage {
        case .overdue(let number, _): return "“\(title(item.loan))” is overdue (\(ReportBuilder.Stage.ordinal(number)) notice)"
        default: return "“\(title(item.loan))” is \(item.stage.phrase)"
        }
    }

    func title(_ loan: Loan) -> String { library.book(loan.book.value)?.title ?? loan.book.value }

    /// `"Dune" by Frank Herbert`.
    func bookPhrase(_ id: String) -> String {
        library.book(id).map { "\"\($0.title)\" by \($0.authors.joined(separator: ", "))" } ?? id
    }

    /// Where the book goes back to: the owner by name, with their flat (the message is private).
    func returnPlace(_ owner: String) -> String {
        guard owner != Library.libraryID else { return "the library's shelf" }
        let flat = library.contact(for: owner).flat.map { " (flat \($0))" } ?? ""
        return memberName(owner) + flat
    }

    func loanLine(_ item: ReportBuilder.Notice.LoanItem) -> String {
        let loan = item.loan
        var line = bookPhrase(loan.book.value)
        switch item.stage {
        case .dueSoon(let days): line += " is due back on \(item.due.inWords) (\(days == 1 ? "tomorrow" : "in \(days) days"))."
        case .dueToday: line += " is due back today, \(item.due.inWords)."
        case .inGrace(let days): line += " was due back on \(item.due.inWords), \(counted(days, "day")) ago."
        case .overdue(let number, let days):
            line += " was due back on \(item.due.inWords) and is \(counted(days, "day")) overdue (\(ReportBuilder.Stage.ordinal(number)) notice)."
        }
        line += " Please return it to \(returnPlace(lender(of: loan)))."
        if let left = item.renewalsLeft {
            line += " If you need longer, it can be renewed \(left == 1 ? "once more" : "\(left) more times"): just reply or ask a librarian."
        }
        return line
    }

    func turnLine(_ turn: ReportBuilder.Notice.Turn) -> String {
        let owner = library.book(turn.request.book.value)?.owner.value ?? Library.libraryID
        // Ready for them (the first waiting member who may take it), whether it came back or was never lent.
        var line = bookPhrase(turn.request.book.value) + " is on the shelf, and it is your turn. Collect it from \(returnPlace(owner))"
        line += turn.collectBy.map { " by \($0.inWords)." } ?? "."
        return line
    }

    func reminders(_ request: ReportRequest) -> String {
        let messages = reminderMessages(within: request.within, member: request.member, book: request.book)
        switch request.format {
        case .json, .ics:
            let json = JSONWriter()
            json.object {
                json.field("as_of") { json.string(result.asOf.description) }
                json.field("reminders") {
                    json.array(messages) { message in
                        json.object {
                            json.field("member") { json.string(message.member) }
                            json.field("to") { json.string(message.to) }
                            json.field("email") { json.optional(message.email) }
                            json.field("subject") { json.string(message.subject) }
                            json.field("body") { json.string(message.body) }
                        }
                    }
                }
            }
            return json.output + "\n"
        case .csv:
            return ReportTable(columns: ["member", "to", "email", "subject", "body"], rows: messages.map {
                [.text($0.member), .text($0.to), .optional($0.email), .text($0.subject), .text($0.body)]
            }).csv()
        case .html:
            return reminderSheet(messages)
        case .table, .markdown:
            guard !messages.isEmpty else { return "No reminders to send as of \(result.asOf).\n" }
            return messages.map { message in
                let address = message.email.map { " <\($0)>" } ?? " (no email on file)"
                if request.format == .markdown {
                    return "### To: \(message.to)\(address)\n\n**\(message.subject)**\n\n" + message.body + "\n" + sendLinks(message).map { "[\($0.label)](\($0.url))" }.joined(separator: " · ") + "\n"
                }
                return "To: \(message.to)\(address)\nSubject: \(message.subject)\n\n" + message.body
            }.joined(separator: request.format == .markdown ? "\n---\n\n" : "\n" + String(repeating: "-", count: 60) + "\n\n")
        }
    }
}
