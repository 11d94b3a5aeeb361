/// "Did you mean …?" hints for unknown field names and ids.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be
    /// a plausible typo (at most 2 edits, at most half the word's length; words
    /// under three characters get no suggestion).
    /// Ties go to the alphabetically first candidate so output is deterministic.
    package static func closest<S: Sequence>(to word: String, among candidates: S) -> String? where S.Element == String {
        let target = Array(word.unicodeScalars)
        guard target.count >= 3 else { return nil } // every short word is "close" to every other
        let limit = min(2, max(1, target.count / 2))
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars, limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// `; did you mean "x"?` or the empty string.
    package static func hint<S: Sequence>(for word: String, among candidates: S) -> String where S.Element == String {
        closest(to: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Optimal-string-alignment distance (a transposition counts as one edit),
    /// giving up early once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return rowMin }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
