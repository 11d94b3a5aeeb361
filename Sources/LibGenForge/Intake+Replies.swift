import LibGenCore
import LibGenEditing
import LibGenSupport

/// The words of intake's replies: what happened, in plain words, naming a holder
/// only when `privacy.show_borrowers` allows it (the issue is public).
package extension Intake {
    var showBorrowers: Bool { library.settings.privacy.showBorrowers }


    /// The reply to a request, asked of the library as the request leaves it.
    func borrowReply(book: Book, member: Member, author: Member, after state: LibraryState) -> String {
        let place = state.place(of: member.id, for: book.id, on: day) ?? 1
        let subject = member.id == author.id ? "You are" : "\(member.shownName) is"
        var text = "your request for *\(book.title)* is recorded"
        text += member.id == author.id ? "" : " for \(member.shownName)"
        text += " (\(day.spoken)).\n\n"
        let policy = library.settings.policy
        switch state.state(of: book, on: day) {
        case .lost:
            text += "The book is missing at the moment. \(subject) number \(place) in the queue should it turn up."
        case .onLoan(let borrower, let due):
            let holder = showBorrowers ? (library.member(borrower)?.shownName ?? "a member") + " has it" : "it is on loan"
            text += "\(subject) number \(place) in the queue; \(holder) until \(due.due.spoken)."
        case .reserved(let next, _) where next == member.id:
            text += "The book is on the shelf: \(ownerName(book)) will hand it over"
            text += policy.holdDays.map { " (please collect it within \($0) days of hearing from them)" } ?? ""
            text += "."
        case .reserved, .onShelf:
            text += "\(subject) number \(place) in the queue: the book is on the shelf for the member who asked first."
        case .notYetAdded, .withdrawn:
            text += "\(subject) number \(place) in the queue."
        }
        return text + "\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func returnReply(book: Book, after state: LibraryState) -> String {
        var text = "thank you: *\(book.title)* is recorded as returned (\(day.spoken))."
        let waiting = state.waitingList(for: book.id, on: day).count
        if waiting > 0 {
            text += " \(counted(waiting, "member is", plural: "members are")) waiting for it; the first in the queue will be told it is their turn."
        }
        return text + "\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func renewReply(book: Book, loan: Loan, after state: LibraryState) -> String {
        let due = state.library.loans.first { $0.id == loan.id }.flatMap { state.due(of: $0) }
        return "*\(book.title)* is renewed (\(day.spoken)): it is now due back on **\((due ?? day).spoken)**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }

    func lentReply(book: Book, borrower: Member, after state: LibraryState) -> String {
        let due = state.loanOut(of: book.id, on: day).flatMap { state.due(of: $0) } ?? library.settings.policy.dueDate(lent: day, renewals: [])
        return "*\(book.title)* is recorded as lent to \(borrower.shownName) on \(day.spoken), due back on **\(due.spoken)**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it."
    }
}
