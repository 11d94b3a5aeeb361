extension ReportFormatter {
    /// One message to a borrower about all their due-soon and overdue loans.
    public struct Reminder: Sendable {
        public var member: String
        public var to: String
        public var email: String?
        public var subject: String
        public var body: String
    }

    /// Reminders for every borrower with a loan overdue or due within the window, by name.
    public func reminderMessages(within: Int? = nil, member: String? = nil, book: String? = nil) -> [Reminder] {
        let overdue = builder.overdue()
        let dueSoon = builder.dueSoon(within: within)
        let selected = { (entry: ReportBuilder.OutLoan) in
            (member == nil || entry.loan.borrower.value == member) && (book == nil || entry.loan.book.value == book)
        }
        let byBorrower = Dictionary(grouping: (overdue + dueSoon).filter(selected), by: { $0.loan.borrower.value })
        let overdueIDs = Set(overdue.map(\.loan.id))
        return byBorrower.keys.sorted { (SortKey.key(memberName($0)), $0) < (SortKey.key(memberName($1)), $1) }.map { id in
            let loans = byBorrower[id]!.sorted { a, b in
                let (lateA, lateB) = (overdueIDs.contains(a.loan.id), overdueIDs.contains(b.loan.id))
                return lateA != lateB ? lateA : (a.due, a.loan.id) < (b.due, b.loan.id)
            }
            let late = loans.filter { overdueIDs.contains($0.loan.id) }.count
            let soon = loans.count - late
            let name = memberName(id)
            var parts = [String]()
            if late > 0 { parts.append("\(counted(late, "book")) overdue") }
            if soon > 0 { parts.append("\(counted(soon, "book")) due soon") }
            let subject = "\(library.settings.name): \(parts.joined(separator: ", "))"
            var body = "Hello \(name),\n\n"
            body += "This is a reminder from \(library.settings.name) about \(loans.count == 1 ? "a book" : "books") you have borrowed:\n\n"
            for entry in loans {
                let loan = entry.loan
                let book = library.book(loan.book.value)
                let title = book.map { "\"\($0.title)\" by \($0.authors.joined(separator: ", "))" } ?? loan.book.value
                let when = overdueIDs.contains(loan.id)
                    ? "was due back on \(entry.due) (\(counted(entry.days, "day")) overdue)"
                    : "is due back on \(entry.due) (\(entry.days == 0 ? "today" : "in \(counted(entry.days, "day"))"))"
                let renew = builder.renewalsLeft(loan).map { left in "; it can be renewed \(left == 1 ? "once more" : "\(left) more times")" } ?? ""
                body += "- \(title), from \(ownerName(lender(of: loan))), \(when)\(renew). Loan \(loan.id).\n"
            }
            body += "\nPlease return \(loans.count == 1 ? "it" : "them") to the owner, or ask for a renewal, and let the librarian know so the record is updated "
            body += "(in the library's repository: `libgen return LOAN` or `libgen renew LOAN`).\n\nThank you!\n\(library.settings.name)\n"
            return Reminder(member: id, to: library.member(id)?.name ?? id, email: library.contact(for: id).email, subject: subject, body: body)
        }
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
        case .table, .markdown:
            guard !messages.isEmpty else { return "No reminders to send as of \(result.asOf).\n" }
            return messages.map { message in
                let address = message.email.map { " <\($0)>" } ?? " (no email on file)"
                if request.format == .markdown {
                    return "### To: \(message.to)\(address)\n\n**\(message.subject)**\n\n" + message.body
                }
                return "To: \(message.to)\(address)\nSubject: \(message.subject)\n\n" + message.body
            }.joined(separator: request.format == .markdown ? "\n---\n\n" : "\n" + String(repeating: "-", count: 60) + "\n\n")
        }
    }
}
