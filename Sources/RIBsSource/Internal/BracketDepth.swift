/// Finds `[` nested deeper than swift-syntax's parser reads in reasonable time.
///
/// swift-syntax 603 takes time exponential in how deeply square brackets nest: at each `[` its
/// lookahead first tries the `[N of T]` InlineArray sugar and, when that fails, reads the same
/// tokens again as an ordinary collection (`Parser.Lookahead.canParseCollectionTypeBody`). The
/// fuzzer found a 21-deep input that kept `ribs mock` busy for ten minutes; every level doubles
/// it. The generators therefore refuse a file whose brackets nest deeper than
/// ``maximumDepth`` before they parse it, naming the bracket; no code written by hand nests
/// that deep.
///
/// The scan is linear and lexical: it skips comments and string literals, but reads the code of
/// string interpolations, which the parser reads as expressions too.
package enum BracketDepth {
    /// The deepest nesting of `[` the generators parse. Depth 10 costs the parser about a
    /// thousand lookaheads at worst, well under a second even in a debug build with
    /// AddressSanitizer.
    package static let maximumDepth = 10

    /// The 1-based line and column of the first `[` nested deeper than ``maximumDepth`` in
    /// `source`, or `nil` when there is none.
    package static func firstTooDeep(in source: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: Array(source.utf8))
        return scanner.firstTooDeep()
    }

    /// The error for a file refused because of the bracket at `place`.
    package static func diagnostic(path: String, at place: (line: Int, column: Int), note: String = "") -> Diagnostic {
        Diagnostic(
            location: FileLocation(file: path, line: place.line, column: place.column),
            message: message + note)
    }

    /// What is wrong and what to do, for every tool's message.
    package static let message =
        "'[' nested more than \(maximumDepth) deep: swift-syntax's parser takes time exponential in that depth; "
        + "move the inner part into a constant or a typealias of its own"

    private enum Context {
        /// Code; `parentheses` counts the `(` open inside a string interpolation (0 elsewhere).
        case code(parentheses: Int)
        /// A string literal with `hashes` `#` around it, of three quotes when `multiline`.
        case string(hashes: Int, multiline: Bool)
        /// A block comment, `depth` levels deep (Swift's block comments nest).
        case blockComment(depth: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        var contexts: [Context] = [.code(parentheses: 0)]

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func firstTooDeep() -> (line: Int, column: Int)? {
            while index < bytes.count {
                switch contexts[contexts.count - 1] {
                case .code(let parentheses):
                    if let place = scanCode(parentheses: parentheses) { return place }
                case .string(let hashes, let multiline):
                    scanString(hashes: hashes, multiline: multiline)
                case .blockComment(let level):
                    scanBlockComment(depth: level)
                }
            }
            return nil
        }

        private mutating func scanCode(parentheses: Int) -> (line: Int, column: Int)? {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > BracketDepth.maximumDepth { return (line, index - lineStart + 1) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "("):
                if parentheses > 0 { contexts[contexts.count - 1] = .code(parentheses: parentheses + 1) }
            case UInt8(ascii: ")"):
                if parentheses == 1 {
                    contexts.removeLast()  // the end of an interpolation: back in its string
                } else if parentheses > 1 {
                    contexts[contexts.count - 1] = .code(parentheses: parentheses - 1)
                }
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return nil
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                contexts.append(.blockComment(depth: 1))
                index += 2
                return nil
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while next(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard next(hashes) == UInt8(ascii: "\"") else { break }  // #if, #available, …
                let multiline = next(hashes + 1) == UInt8(ascii: "\"") && next(hashes + 2) == UInt8(ascii: "\"")
                contexts.append(.string(hashes: hashes, multiline: multiline))
                index += hashes + (multiline ? 3 : 1)
                return nil
            default:
                break
            }
            advance()
            return nil
        }

        private mutating func scanString(hashes: Int, multiline: Bool) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && isRun(of: UInt8(ascii: "#"), count: hashes, from: index + 1) {
                let after = index + 1 + hashes
                if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
                    index = after + 1
                    contexts.append(.code(parentheses: 1))
                } else {
                    index = after
                    // The escaped character, unless the file ends first.
                    if index < bytes.count { advance() }
                }
                return
            }
            let quotes = multiline ? 3 : 1
            if byte == UInt8(ascii: "\"") && isRun(of: UInt8(ascii: "\""), count: quotes, from: index)
                && isRun(of: UInt8(ascii: "#"), count: hashes, from: index + quotes)
            {
                index += quotes + hashes
                contexts.removeLast()
                return
            }
            if byte == UInt8(ascii: "\n") && !multiline {
                contexts.removeLast()  // an unterminated string ends with its line, as the lexer's does
            }
            advance()
        }

        private mutating func scanBlockComment(depth level: Int) {
            if bytes[index] == UInt8(ascii: "*") && next(1) == UInt8(ascii: "/") {
                index += 2
                if level == 1 {
                    contexts.removeLast()
                } else {
                    contexts[contexts.count - 1] = .blockComment(depth: level - 1)
                }
            } else if bytes[index] == UInt8(ascii: "/") && next(1) == UInt8(ascii: "*") {
                index += 2
                contexts[contexts.count - 1] = .blockComment(depth: level + 1)
            } else {
                advance()
            }
        }

        /// Steps over one byte, keeping count of lines.
        private mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        private func next(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func isRun(of byte: UInt8, count: Int, from start: Int) -> Bool {
            guard start + count <= bytes.count else { return false }
            return bytes[start..<start + count].allSatisfy { $0 == byte }
        }
    }
}
