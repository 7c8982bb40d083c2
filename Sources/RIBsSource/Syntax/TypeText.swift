#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Type names and types as text: what `ribs deps` compares, without the compiler's type checker.
///
/// Two spellings of one type get one key: `any P` and `P`, `Optional<T>` and `T?`, `App.P` and
/// `P` (for the modules read), and a typealias and what it names.
package enum TypeText {
    /// The name a type is declared by: `any App.Component<X>` gives `Component`.
    package static func plainName(_ text: String) -> String {
        var copy = text
        // On UTF-8 bytes through a pointer: every delimiter is ASCII, and `ribs deps` asks this
        // of every type it reads. In the debug build a plugin runs, Character by Character it
        // was a tenth of a large module's time, and an array's subscript or a variable that a
        // nested function captures costs a call a byte; a pointer's subscript is inlined.
        let trimmed = copy.withUTF8 { buffer -> String? in
            guard let bytes = buffer.baseAddress else { return nil }
            let (space, dot, open) = (UInt8(32), UInt8(46), UInt8(60))  // " ", ".", "<"
            var start = 0
            var end = buffer.count
            // Most types are a plain name already: no space, dot or `<` in it.
            while start < end, !bytes[start].isSpace, bytes[start] != dot, bytes[start] != open { start += 1 }
            if start == end { return nil }
            start = 0
            while start < end, bytes[start].isSpace { start += 1 }
            while end > start, bytes[end - 1].isSpace { end -= 1 }
            for word in ["any", "some"] as [StaticString] {
                let count = word.utf8CodeUnitCount
                guard end - start > count, bytes[start + count] == space,
                    memcmp(bytes + start, word.utf8Start, count) == 0
                else { continue }
                start += count + 1
            }
            var index = start
            while index < end, bytes[index] != open { index += 1 }
            end = index
            index = end - 1
            while index > start, bytes[index] != dot { index -= 1 }
            if index >= start, bytes[index] == dot, index + 1 < end { start = index + 1 }
            while start < end, bytes[start].isSpace { start += 1 }
            while end > start, bytes[end - 1].isSpace { end -= 1 }
            return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        }
        return trimmed ?? text
    }

    /// The top-level generic arguments: `Component<any LoggedInDependency>` gives
    /// `["any LoggedInDependency"]`.
    package static func genericArguments(_ text: String) -> [String] {
        var copy = text
        // On UTF-8 bytes through a pointer, as `plainName`: the graph asks this of every class.
        return copy.withUTF8 { buffer -> [String] in
            guard let bytes = buffer.baseAddress else { return [] }
            let (open, close) = (UInt8(60), UInt8(62))  // "<", ">"
            var first = 0
            while first < buffer.count, bytes[first] != open { first += 1 }
            var last = buffer.count - 1
            while last > first, bytes[last] != close { last -= 1 }
            guard first < last else { return [] }
            var arguments: [String] = []
            var depth = 0
            var start = first + 1
            var index = first + 1
            while index <= last {
                let byte = bytes[index]
                if byte == open || byte == 40 || byte == 91 {  // "<", "(", "["
                    depth += 1
                } else if (byte == close && bytes[index - 1] != 45) || byte == 41 || byte == 93 {  // not `->`; ")", "]"
                    depth -= 1
                }
                // An argument ends at a comma outside brackets, and the last at the closing `>`.
                if (byte == 44 && depth == 0) || index == last {  // ","
                    var end = index
                    while start < end, bytes[start].isSpace { start += 1 }
                    while end > start, bytes[end - 1].isSpace { end -= 1 }
                    if end > start || index != last {
                        arguments.append(
                            String(
                                decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self))
                    }
                    start = index + 1
                }
                index += 1
            }
            return arguments
        }
    }

    /// The key two spellings of a type share.
    package static func key(_ type: String, aliases: [String: String], modules: Set<String>) -> String {
        var tokens = tokenize(type)
        // Typealiases the modules declare, a few levels deep (an alias of an alias).
        for _ in 0..<8 {
            var changed = false
            var expanded: [String] = []
            for (index, token) in tokens.enumerated() {
                let qualified = index > 0 && tokens[index - 1] == "."
                if !qualified, let target = aliases[token] {
                    expanded += ["("] + tokenize(target) + [")"]
                    changed = true
                } else {
                    expanded.append(token)
                }
            }
            tokens = expanded
            if !changed { break }
        }
        // `any`, `some` and module prefixes do not change which type it is.
        var cleaned: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "any" || token == "some" {
                index += 1
                continue
            }
            if modules.contains(token), index + 1 < tokens.count, tokens[index + 1] == ".",
                index == 0 || tokens[index - 1] != "."
            {
                index += 2
                continue
            }
            cleaned.append(token)
            index += 1
        }
        return simplify(unwrappingOptionals(in: cleaned)).joined()
    }

    /// `Optional<T>` as `T?`.
    private static func unwrappingOptionals(in tokens: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            if tokens[index] == "Optional", index + 1 < tokens.count, tokens[index + 1] == "<" {
                var depth = 0
                var end = index + 1
                while end < tokens.count {
                    if tokens[end] == "<" { depth += 1 }
                    if tokens[end] == ">" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end += 1
                }
                let inner = unwrappingOptionals(in: Array(tokens[(index + 2)..<min(end, tokens.count)]))
                result += ["("] + inner + [")", "?"]
                index = end + 1
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return result
    }

    /// Drops parentheses around a single name (`(P)?` is `P?`).
    private static func simplify(_ tokens: [String]) -> [String] {
        var result = tokens
        var changed = true
        while changed {
            changed = false
            var index = 0
            while index + 2 < result.count {
                if result[index] == "(", result[index + 2] == ")", isIdentifier(result[index + 1]),
                    index == 0 || !isIdentifier(result[index - 1])
                {
                    result.replaceSubrange(index...(index + 2), with: [result[index + 1]])
                    changed = true
                }
                index += 1
            }
        }
        return result
    }

    private static func tokenize(_ text: String) -> [String] {
        asciiTokens(text) ?? characterTokens(text)
    }

    /// `tokenize` on UTF-8 bytes, for a text all ASCII (nearly every type's spelling): the same
    /// tokens as `characterTokens`, which walks Characters, a few times slower in the debug
    /// build a plugin runs. `nil` for any other text.
    static func asciiTokens(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var tokens: [String] = []
            var identifierStart = -1
            var index = 0
            func token(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                let isIdentifier =
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                if isIdentifier {
                    if identifierStart < 0 { identifierStart = index }
                } else {
                    if identifierStart >= 0 {
                        tokens.append(token(identifierStart..<index))
                        identifierStart = -1
                    }
                    if byte == UInt8(ascii: ">"), tokens.last == "-" {
                        tokens[tokens.count - 1] = "->"
                    } else if !byte.isSpace {
                        tokens.append(token(index..<index + 1))
                    }
                }
                index += 1
            }
            if identifierStart >= 0 { tokens.append(token(identifierStart..<bytes.count)) }
            return tokens
        }
    }

    static func characterTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var identifier = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
                continue
            }
            if !identifier.isEmpty {
                tokens.append(identifier)
                identifier = ""
            }
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !identifier.isEmpty { tokens.append(identifier) }
        // `->` is one token.
        var merged: [String] = []
        for token in tokens {
            if token == ">", merged.last == "-" {
                merged[merged.count - 1] = "->"
            } else {
                merged.append(token)
            }
        }
        return merged
    }

    private static func isIdentifier(_ token: String) -> Bool {
        token.first.map { $0.isLetter || $0 == "_" } ?? false
    }
}

extension UInt8 {
    /// A space, tab, line break, vertical tab or form feed: Swift's whitespace.
    fileprivate var isSpace: Bool {
        self == 32 || (self >= 9 && self <= 13)
    }
}
