import LibGenCore

/// BCP 47 language tags for `<html lang>` and JSON-LD `inLanguage`: a library or a
/// book may name its language as a code (`hi`, `pt-BR`) or a word (`English`,
/// `Deutsch`). Written by hand: a small table of the names people write, and the
/// tag syntax; Foundation's Locale does not map native names back to codes.
enum LanguageTag {
    static let names: [String: String] = [
        "english": "en", "hindi": "hi", "हिन्दी": "hi", "हिंदी": "hi", "german": "de", "deutsch": "de",
        "spanish": "es", "español": "es", "espanol": "es", "french": "fr", "français": "fr", "francais": "fr",
        "marathi": "mr", "मराठी": "mr", "tamil": "ta", "தமிழ்": "ta", "telugu": "te", "bengali": "bn", "bangla": "bn",
        "gujarati": "gu", "kannada": "kn", "malayalam": "ml", "punjabi": "pa", "urdu": "ur", "اردو": "ur",
        "sanskrit": "sa", "arabic": "ar", "العربية": "ar", "hebrew": "he", "עברית": "he", "persian": "fa", "farsi": "fa",
        "italian": "it", "italiano": "it", "portuguese": "pt", "português": "pt", "japanese": "ja", "日本語": "ja",
        "chinese": "zh", "中文": "zh", "russian": "ru", "русский": "ru", "dutch": "nl", "nederlands": "nl",
    ]

    /// Languages written right to left (by their primary subtag).
    static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "dv", "ug", "ckb", "syr"]

    /// The BCP 47 tag for a code or a language's name, nil when neither.
    static func bcp47(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let code = names[trimmed.lowercased()] { return code }
        let parts = trimmed.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        return parts.enumerated().map { index, part in
            index == 0 ? part.lowercased() : part.count == 2 ? part.uppercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.lowercased()
        }.joined(separator: "-")
    }

    /// `rtl` for a right-to-left language, else `ltr`.
    static func direction(_ tag: String) -> String {
        rightToLeft.contains(String(tag.split(separator: "-").first ?? "").lowercased()) ? "rtl" : "ltr"
    }
}
