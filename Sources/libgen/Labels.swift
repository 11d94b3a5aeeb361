import ArgumentParser
import Foundation
import LibGenCore
import LibGenSite
import LibGenSupport

struct Labels: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A printable A4 sheet of shelf labels with QR codes to each book's page.",
        discussion: """
        3 × 8 labels to a page (70 × 37 mm; print at 100 %), one per copy: title, first author, id, owner (when privacy.show_owners) \
        and a QR code of the book's page, which needs base_url. Default: every book in the catalogue, by title; --book for some, \
        --since for those added on or after a day. The sheet goes to standard output unless --out names a file.
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Write the sheet to this file (default: standard output).", valueName: "file"))
    var out: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Only these books (id, title, ISBN or page address).", valueName: "book"))
    var book: [String] = []

    @Option(help: ArgumentHelp("Only books added on or after this day.", valueName: "YYYY-MM-DD"))
    var since: Day?

    @Option(name: .customLong("as-of"), help: ArgumentHelp("The catalogue as of this day (YYYY-MM-DD).", valueName: "YYYY-MM-DD"))
    var asOf: Day?

    func run() throws {
        let result = try checkedLibrary(common, nil, asOf: asOf, incomplete: "the labels may be incomplete")
        let sheet: LabelSheet
        do {
            sheet = try LabelSheet(result: result, root: common.rootURL)
        } catch let error as SiteError {
            throw fail(error.description)
        }
        var books = sheet.books(since: since)
        if !book.isEmpty {
            let finder = RecordFinder(result.library, state: result.state)
            var chosen = [Book]()
            for reference in book {
                let found: Book
                do throws(RecordFinder.Failure) {
                    found = try finder.book(reference)
                } catch {
                    throw fail("--book: \(error.description)")
                }
                // The QR code leads to the book's page: a book in the catalogue has one, and so has a
                // book not yet added (its page says the day it joins); a withdrawn book has none.
                if let withdrawn = found.withdrawn, withdrawn <= result.asOf {
                    throw fail("--book: \"\(found.title)\" (\(found.id)) is withdrawn (since \(withdrawn)); its label would lead to no page")
                }
                if !chosen.contains(where: { $0.id == found.id }) { chosen.append(found) }
            }
            books = chosen.filter { found in since.map { found.added >= $0 } ?? true }
        }
        let html: String
        do {
            html = try sheet.html(books)
        } catch .noBaseURL where result.diagnostics.contains(where: { $0.file == LibrarySettings.path && $0.message.contains("base_url") }) {
            // Set, but not an address the labels can use: said so, not "set base_url".
            throw fail("labels need the site's address, and base_url in content/library.json is not one (see libgen check)")
        } catch {
            throw fail(error.description)
        }
        guard let out else {
            print(html, terminator: "")
            return
        }
        // content/ holds the library's records only: a sheet written there is a file check warns of.
        let folder = URL(fileURLWithPath: out).deletingLastPathComponent().resolvingSymlinksInPath().path
        let content = common.rootURL.appendingPathComponent("content").resolvingSymlinksInPath().path
        if folder == content || folder.hasPrefix(content + "/") {
            throw fail("--out \(out): it lies inside content/, which holds only the library's records; write the sheet elsewhere")
        }
        do {
            try FileIO.atomicWrite(Array(html.utf8), to: out)
        } catch {
            throw fail("\(error)")
        }
        if !common.quiet { print("Wrote \(counted(books.count, "label")) to \(out)") }
    }
}
