import LibGenCore
import LibGenSupport

/// `libgen expire` (FORMAT.md, "When does a hold end?"): with `hold_days`, every request a book
/// on the shelf has been kept for longer than that on day D — the requests `check` reports as
/// `loan.hold-expired` on D — is cancelled with the note `hold expired on D`. Its member gives up
/// their place (they may ask again), and the book is ready for the next member who may take it
/// from D on (`Loan.closedDay` reads the day back from the note).
package struct HoldExpirer {
    let session: EditSession

    package init(session: EditSession) { self.session = session }

    package func expire(on day: Day?) throws -> LibraryEdit {
        let day = day ?? session.today
        if day > session.today {
            throw EditError.refused("\(day) is after today (\(session.today)); holds are ended on the day they run out, or later")
        }
        let library = session.library
        let state = session.result.state
        var edit = LibraryEdit(message: "End the holds that ran out on \(day)")
        guard let holdDays = library.settings.policy.holdDays else {
            edit.summary = "policy.hold_days is not set in \(LibrarySettings.path): a book is kept for its member until it is lent or the request is cancelled, so no hold ends."
            return edit
        }
        var ended = [String]()
        for book in library.books {
            guard let hold = state.expiredHold(of: book, on: day) else { continue }
            let request = hold.request
            guard let text = session.text(of: request.file) else { throw EditError.io("\(request.file): cannot read") }
            var editor = JSONEditor(text)
            try editor.set(LoanField.status.rawValue, .string(Loan.Status.cancelled.rawValue))
            var note = Self.note(on: day)
            if let existing = request.note?.value, !existing.allSatisfy(\.isWhitespace) { note = existing + " — " + note }
            try editor.set(LoanField.note.rawValue, .string(note))
            edit.write(request.file, editor.text)
            let name = library.member(hold.member)?.name ?? hold.member
            ended.append("\"\(book.title)\" for \(name) (kept since \(hold.since.spoken), \(counted(holdDays, "day")) to collect it)")
        }
        if ended.count == 1 { edit.message = "End the hold of " + ended[0] }
        edit.summary = ended.isEmpty ? "No hold ran out on \(day.spoken)." : "Ended \(counted(ended.count, "hold")) that ran out on \(day.spoken): " + ended.joined(separator: "; ") + "."
        return edit
    }

    /// `hold expired on D`, the words `Loan.closedDay` reads back.
    static func note(on day: Day) -> String { Loan.holdExpiredNote + day.description }
}
