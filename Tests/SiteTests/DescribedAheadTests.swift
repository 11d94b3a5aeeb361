import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenCore
@testable import TestSupport

/// Descriptions rendered ahead of their pages are the ones a page renders itself, each taken once.
@Suite struct DescribedAheadTests {
    static func example() throws -> (TemplateValues, [BookSummary]) {
        let root = SiteBuildTests.exampleRoot
        let check = try LibraryChecker(root: root, asOf: Day(string: "2026-11-22")!, overdue: .warning).check()
        let assembler = SiteAssembler(result: check, root: root, reusing: nil)
        let values = assembler.templateValues(try SiteStrings.load(try Theme.builtIn(overriddenBy: nil), language: assembler.language))
        let summaries = assembler.catalog.summaries.values.sorted { $0.id < $1.id }
        return (values, summaries)
    }

    @Test func eachBookGetsTheDescriptionItsPageWouldRenderOnce() throws {
        var (values, summaries) = try Self.example()
        #expect(summaries.count > 10)
        values.describeAhead()
        let ahead = try #require(values.describedAhead)
        // The last book first: the thread may not have got to it, and then never renders it.
        for summary in summaries.reversed() {
            let direct = MarkdownRenderer.shared.htmlAndPlainLine(summary.book.body)
            // Taken from the thread, or (not there yet) left to the page, which renders `direct`.
            if let taken = ahead.take(summary) {
                #expect(taken.html == direct.html && taken.plain == direct.plain, "\(summary.id)")
            }
            #expect(ahead.take(summary) == nil, "\(summary.id) taken twice")
        }
    }

    /// The thread holds only what it shares with the pages, so the values are freed when dropped (and the thread then stops).
    @Test func droppingTheValuesFreesThem() throws {
        let (values, summaries) = try Self.example()
        weak var dropped: TemplateValues.DescribedAhead?
        do {
            var kept = values
            kept.describeAhead()
            dropped = kept.describedAhead
            _ = kept.describedAhead?.take(summaries[0])
        }
        #expect(dropped == nil)
    }
}
