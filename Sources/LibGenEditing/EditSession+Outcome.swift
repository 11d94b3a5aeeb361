import Foundation
import LibGenCore
import LibGenSupport

/// What an edit comes to, decided in the library before anything is written: the executable
/// and `intake` only print it (STYLE: decide in the library, print in the executable).
package enum EditOutcome: Sendable {
    /// The edit would add these errors to the library: nothing may be written (exit 1).
    case refused(LibraryEdit, errors: [Diagnostic])
    /// The edit adds no error.
    case accepted(AcceptedEdit)
}

/// An edit that adds no error: the warnings it adds, the library as it would leave it, and
/// what it did in words (asked of that library).
package struct AcceptedEdit: Sendable {
    package var edit: LibraryEdit
    package var warnings: [Diagnostic]
    /// The library checked with the edit applied (in memory).
    package var after: CheckResult
    /// `edit.summarize` asked of `after`, else `edit.summary`.
    package var summary: String?
}

/// What `apply` did.
package struct AppliedEdit: Sendable {
    /// Paths written, relative to the root (or absolute for a file outside it).
    package var written: [String]
    /// The commit message, when the edit was committed.
    package var committed: String?
}

package extension EditSession {
    /// Judges an edit: the whole library is validated with it applied in memory, and only
    /// what the edit adds counts (errors the library already had never refuse it). Throws
    /// `LoadError` when the edited library cannot be read back: an edit is never judged blind.
    func judge(_ edit: LibraryEdit) throws -> EditOutcome {
        // Nothing to write (an import with nothing new, `expire` with no hold run out): the
        // library stays as it is, so nothing is judged again.
        if edit.writes.isEmpty {
            return .accepted(AcceptedEdit(edit: edit, warnings: [], after: result, summary: edit.summarize.map { $0(result.state) } ?? edit.summary))
        }
        let (added, after) = try judgement(edit)
        try requireKnownState(of: edit, after: after)
        let errors = added.filter { $0.severity == .error }
        guard errors.isEmpty else { return .refused(edit, errors: errors) }
        return .accepted(AcceptedEdit(edit: edit, warnings: added.filter { $0.severity == .warning }, after: after,
                                      summary: edit.summarize.map { $0(after.state) } ?? edit.summary))
    }

    /// Unknown stays unknown (CLI.md v1.3): an edit of a book's loans is refused while a loan file
    /// of that book cannot be read at all (invalid JSON, a merge's conflict markers, not UTF-8):
    /// whether the book is out, and to whom, is not known, so the edit is judged on nothing.
    /// A file is of a book when its text names it (`"book": "dune"`, readable around the damage)
    /// or, naming none, when its file name holds the book's id (`2026-03-01-dune-ravi.json`).
    func requireKnownState(of edit: LibraryEdit, after: CheckResult) throws {
        let unreadable = result.diagnostics.filter { ($0.rule == .parseJSON || $0.rule == .parseEncoding) && $0.file.hasPrefix("content/loans/") }
        guard !unreadable.isEmpty else { return }
        let loansByFile = Dictionary(after.library.loans.map { ($0.file, $0.book.value) }, uniquingKeysWith: { first, _ in first })
        let books = Set(edit.writes.compactMap { loansByFile[$0.path] })
        guard !books.isEmpty else { return }
        for diagnostic in unreadable where !edit.writes.contains(where: { $0.path == diagnostic.file }) {
            let raw = FileIO.readBytes(root.path + "/" + diagnostic.file).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let named = Set(raw.matches(of: /"book"\s*:\s*"([^"\n]*)"/).map { String($0.output.1) })
            let stem = (diagnostic.file as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "")
            let concerned = books.first { named.isEmpty ? stem.hasSuffix("-" + $0) || stem.contains("-" + $0 + "-") || stem == $0 : named.contains($0) }
            guard let book = concerned else { continue }
            let title = library.book(book)?.title ?? book
            throw EditError.refused("\(diagnostic.file) cannot be read (\(DiagnosticFormatter.visible(diagnostic.message))), so whether \"\(title)\" is out or waited for is not known: mend that file first (libgen check names what is wrong); nothing was written")
        }
    }

    /// Writes an accepted edit (each file atomically, under the library's lock, refused if a file
    /// changed since it was read) and, with `commit`, stages exactly its committed paths and
    /// commits them with the edit's message. `commit` outside a git repository is refused before
    /// anything is written.
    func apply(_ accepted: AcceptedEdit, commit: Bool) throws -> AppliedEdit {
        if commit { try requireGitRepository() }
        let edit = accepted.edit
        try write(edit)
        var applied = AppliedEdit(written: edit.writes.map(\.path), committed: nil)
        if commit {
            let git = GitReader(root: root)
            do {
                try git.run(["add", "--"] + edit.committedPaths)
                try git.run(["commit", "-q", "-m", edit.subject, "--"] + edit.committedPaths)
            } catch let error as GitReader.Failure {
                throw EditError.io("\(error.description) (the files were written)")
            }
            applied.committed = edit.subject
        }
        return applied
    }

    /// Refuses (`EditError.io`, exit 2) when the library is not in a git work tree.
    func requireGitRepository() throws {
        do {
            try GitReader(root: root).run(["rev-parse", "--is-inside-work-tree"])
        } catch {
            throw EditError.io("\(root.path) is not in a git repository, so --commit cannot commit; nothing was written")
        }
    }
}
