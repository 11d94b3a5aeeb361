import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// ISBNs printed the way books print them, from the ISBN Agency's ranges.
@Suite struct ISBNHyphenationTests {
    @Test(arguments: [
        ("9780441172719", "978-0-441-17271-9"),
        ("0441172717", "0-441-17271-7"),
        ("978-0-441-17271-9", "978-0-441-17271-9"),
        ("978 0441 172719", "978-0-441-17271-9"),
        ("080442957x", "0-8044-2957-X"),
        ("9788126415748", "978-81-264-1574-8"),
        ("9783446209824", "978-3-446-20982-4"),
        ("9791032305690", "979-10-323-0569-0"),
        ("9789992158104", "978-99921-58-10-4"),
    ])
    func hyphenatesByGroupAndRegistrant(written: String, printed: String) {
        #expect(ISBN.hyphenated(written) == printed)
    }

    @Test func anInvalidISBNHasNoPrintedForm() {
        #expect(ISBN.hyphenated("9780441172718") == nil)
        #expect(ISBN.hyphenated("dune") == nil)
    }

    @Test func anISBNInARangeNotYetAssignedIsWrittenWithoutHyphens() {
        // 979-0 is kept for printed music; 979-0-… has no registrant ranges in the table.
        #expect(ISBN.hyphenated("9790000000001") == "9790000000001")
    }
}

/// `ISBN.canonical` answers an ASCII text on its bytes; it must answer as the general path does.
@Suite struct ISBNCanonicalTests {
    @Test(arguments: [
        "9780441172719", "0441172717", "978-0-441-17271-9", "978 0441 172719", "080442957x", "080442957X",
        "9780441172718", "0441172718", "04411727X7", "X441172717", "dune", "", "-", "978-0-441", "97804411727190",
        "978044117271a", "0-8044-2957-x ", "  9 7 8 0 4 4 1 1 7 2 7 1 9", "9790000000001", "0000000000", "0000000000000",
    ])
    func asciiAnswersAsTheGeneralPathDoes(text: String) {
        #expect(ISBN.asciiCanonical(text) == .some(ISBN.generalCanonical(text)))
        #expect(ISBN.problem(with: text) == ISBN.generalProblem(with: text))
        #expect(ISBN.normalized(text) == String(text.unicodeScalars.filter { $0 != "-" && $0 != " " }.map(Character.init)).uppercased())
    }

    @Test func aTextThatIsNotASCIIGoesTheGeneralWay() {
        // Arabic-Indic digits are digits, not an ISBN's.
        #expect(ISBN.asciiCanonical("٩٧٨٠٤٤١١٧٢٧١٩") == .none)
        #expect(ISBN.canonical("٩٧٨٠٤٤١١٧٢٧١٩") == nil)
        #expect(ISBN.canonical("978\u{2011}0441172719") == nil)
    }
}
