import Foundation
import LibGenSupport

/// Links into the library's repository on its forge ("Borrow this", "Suggest an edit").
///
/// The URLs follow GitHub's scheme (`REPO/new/BRANCH?filename=…&value=…` and
/// `REPO/edit/BRANCH/PATH`), which GitHub Enterprise shares.
package enum ForgeLinks {
    /// The placeholder a member replaces with their own id.
    static let placeholderBorrower = "your-member-id"

    package static func newFileURL(repo: String, branch: String, path: String, contents: String) -> String {
        "\(trimmed(repo))/new/\(encodePath(branch))?filename=\(encodeQuery(path))&value=\(encodeQuery(contents))"
    }

    /// GitHub's new-issue page with the borrow form and its `book` field filled in
    /// (issue forms take a field's id as a query parameter).
    package static func borrowFormURL(repo: String, book: Book) -> String { formURL(.borrow, repo: repo, book: book) }

    /// GitHub's new-issue page with `form` and its `book` field filled in.
    package static func formURL(_ form: IssueForm, repo: String, book: Book) -> String {
        "\(trimmed(repo))/issues/new?template=\(form.fileName)&book=\(encodeQuery(book.id))&title=\(encodeQuery(form.titlePrefix + book.title))"
    }

    /// Does the repository live on GitHub, where the issue forms `init` writes work?
    package static func isGitHub(_ repo: String) -> Bool {
        URLComponents(string: repo)?.host?.lowercased() == "github.com"
    }

    package static func editURL(repo: String, branch: String, path: String) -> String {
        "\(trimmed(repo))/edit/\(encodePath(branch))/\(encodePath(path))"
    }

    /// A loan request file as a member would write it.
    package static func loanRequest(book: String, on day: Day) -> String {
        """
        {
          "book": \(JSONWriter.quote(book)),
          "borrower": "\(placeholderBorrower)",
          "status": "requested",
          "requested": "\(day)"
        }

        """
    }

    package static func name(_ repo: String) -> String {
        URLComponents(string: repo)?.host?.contains("github") == true ? "GitHub" : "the library's forge"
    }

    private static func trimmed(_ repo: String) -> String {
        var text = repo
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    package static func encodeQuery(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    static func encodePath(_ text: String) -> String {
        text.split(separator: "/", omittingEmptySubsequences: false).map { encodeQuery(String($0)) }.joined(separator: "/")
    }
}
