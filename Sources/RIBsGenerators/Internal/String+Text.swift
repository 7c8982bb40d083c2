extension String {
    /// The index just past the first occurrence of `needle` (no Foundation needed).
    func endOfFirstOccurrence(of needle: String) -> String.Index? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
