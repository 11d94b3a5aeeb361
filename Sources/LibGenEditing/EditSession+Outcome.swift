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
        let errors = added.filter { $0.severity == .error }
        guard errors.isEmpty else { return .refused(edit, errors: errors) }
        return .accepted(AcceptedEdit(edit: edit, warnings: added.filter { $0.severity == .warning }, after: after,
                                      summary: edit.summarize.map { $0(after.state) } ?? edit.summary))
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
