extension String {
    /// The index just past the first occurrence of `needle` (no Foundation needed).
    package func endOfFirstOccurrence(of needle: String) -> String.Index? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}

extension String {
    /// The string without `suffix`, an ASCII word, when it ends with it after something else;
    /// `nil` otherwise. On UTF-8 bytes: `hasSuffix`, `count` and `dropLast` walk Characters, and
    /// `ribs deps` asks this of every component and protocol several times a run.
    package func droppingSuffix(_ suffix: StaticString) -> String? {
        var text = self
        return text.withUTF8 { bytes in
            let count = suffix.utf8CodeUnitCount
            let kept = bytes.count - count
            guard kept > 0 else { return nil }
            var index = 0
            while index < count {
                if bytes[kept + index] != suffix.utf8Start[index] { return nil }
                index += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<kept]), as: UTF8.self)
        }
    }
}

extension StringProtocol {
    package func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, found byte by byte in UTF-8 (for the ASCII needles
    /// the generators look for, what `contains(_:)` answers). `contains(_:)` searches with a
    /// generic searcher that allocates each call: a fifth of `ribs mock`'s time went there.
    package func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ Self.occurs(pattern, in: $0) }) { return found }
            var text = String(self)
            return text.withUTF8 { Self.occurs(pattern, in: $0) }
        }
    }

    private static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard text.count >= pattern.count else { return false }
        var offset = 0
        let last = text.count - pattern.count
        while offset <= last {
            if text[offset] == first {
                var matched = 1
                while matched < pattern.count, text[offset + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            offset += 1
        }
        return false
    }
}
