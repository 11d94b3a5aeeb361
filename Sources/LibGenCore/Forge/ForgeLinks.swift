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

    /// The forge by the name its users know it by: GitHub, GitLab, Codeberg, Bitbucket, else its host.
    package static func name(_ repo: String) -> String {
        guard let host = URLComponents(string: repo)?.host?.lowercased() else { return "the library's forge" }
        let known = ["github": "GitHub", "gitlab": "GitLab", "codeberg": "Codeberg", "bitbucket": "Bitbucket"]
        if let name = known.first(where: { host.contains($0.key) })?.value { return name }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }

    private static func trimmed(_ repo: String) -> String {
        var text = repo
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }

    /// RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`) as they are, every other UTF-8
    /// byte as `%XX`: what `addingPercentEncoding(withAllowedCharacters:)` gives for that set.
    /// By hand over the bytes because Foundation's goes through `CFString` for each call, and
    /// a build makes three or four links a book (a tenth of a book page's values).
    package static func encodeQuery(_ text: String) -> String { encode(text, keeping: isUnreserved) }

    /// `text` with each byte `keep` does not take as `%XX`.
    private static func encode(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
        let utf8 = text.utf8
        if let whole = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(keep) }), whole { return text }
        var out = [UInt8]()
        out.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if keep(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// A path's parts each as `encodeQuery` writes them, its `/` kept.
    static func encodePath(_ text: String) -> String { encode(text) { $0 == UInt8(ascii: "/") || isUnreserved($0) } }
}
