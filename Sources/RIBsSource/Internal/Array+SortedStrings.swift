extension Array where Element == String {
    /// The strings in ascending order, as `sorted()` orders them, by a merge sort written for
    /// `String`.
    ///
    /// The tools sort thousands of names and paths on each run of a build plugin, whose `ribs` is
    /// a debug build: there the standard library's `sorted()` runs unspecialised, and cost about
    /// 2,600 instructions a comparison (a twentieth of a `ribs deps` run after a declaration
    /// changed, at 1,000 components, for the paths' and names' sorts). Here a comparison is `String`'s own `<`, and an element
    /// moves through a typed pointer, which even a debug build inlines.
    package func sortedStrings() -> [String] {
        guard count > 1 else { return self }
        var first = self
        var second = self
        let count = self.count
        // Runs of `width` sorted strings, merged pairwise from one buffer into the other.
        let sortedIntoSecond = first.withUnsafeMutableBufferPointer { firstBuffer in
            second.withUnsafeMutableBufferPointer { secondBuffer in
                guard let firstBase = firstBuffer.baseAddress, let secondBase = secondBuffer.baseAddress else {
                    return false
                }
                var from = firstBase
                var into = secondBase
                var width = 1
                while width < count {
                    var start = 0
                    while start < count {
                        let middle = Swift.min(start + width, count)
                        let end = Swift.min(start + 2 * width, count)
                        var left = start
                        var right = middle
                        var out = start
                        while left < middle, right < end {
                            // The left one first when equal: stable.
                            if from[right] < from[left] {
                                into[out] = from[right]
                                right += 1
                            } else {
                                into[out] = from[left]
                                left += 1
                            }
                            out += 1
                        }
                        while left < middle {
                            into[out] = from[left]
                            left += 1
                            out += 1
                        }
                        while right < end {
                            into[out] = from[right]
                            right += 1
                            out += 1
                        }
                        start = end
                    }
                    swap(&from, &into)
                    width *= 2
                }
                return from == secondBase
            }
        }
        return sortedIntoSecond ? second : first
    }
}
