/// A unified diff of two texts, for `--dry-run`. The line matching is the
/// standard library's `CollectionDifference`; this only formats hunks.
package enum UnifiedDiff {
    package static func render(path: String, old: String?, new: String, context: Int = 3) -> String {
        let before = old.map(lines) ?? []
        let after = lines(new)
        let difference = after.difference(from: before)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides together: (old index, new index, marker).
        var rows = [(Int?, Int?, Character)]()
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count && removed.contains(i) { rows.append((i, nil, "-")); i += 1 }
            else if j < after.count && inserted.contains(j) { rows.append((nil, j, "+")); j += 1 }
            else { rows.append((i, j, " ")); i += 1; j += 1 }
        }
        let changed = rows.indices.filter { rows[$0].2 != " " }
        guard !changed.isEmpty else { return "" }
        var output = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(rows.count - 1, changed[index] + context)
            while index + 1 < changed.count && changed[index + 1] - context <= end + 1 {
                index += 1
                end = min(rows.count - 1, changed[index] + context)
            }
            let hunk = rows[start...end]
            let oldStart = (hunk.first { $0.0 != nil }?.0 ?? -1) + 1
            let newStart = (hunk.first { $0.1 != nil }?.1 ?? -1) + 1
            output += "@@ -\(oldStart),\(hunk.filter { $0.0 != nil }.count) +\(newStart),\(hunk.filter { $0.1 != nil }.count) @@\n"
            for row in hunk {
                let text = row.2 == "-" ? before[row.0!] : after[row.1!]
                output += String(row.2) + text + "\n"
            }
            index += 1
        }
        return output
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        if result.last == "" { result.removeLast() }
        return result
    }
}
