import Foundation
import LibGenCore
import LibGenSupport

package extension ReportFormatter {
    /// One message to a member: every loan they should hear about and every book
    /// ready for them. Private: it names owners' flats, so it goes only to the
    /// member (e-mail) or the librarian (the reminders sheet), never the site.
    struct Reminder: Sendable {
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
        /// One key for each notice in the message (`noticeKeys`): what `remind --ledger` records as sent.
        package var noticeKeys: [String] = []
    }

    /// Reminders for every member with something to hear about (see `ReportBuilder.notices`), by name.
    func reminderMessages(within: Int? = nil, member: String? = nil, book: String? = nil) -> [Reminder] {
        messages(builder.notices(within: within), member: member, book: book)
    }

    /// The messages a change causes (`libgen remind --since`): see `ReportBuilder.changeNotices`.
    func changeMessages(since before: LibraryState, leavingOut sent: Set<String> = []) -> [Reminder] {
        messages(builder.changeNotices(since: before), member: nil, book: nil, leavingOut: sent)
    }

    /// The day's messages that are due to be sent, without the notices in `sent` (`remind --ledger`).
    func dueReminderMessages(leavingOut sent: Set<String>) -> [Reminder] {
        messages(builder.notices(within: nil).filter(\.isDueToday), member: nil, book: nil, leavingOut: sent)
    }

    private func messages(_ notices: [ReportBuilder.Notice], member: String?, book: String?, leavingOut sent: Set<String> = []) -> [Reminder] {
        notices.compactMap { notice in
            var notice = notice
            if !sent.isEmpty {
                let (member, isChange) = (notice.member, notice.isChange)
                let key = { (item: String) in sent.contains(noticeKey(member: member, item, isChange: isChange)) }
                notice.loans.removeAll { key(ReportBuilder.Notice.itemKey($0)) }
                notice.turns.removeAll { key(ReportBuilder.Notice.itemKey($0)) }
                notice.lentToThem.removeAll { key(ReportBuilder.Notice.itemKey(lent: $0)) }
                notice.ownBooks.removeAll { key(ReportBuilder.Notice.itemKey($0)) }
                notice.escalations.removeAll { key(ReportBuilder.Notice.itemKey($0)) }
                notice.moves.removeAll { key(ReportBuilder.Notice.itemKey($0)) }
                notice.expired.removeAll { key(ReportBuilder.Notice.itemKey(expired: $0)) }
                if notice.isEmpty { return nil }
            }
            if let book {
                notice.loans = notice.loans.filter { $0.loan.book.value == book }
                notice.turns = notice.turns.filter { $0.request.book.value == book }
                notice.lentToThem = notice.lentToThem.filter { $0.loan.book.value == book }
                notice.ownBooks = notice.ownBooks.filter { $0.book == book }
                notice.escalations = notice.escalations.filter { $0.book == book }
            }
            guard member == nil || notice.member == member, !notice.isEmpty else { return nil }
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
        if !notice.lentToThem.isEmpty {
            body += "You have borrowed \(notice.lentToThem.count == 1 ? "a book" : "books") through \(settings.name):\n\n"
            for item in notice.lentToThem {
                body += "- " + bookPhrase(item.loan.book.value) + ", from \(returnPlace(lender(of: item.loan))): due back on \(item.due.inWords).\n"
            }
            body += "\n"
        }
        if !notice.turns.isEmpty {
            body += "It is your turn: \(notice.turns.count == 1 ? "a book you asked for is" : "books you asked for are") on the shelf, kept for you.\n\n"
            for turn in notice.turns { body += "- " + turnLine(turn) + "\n" }
            body += "\n"
        }
        if !notice.moves.isEmpty || !notice.expired.isEmpty {
            body += "News of your place in the \(notice.moves.count + notice.expired.count == 1 ? "queue" : "queues"):\n\n"
            for move in notice.moves { body += "- " + moveLine(move) + "\n" }
            for request in notice.expired { body += "- " + expiredLine(request) + "\n" }
            body += "\n"
        }
        if !notice.ownBooks.isEmpty {
            body += "News of your \(notice.ownBooks.count == 1 ? "book" : "books"):\n\n"
            for news in notice.ownBooks { body += "- " + newsLine(news) + "\n" }
            body += "\n"
        }
        if !notice.escalations.isEmpty {
            body += "For the librarians: \(notice.escalations.count == 1 ? "an overdue loan needs" : "overdue loans need") a word with the borrower.\n\n"
            for news in notice.escalations {
                body += "- " + newsLine(news) + " " + Self.sentence("Owner: \(ownerName(owner(of: news.book)))") + "\n"
            }
            body += "\n"
        }
        body += "If something here is not right, reply to this e-mail or tell a librarian.\n\nThank you!\n\(settings.name)\n"
        let key = notice.itemKeys
        let domain = settings.reminders.from.flatMap(ContactFormat.mailboxAddress).flatMap { $0.split(separator: "@").last.map(String.init) } ?? "libgen.invalid"
        let id = "\(result.asOf.description.replacingOccurrences(of: "-", with: "")).\(notice.member).\(MailMessage.stableHash(key.joined(separator: "|")))@\(domain)"
        let contact = library.contact(for: notice.member)
        return Reminder(member: notice.member, to: person?.name ?? notice.member, email: contact.email, phone: contact.phone,
                        subject: "\(settings.name): " + subject(notice), body: body, messageID: id, isDueToday: notice.isDueToday,
                        noticeKeys: key.map { noticeKey(member: notice.member, $0, isChange: notice.isChange) })
    }

    /// A notice's key in a ledger of notices sent (`remind --ledger`): a hash of the member, the
    /// notice and, for the day's reminders, the day (a change's notice is the same news whatever
    /// day a later run sends it). A hash, so a ledger kept in a public repository says nothing.
    func noticeKey(member: String, _ item: String, isChange: Bool) -> String {
        MailMessage.stableHash(member + "|" + item + (isChange ? "" : "|" + result.asOf.description))
    }

    /// The most pressing thing first; a count when there are several.
    func subject(_ notice: ReportBuilder.Notice) -> String {
        let count = notice.loans.count + notice.turns.count
        if count > 1 {
            var parts = [String]()
            if !notice.loans.isEmpty { parts.append(counted(notice.loans.count, "book") + " to return") }
            if !notice.turns.isEmpty { parts.append(counted(notice.turns.count, "book") + " ready for you") }
            let late = notice.loans.filter { if case .overdue = $0.stage { return true }; return false }.count
            return parts.joined(separator: ", ") + (late > 0 ? " (\(late) overdue)" : "")
        }
        if let turn = notice.turns.first {
            if turn.isLastDay { return "last day to collect “\(title(turn.request))”" }
            // The time to collect it gone: still kept, as the body says, not news of a turn.
            if let collectBy = turn.collectBy, collectBy < result.asOf { return "“\(title(turn.request))” is still kept for you" }
            return "your turn: “\(title(turn.request))” is ready for you"
        }
        if let item = notice.loans.first {
            switch item.stage {
            case .overdue(let number, _): return "“\(title(item.loan))” is overdue (\(ReportBuilder.Stage.ordinal(number)) notice)"
            case .inGrace(let days): return "“\(title(item.loan))” was due \(counted(days, "day")) ago"
            default: return "“\(title(item.loan))” is \(item.stage.phrase)"
            }
        }
        if notice.moves.count + notice.expired.count == 1, notice.lentToThem.isEmpty {
            if let move = notice.moves.first { return "you are now number \(move.place) in the queue for “\(title(move.request))”" }
            if let request = notice.expired.first { return "your hold on “\(title(request))” has ended" }
        }
        if let item = notice.lentToThem.first {
            return notice.lentToThem.count == 1 ? "“\(title(item.loan))” is lent to you, due back \(item.due.spoken)" : "\(notice.lentToThem.count) books lent to you"
        }
        if !notice.escalations.isEmpty { return notice.escalations.count == 1 ? "an overdue book needs a word" : "overdue books need a word" }
        guard notice.ownBooks.count == 1, let news = notice.ownBooks.first else { return "news of your books" }
        let bookTitle = library.book(news.book)?.title ?? news.book
        switch news.kind {
        case .requested: return "a request for “\(bookTitle)”"
        case .lent(let to, _): return "“\(bookTitle)” is lent to \(memberName(to))"
        case .back: return "“\(bookTitle)” is back"
        case .ready(let member): return "“\(bookTitle)” is ready for \(memberName(member))"
        case .overdue(_, _, let days): return "“\(bookTitle)” is \(counted(days, "day")) overdue"
        }
    }

    func title(_ loan: Loan) -> String { library.book(loan.book.value)?.title ?? loan.book.value }

    /// `"Dune" by Frank Herbert`.
    func bookPhrase(_ id: String) -> String {
        library.book(id).map { "\"\($0.title)\" by \($0.authors.joined(separator: ", "))" } ?? id
    }

    /// `{"as_of", "reminders": [{"member", "to", "email", "subject", "body"}]}` (`email` null
    /// without an address), each with its `message_id` where `messageIDs` (`libgen remind`).
    static func json(_ messages: [Reminder], asOf: Day, messageIDs: Bool) -> String {
        let json = JSONWriter()
        json.object {
            json.field("as_of") { json.string(asOf.description) }
            json.field("reminders") {
                json.array(messages) { message in
                    json.object {
                        json.field("member") { json.string(message.member) }
                        json.field("to") { json.string(message.to) }
                        json.field("email") { json.optional(message.email) }
                        json.field("subject") { json.string(message.subject) }
                        json.field("body") { json.string(message.body) }
                        if messageIDs { json.field("message_id") { json.string(message.messageID) } }
                    }
                }
            }
        }
        return json.output + "\n"
    }

    /// Where the book goes back to: the owner by name, with their flat (the message is private).
    /// `text` ended with a full stop, unless it already ends with one (a name like "Meera K.").
    static func sentence(_ text: String) -> String { text.hasSuffix(".") ? text : text + "." }

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
        // A book whose record is broken has no owner the ledger knows: asked back without one.
        let lender = lender(of: loan)
        line += lender.isEmpty ? " Please return it." : Self.sentence(" Please return it to \(returnPlace(lender))")
        if let left = item.renewalsLeft {
            line += " If you need longer, it can be renewed \(left == 1 ? "once more" : "\(left) more times"): just reply or ask a librarian."
        }
        return line
    }

    /// A line of news about an owner's book (or, for the librarians, an overdue loan).
    func newsLine(_ news: ReportBuilder.Notice.BookNews) -> String {
        let book = bookPhrase(news.book)
        switch news.kind {
        case .requested(let by): return "\(book): \(memberName(by)) asked for it."
        case .lent(let to, let due): return "\(book) is lent to \(memberName(to)), due back on \(due.inWords)."
        case .back(let from): return Self.sentence("\(book) is back from \(memberName(from))")
        case .ready(let member):
            let by = library.settings.policy.holdDays.map { " within \(counted($0, "day"))" } ?? ""
            return "\(book) is ready for \(memberName(member)), next in the queue: please hand it over when they come for it\(by)."
        case .overdue(let with, let due, let days):
            return "\(book), lent to \(memberName(with)), was due back on \(due.inWords) and is \(counted(days, "day")) overdue."
        }
    }

    /// A place that moved back: an earlier request recorded after theirs goes ahead.
    func moveLine(_ move: ReportBuilder.Notice.Move) -> String {
        let book = bookPhrase(move.request.book.value)
        let why = "a member who asked before you was recorded after you"
        if move.wasTheirTurn {
            return "\(book): we told you it was your turn, but \(why), so it is kept for them. You are now number \(move.place) in the queue; we will tell you when it is your turn again. Sorry for the mix-up."
        }
        return "\(book): \(why), so you are now number \(move.place) in the queue."
    }

    /// A request whose hold ran out (`libgen expire`).
    func expiredLine(_ request: Loan) -> String {
        let end = request.closedDay.map { " on \($0.inWords)" } ?? ""
        return "\(bookPhrase(request.book.value)) was kept for you until the time to collect it ran out, so your request ended\(end) and the book goes to the next member in the queue. If you still want it, ask again."
    }

    func turnLine(_ turn: ReportBuilder.Notice.Turn) -> String {
        let owner = owner(of: turn.request.book.value)
        // Ready for them (the first waiting member who may take it), whether it came back or was never lent.
        // When `hold_days` run out, `libgen expire` (the daily workflow) ends the request.
        if turn.isLastDay {
            return bookPhrase(turn.request.book.value) + ": today is the last day to collect it from \(returnPlace(owner)); after today your request ends and the book goes to the next member in the queue."
        }
        if let collectBy = turn.collectBy, collectBy < result.asOf {
            return bookPhrase(turn.request.book.value) + " is still kept for you, though the time to collect it ended on \(collectBy.inWords). Collect it from \(returnPlace(owner)) as soon as you can, or cancel your request if you no longer want it."
        }
        var line = bookPhrase(turn.request.book.value) + " is on the shelf, and it is your turn. Collect it from \(returnPlace(owner))"
        line = turn.collectBy.map { line + " by \($0.inWords)." } ?? Self.sentence(line)
        return line
    }

    func reminders(_ request: ReportRequest) -> String {
        let messages = reminderMessages(within: request.within, member: request.member, book: request.book)
        switch request.format {
        case .json, .ics:
            return Self.json(messages, asOf: result.asOf, messageIDs: false)
        case .csv:
            return ReportTable(columns: ["member", "to", "email", "subject", "body"], rows: messages.map {
                [.text($0.member), .text($0.to), .optional($0.email), .text($0.subject), .text($0.body)]
            }).csv()
        case .html:
            return reminderSheet(messages)
        case .table, .markdown:
            guard !messages.isEmpty else { return "No reminders to send as of \(result.asOf).\n" }
            return messages.map { message in
                let address = message.email.map { " <\($0)>" } ?? " (no e-mail address: tell them another way)"
                if request.format == .markdown {
                    return "### To: \(message.to)\(address)\n\n**\(message.subject)**\n\n" + message.body + "\n" + sendLinks(message).map { "[\($0.label)](\($0.url))" }.joined(separator: " · ") + "\n"
                }
                return "To: \(message.to)\(address)\nSubject: \(message.subject)\n\n" + message.body
            }.joined(separator: request.format == .markdown ? "\n---\n\n" : "\n" + String(repeating: "-", count: 60) + "\n\n")
        }
    }
}
