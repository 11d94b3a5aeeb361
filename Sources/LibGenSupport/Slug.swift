import Foundation

/// URL slugs for authors and genres: lower-case ASCII letters, digits and hyphens.
package enum Slug {
    /// `"Gabriel García Márquez"` → `"gabriel-garcia-marquez"`; a name in another script is
    /// written in Latin letters first (ICU's transliteration: `"प्रेमचंद"` → `"premacanda"`,
    /// `"Лев Толстой"` → `"lev-tolstoi"`), so that its page has an address of its own rather
    /// than `x`, `x-2` … numbered in sort order, which moved whenever such a name was added.
    package static func make(_ text: String) -> String {
        var folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        if folded.unicodeScalars.contains(where: { !$0.isASCII && CharacterSet.alphanumerics.contains($0) }),
           let latin = folded.applyingTransform(.toLatin, reverse: false) {
            folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        }
        // Latin letters no accent folding takes to ASCII — æ, ø, ł, œ, þ, ð, ß — in ASCII
        // letters (ICU's Latin-ASCII: "Ærø" → aero, "Łódź" → lodz, "Strauß" → strauss), not dropped.
        if folded.unicodeScalars.contains(where: { !$0.isASCII && CharacterSet.alphanumerics.contains($0) }),
           let ascii = folded.applyingTransform(StringTransform(rawValue: "Latin-ASCII"), reverse: false) {
            folded = ascii.lowercased()
        }
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            // An apostrophe joins its word: "Midnight's Children" → midnights-children.
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "x" : String(slug.prefix(80))
    }

    /// Assigns a unique slug to each name, in sorted order, adding `-2`, `-3` … on clashes.
    package static func unique(_ names: [String]) -> [String: String] {
        var used = Set<String>()
        var result = [String: String]()
        for name in SortKey.sorted(names) {
            let slug = unique(make(name), isTaken: used.contains)
            used.insert(slug)
            result[name] = slug
        }
        return result
    }
}

/// How people expect lists of titles and names to be ordered: case and accents
/// ignored, a leading "The", "A" or "An" ignored, ties broken by the exact text.
package enum SortKey {
    package static func key(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        for article in ["the ", "a ", "an "] where folded.hasPrefix(article) && folded.count > article.count {
            return String(folded.dropFirst(article.count))
        }
        return folded
    }

    /// `texts` in this order, each key computed once.
    package static func sorted(_ texts: [String]) -> [String] {
        texts.map { (key($0), $0) }.sorted { $0 < $1 }.map(\.1)
    }
}

/// A person's name family name first, as catalogues file it: "J. K. Rowling" →
/// "Rowling, J. K.", "Ursula K. Le Guin" → "Le Guin, Ursula K.", "Martin Luther King, Jr."
/// → "King, Martin Luther, Jr.". A name already written "Family, Given", or of one word, stays.
/// Written by hand: no package in reach files Western names, and this is the rule libraries use.
package enum PersonName {
    package static let suffixes: Set<String> = ["jr.", "jr", "sr.", "sr", "ii", "iii", "iv", "phd", "ph.d."]
    package static let particles: Set<String> = ["van", "von", "de", "da", "del", "della", "der", "di", "du", "la", "le", "st.", "ten", "ter", "bin", "ibn", "al", "el"]

    package static func familyFirst(_ name: String) -> String {
        var text = name.trimmingCharacters(in: .whitespaces)
        var suffix: String?
        if let comma = text.lastIndex(of: ",") {
            let after = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            guard suffixes.contains(after.lowercased()) else { return text }
            suffix = after
            text = text[..<comma].trimmingCharacters(in: .whitespaces)
        }
        var words = text.split(separator: " ").map(String.init)
        guard words.count > 1 else { return name }
        var family = [words.removeLast()]
        while words.count > 1, let last = words.last, particles.contains(last.lowercased()) { family.insert(words.removeLast(), at: 0) }
        return family.joined(separator: " ") + ", " + words.joined(separator: " ") + (suffix.map { ", " + $0 } ?? "")
    }
}

package extension Slug {
    /// `base` if free, else `base-2`, `base-3` …: the one way new ids, file names and slugs
    /// are kept apart from those already taken.
    package static func unique(_ base: String, isTaken: (String) -> Bool) -> String {
        var candidate = base, counter = 2
        while isTaken(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }
}
