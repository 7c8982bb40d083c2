/// Type names and types as text: what `ribs deps` compares, without the compiler's type checker.
///
/// Two spellings of one type get one key: `any P` and `P`, `Optional<T>` and `T?`, `App.P` and
/// `P` (for the modules read), and a typealias and what it names.
enum TypeText {
    /// The name a type is declared by: `any App.Component<X>` gives `Component`.
    static func plainName(_ text: String) -> String {
        // Most types are a plain name already: no space, dot or `<` in it.
        var isPlain = true
        for byte in text.utf8 where byte.isSpace || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "<") {
            isPlain = false
            break
        }
        if isPlain { return text }
        // On UTF-8 bytes: every delimiter is ASCII, and `ribs deps` asks this of every type it
        // reads (Character by Character, it was a tenth of a large module's time).
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        func trim() {
            while start < end, bytes[start].isSpace { start += 1 }
            while end > start, bytes[end - 1].isSpace { end -= 1 }
        }
        /// Whether the bytes from `start` begin with `word` and a space.
        func startsWithWord(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard end - start > count, bytes[start + count] == UInt8(ascii: " ") else { return false }
            for index in 0..<count where bytes[start + index] != word.utf8Start[index] { return false }
            return true
        }
        trim()
        if startsWithWord("any") { start += 4 }
        if startsWithWord("some") { start += 5 }
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "<") { index += 1 }
        end = index
        index = end - 1
        while index > start, bytes[index] != UInt8(ascii: ".") { index -= 1 }
        if index >= start, bytes[index] == UInt8(ascii: "."), index + 1 < end { start = index + 1 }
        trim()
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The top-level generic arguments: `Component<any LoggedInDependency>` gives
    /// `["any LoggedInDependency"]`.
    static func genericArguments(_ text: String) -> [String] {
        // On UTF-8 bytes, as `plainName`: the graph asks this of every class it reads.
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")), let close = bytes.lastIndex(of: UInt8(ascii: ">")),
            open < close
        else { return [] }
        var arguments: [String] = []
        var depth = 0
        var start = open + 1
        func argument(upTo end: Int) -> String {
            var first = start
            var last = end
            while first < last, bytes[first].isSpace { first += 1 }
            while last > first, bytes[last - 1].isSpace { last -= 1 }
            return String(decoding: bytes[first..<last], as: UTF8.self)
        }
        for index in (open + 1)..<close {
            switch bytes[index] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">") where bytes[index - 1] == UInt8(ascii: "-"): break  // `->`
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(argument(upTo: index))
                start = index + 1
            default: break
            }
        }
        let last = argument(upTo: close)
        if !last.isEmpty { arguments.append(last) }
        return arguments
    }

    /// The key two spellings of a type share.
    static func key(_ type: String, aliases: [String: String], modules: Set<String>) -> String {
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
