import Mustache

/// A book in a list (`books[]`): its summary's values and its rendered card as `card_html`.
/// Templates see it as they would a dictionary holding both (swift-mustache through
/// `MustacheParent`, `CompiledTheme` by its type); a dictionary would be the summary's copied
/// to add the card, 190,000 copies in a build of 10,000 books. A class: a card is made once per
/// book and folder depth and shared by both rendering threads, and each copy of a struct of
/// four references (summary, text, holes, root) counted each up on a line both cores write.
final class CardValues: MustacheParent, @unchecked Sendable {
    let summary: [String: Any]
    let html: HTML
    /// Whether the summary holds a key of `pageConstants`: told once when the card is made, not
    /// looked up each time a page's list pushes it (`CompiledTheme.Renderer.shadows`, 260,000
    /// look-ups in a build of 10,000 books).
    let holdsPageConstants: Bool

    /// The names every page's values hold the same text under (its strings and the site), which
    /// `SiteRenderer` writes into the theme (`CompiledTheme.folding`), sorted.
    static let pageConstants = ["site", "t"]

    init(summary: [String: Any], html: HTML) {
        self.summary = summary
        self.html = html
        holdsPageConstants = Self.pageConstants.contains { summary[$0] != nil }
    }

    /// The card: its text, or (`CompiledTheme`) the book's one rendering and the page's `root`
    /// for its holes, written straight into the page.
    enum HTML {
        case text(String)
        case spliced(CompiledTheme.Filled)
    }

    func child(named name: String) -> Any? {
        guard name == "card_html" else { return summary[name] }
        switch html {
        case .text(let text): return text
        case .spliced(let filled): return filled.text.text(filled.value)
        }
    }

    /// `child(named:)` as `CompiledTheme` takes it: a spliced card as it is.
    func compiledChild(named name: String) -> Any? {
        guard name == "card_html", case .spliced(let filled) = html else { return child(named: name) }
        return filled
    }
}
