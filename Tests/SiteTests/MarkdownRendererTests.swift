import Dispatch
import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer.shared

    @Test func gfmExtensionsAreOn() {
        #expect(renderer.html("| a | b |\n|---|---|\n| 1 | 2 |\n") == "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n")
        #expect(renderer.html("~~gone~~") == "<p><del>gone</del></p>\n")
        #expect(renderer.html("see https://example.org") == "<p>see <a href=\"https://example.org\">https://example.org</a></p>\n")
    }

    @Test func rawHTMLAndUnsafeLinksAreNotPassedThrough() {
        #expect(renderer.html("<script>alert(1)</script>") == "<!-- raw HTML omitted -->\n")
        #expect(renderer.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
        #expect(renderer.html("a <iframe src=x></iframe> b") == "<p>a <!-- raw HTML omitted --><!-- raw HTML omitted --> b</p>\n")
    }

    @Test func outputIsIdenticalHoweverManyThreadsRender() {
        let documents = (0..<200).map { "# Book \($0)\n\n*Item* \($0) with a [link](https://example.org/\($0)) and a table:\n\n| n | sq |\n|---|---|\n| \($0) | \($0 * $0) |\n\n~~old~~ new\n" }
        let serial = documents.map(renderer.html)
        let results = Results(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            results.set(index, renderer.html(documents[index]))
        }
        #expect(results.values == serial)
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String]
        init(count: Int) { values = Array(repeating: "", count: count) }
        func set(_ index: Int, _ value: String) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
