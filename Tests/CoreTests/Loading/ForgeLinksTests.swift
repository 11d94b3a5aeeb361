import Foundation
import Testing
@testable import LibGenCore

/// The forge links' percent-encoding, written over UTF-8 bytes, is Foundation's for RFC 3986's
/// unreserved set.
@Suite struct ForgeLinksTests {
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    @Test(arguments: [
        "", "b00001", "Borrow: Dune", "a+b=c&d?e#f/g%h", "Café Ñandú", "e\u{301}", "書0 — 📚", "tab\there\nline",
        "~-._", "100% \"quoted\" <tag> 'single'", "\u{0}\u{7f}\u{80}\u{10FFFF}",
    ])
    func encodesAsFoundationDoes(_ text: String) {
        #expect(ForgeLinks.encodeQuery(text) == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved))
    }

    /// A path: each part between its slashes encoded as a query value is, the slashes kept.
    @Test(arguments: ["", "/", "a//b/", "content/books/é & b.md", "書0/📚 x/%", "/lead", "trail/"])
    func encodesAPathPartByPart(_ text: String) {
        #expect(ForgeLinks.encodePath(text) == text.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: Self.unreserved)! }.joined(separator: "/"))
    }

    @Test func linksEncodeTheirPathsAndValues() {
        #expect(ForgeLinks.editURL(repo: "https://github.com/x/y.git/", branch: "main", path: "content/books/é & b.md")
                == "https://github.com/x/y/edit/main/content/books/%C3%A9%20%26%20b.md")
        #expect(ForgeLinks.newFileURL(repo: "https://git.example.org/x/y", branch: "lend/ing", path: "content/loans/a b.json", contents: "{\"k\": 1}\n")
                == "https://git.example.org/x/y/new/lend/ing?filename=content%2Floans%2Fa%20b.json&value=%7B%22k%22%3A%201%7D%0A")
    }
}
