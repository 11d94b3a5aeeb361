import LibGenCore
import LibGenEditing
import LibGenSupport

/// The words of intake's replies: what happened, in plain words, naming a holder
/// only when `privacy.show_borrowers` allows it (the issue is public).
extension Intake {
    var showBorrowers: Bool { library.settings.privacy.showBorrowers }

    func holderPhrase(_ loan: Loan) -> String {
        showBorrowers ? (library.member(loan.borrower.value)?.shownName ?? "a member") + " has it" : "it is on loan"
    }

    func borrowReply(book: Book, member: Member, author: Member) -> String {
        let ahead = (session.result.ledger.waitingLists[book.id] ?? []).map { library.loans[$0] }
            .filter { $0.requested!.value <= day && $0.borrower.value != member.id }.count
        let subject = member.id == author.id ? "You are" : "\(member.shownName) is"
        var text = "your request for *\(book.title)* is recorded"
        text += member.id == author.id ? "" : " for \(member.shownName)"
        text += " (\(day.spoken)).\n\n"
        let policy = library.settings.policy
        if let out = library.loans.first(where: { $0.book.value == book.id && $0.isOut(on: day) }) {
            if out.status.value == .lost {
                text += "The book is missing at the moment. \(subject) number \(ahead + 1) in the queue should it turn up."
            } else {
                let due = out.effectiveDue(under: policy).map { " until \($0.spoken)" } ?? ""
                text += "\(subject) number \(ahead + 1) in the queue; \(holderPhrase(out))\(due)."
            }
        } else if ahead > 0 {
            text += "\(subject) number \(ahead + 1) in the queue: the book is on the shelf for the member who asked first."
        } else {
            text += "The book is on the shelf: \(ownerName(book)) will hand it over"
            text += policy.holdDays.map { " (please collect it within \($0) days of hearing from them)" } ?? ""
            text += "."
        }
        return text + "\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func returnReply(book: Book, loan: Loan) -> String {
        var text = "thank you: *\(book.title)* is recorded as returned (\(day.spoken))."
        let waiting = (session.result.ledger.waitingLists[book.id] ?? []).filter { library.loans[$0].requested!.value <= day }.count
        if waiting > 0 {
            text += " \(counted(waiting, "member is", plural: "members are")) waiting for it; the first in the queue will be told it is their turn."
        }
        return text + "\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func renewReply(book: Book, loan: Loan) -> String {
        let policy = library.settings.policy
        let renewals = loan.renewals.map(\.value) + [day]
        let due = loan.due?.value ?? policy.dueDate(lent: loan.lent!.value, renewals: renewals)
        return "*\(book.title)* is renewed (\(day.spoken)): it is now due back on **\(due.spoken)**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func lentReply(book: Book, borrower: Member) -> String {
        let due = library.settings.policy.dueDate(lent: day, renewals: [])
        return "*\(book.title)* is recorded as lent to \(borrower.shownName) on \(day.spoken), due back on **\(due.spoken)**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }
}
