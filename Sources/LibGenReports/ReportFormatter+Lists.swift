import LibGenCore
import LibGenSupport

package extension ReportFormatter {
    // MARK: holds

    func holds(_ request: ReportRequest) -> String {
        let lists = builder.holds(book: request.book, member: request.member)
        if request.format == .json {
            let json = JSONWriter()
            json.object {
                json.field("as_of") { json.string(result.asOf.description) }
                json.field("books") {
                    json.array(lists) { entry in
                        json.object {
                            json.field("book") { json.string(entry.book.id) }
                            json.field("title") { json.string(entry.book.title) }
                            json.field("holder") { json.optional(entry.holder?.borrower.value) }
                            json.field("holder_name") { json.optional(entry.holder.map { memberName($0.borrower.value) }) }
                            json.field("lost") { json.bool(entry.lost) }
                            json.field("due") { json.optional(entry.due?.description) }
                            json.field("ready_for") { json.optional(entry.readyFor) }
                            json.field("ready_since") { json.optional(entry.readySince?.description) }
                            json.field("collect_by") { json.optional(entry.collectBy?.description) }
                            json.field("waiting") {
                                json.array(entry.waiting.enumerated()) { position, loan in
                                    json.object {
                                        json.field("position") { json.number(position + 1) }
                                        json.field("loan") { json.string(loan.id) }
                                        json.field("borrower") { json.string(loan.borrower.value) }
                                        json.field("borrower_name") { json.string(memberName(loan.borrower.value)) }
                                        json.field("requested") { json.optional(loan.requested?.value.description) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return json.output + "\n"
        }
        let human = request.format == .table || request.format == .markdown
        var rows = [[ReportTable.Cell]]()
        for entry in lists {
            var holderText = entry.holder.map { memberName($0.borrower.value) }
            if !entry.inCatalogue {
                holderText = entry.book.added > result.asOf ? "(not yet added)" : "(withdrawn)"
            } else if entry.lost {
                holderText = "(lost)"
            } else if let since = entry.readySince, let member = entry.readyFor {
                holderText = "(on the shelf) ready for \(memberName(member)) since \(since)" + (entry.collectBy.map { ", collect by \($0)" } ?? "")
            } else if entry.holder == nil {
                holderText = "(on the shelf)"
            }
            let holder: ReportTable.Cell = .optional(holderText)
            for (position, loan) in entry.waiting.enumerated() {
                rows.append(human
                    ? [.text(position == 0 ? entry.book.title : ""), .number(position + 1), .text(memberName(loan.borrower.value)),
                       .day(loan.requested?.value), position == 0 ? holder : .empty, position == 0 ? .day(entry.due) : .empty]
                    : [.text(entry.book.id), .text(entry.book.title), .number(position + 1), .text(loan.id), .text(loan.borrower.value),
                       .text(memberName(loan.borrower.value)), .day(loan.requested?.value), .optional(entry.holder?.borrower.value),
                       .optional(entry.holder.map { memberName($0.borrower.value) }), .day(entry.due), .optional(entry.readyFor), .day(entry.readySince), .day(entry.collectBy)])
            }
        }
        let table = human
            ? ReportTable(columns: ["title", "position", "borrower", "requested", "holder", "due"],
                          headers: ["Book", "#", "Waiting", "Asked on", "Held by", "Due back"], rows: rows)
            : ReportTable(columns: ["book", "title", "position", "loan", "borrower", "borrower_name", "requested", "holder", "holder_name", "due", "ready_for", "ready_since", "collect_by"], rows: rows)
        return flat(table, request.format, key: "books", title: "waiting lists")
    }

    // MARK: history

    func history(_ request: ReportRequest) -> String {
        let entries = builder.history(member: request.member, book: request.book)
        let human = request.format == .table || request.format == .markdown
        let rows: [[ReportTable.Cell]] = entries.map { entry in
            let loan = entry.loan
            let title = library.book(loan.book.value)?.title ?? loan.book.value
            let onTime: ReportTable.Cell = entry.onTime.map { .flag($0) } ?? .empty
            let days: ReportTable.Cell = entry.days.map { .number($0) } ?? .empty
            if human {
                return [.day(entry.lent ?? loan.requested?.value), .text(title), .text(memberName(loan.borrower.value)),
                        .text(entry.status.rawValue), .day(entry.due), .day(entry.returned ?? entry.lost), days, onTime]
            }
            return [.text(loan.id), .text(loan.book.value), .text(title), .text(loan.borrower.value), .text(memberName(loan.borrower.value)),
                    .text(entry.status.rawValue), .day(loan.requested?.value), .day(entry.lent), .day(entry.due),
                    .day(entry.returned), .day(entry.lost), days, onTime]
        }
        let table = human
            ? ReportTable(columns: ["date", "title", "borrower", "status", "due", "back", "days", "on_time"],
                          headers: ["Date", "Book", "Borrower", "Status", "Due", "Back (or lost)", "Days", "On time"], rows: rows)
            : ReportTable(columns: ["loan", "book", "title", "borrower", "borrower_name", "status", "requested", "lent", "due", "returned", "lost", "days", "on_time"], rows: rows)
        return flat(table, request.format, key: "loans", title: "loans")
    }
}
