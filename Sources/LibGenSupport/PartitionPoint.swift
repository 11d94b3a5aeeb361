extension RandomAccessCollection {
    /// The first index whose element satisfies `belongs`, for a collection in which every element
    /// that does not comes before every element that does (a sorted one, asked "at or after
    /// this key?"): a binary search. Written here because the standard library has none, and
    /// swift-algorithms' `partitioningIndex` is not among the packages libgen builds with.
    package func partitionPoint(where belongs: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
