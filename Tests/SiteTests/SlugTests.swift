import Foundation
import Testing
@testable import LibGenSupport

/// Author and genre addresses: each name its own, in Latin letters whatever its script.
@Suite struct SlugTests {
    @Test(arguments: [("Gabriel García Márquez", "gabriel-garcia-marquez"), ("Midnight's Children", "midnights-children"),
                      ("प्रेमचंद", "premacanda"), ("हरिवंश राय बच्चन", "harivansa-raya-baccana"), ("उपन्यास", "upanyasa"),
                      ("Лев Толстой", "lev-tolstoi"), ("தமிழ்", "tamil"), ("!!!", "x"),
                      ("Ærø", "aero"), ("Łódź", "lodz"), ("Johann Strauß", "johann-strauss"), ("Søren Kierkegaard", "soren-kierkegaard"),
                      ("Œuvres", "oeuvres"), ("Þórbergur Þórðarson", "thorbergur-thordarson")])
    func aNameIsWrittenInLatinLetters(name: String, slug: String) {
        #expect(Slug.make(name) == slug)
    }

    /// A name in another script keeps its address when another such name is added (they were
    /// all `x`, `x-2` … in sort order).
    @Test func addingANameInAnotherScriptMovesNoOther() {
        let before = Slug.unique(["प्रेमचंद", "हरिवंश राय बच्चन"])
        let after = Slug.unique(["प्रेमचंद", "हरिवंश राय बच्चन", "धर्मवीर भारती"])
        #expect(before["प्रेमचंद"] == after["प्रेमचंद"] && before["हरिवंश राय बच्चन"] == after["हरिवंश राय बच्चन"])
        #expect(Set(after.values).count == 3)
    }
}
