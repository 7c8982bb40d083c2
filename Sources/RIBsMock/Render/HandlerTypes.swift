import RIBsSource

/// Rewrites the types of a requirement into types a handler can hold: a handler is a stored
/// closure, so it cannot be generic and cannot take opaque (`some`) parameters.
///
/// - `some P` becomes `any P`, the existential every opaque argument converts to;
/// - a generic parameter `T` becomes `Any`, and so does a member type `T.Element`;
/// - `any P<T>` and `some P<T>` over a generic parameter become `any P`: a `P<T>` does not
///   convert to `P<Any>`, but it does to the unconstrained existential;
/// - a parameter that still would not convert (a closure taking a `T`, a `KeyPath<Root, T>`)
///   is passed as `Any`; the mock hands a non-escaping closure over with
///   `withoutActuallyEscaping`.
enum HandlerTypes {
    /// `type` with `generics` and opaque types erased, word by word.
    static func erase(_ type: String, generics: Set<String>) -> String {
        // Most types mention no generic parameter and nothing opaque: nothing to rewrite, and no
        // character-by-character walk (a Unicode lookup each) to find that out.
        if !type.containsText("some"), !generics.contains(where: { type.containsText($0) }) { return type }
        var result = ""
        var index = type.startIndex
        while index < type.endIndex {
            let character = type[index]
            guard character.isIdentifierStart else {
                result.append(character)
                index = type.index(after: index)
                continue
            }
            let word = identifier(in: type, at: index)
            var next = word.endIndex
            if word == "some" || word == "any", next < type.endIndex, type[next] == " " {
                // `some P<…>` / `any P<…>`: drop the arguments if they name a generic parameter.
                let nameStart = type[next...].firstIndex { $0 != " " } ?? type.endIndex
                let name =
                    nameStart < type.endIndex && type[nameStart].isIdentifierStart
                    ? identifier(in: type, at: nameStart) : ""
                if !name.isEmpty, name.endIndex < type.endIndex, type[name.endIndex] == "<",
                    let close = matchingAngle(in: type, from: name.endIndex),
                    containsWord(of: generics, in: type[name.endIndex...close])
                {
                    result += "any \(name)"
                    index = type.index(after: close)
                    continue
                }
                result += "any"
                index = next
                continue
            }
            if generics.contains(String(word)) {
                // `T.Element` is as unknown as `T`; `T.Type` stays a metatype.
                while next < type.endIndex, type[next] == ".", type.index(after: next) < type.endIndex,
                    type[type.index(after: next)].isIdentifierStart
                {
                    let member = identifier(in: type, at: type.index(after: next))
                    if member == "Type" || member == "Protocol" { break }
                    next = member.endIndex
                }
                result += "Any"
                index = next
                continue
            }
            result += word
            index = next
        }
        return result
    }

    /// The type a handler takes for a parameter declared as `type`, and whether the argument is
    /// a non-escaping closure that must be passed `withoutActuallyEscaping`.
    static func parameter(_ type: String, generics: Set<String>) -> (type: String, isNonEscapingClosure: Bool) {
        let erased = erase(type, generics: generics)
        guard erased != type, !generics.isEmpty else { return (erased, false) }
        let bare = stripAttributes(type)
        let (inner, isOptional) = unwrapOptional(bare)
        if let function = functionParts(inner) {
            // A closure whose results mention `T` converts to one returning `Any`; one that takes
            // a `T` does not, and is handed over whole.
            guard containsWord(of: generics, in: Substring(function.parameters)) else { return (erased, false) }
            let escapes = isOptional || type.containsText("@escaping")
            return (isOptional ? "Any?" : "Any", !escapes)
        }
        if convertsImplicitly(inner, generics: generics) { return (erased, false) }
        return (isOptional ? "Any?" : "Any", false)
    }

    /// Whether a value of `type` converts to its erased form without a cast: a generic
    /// parameter, an existential, an array, a dictionary or a metatype of one.
    private static func convertsImplicitly(_ type: String, generics: Set<String>) -> Bool {
        let type = type.trimmingSpaces()
        if generics.contains(type) || type.hasPrefix("any ") || type.hasPrefix("some ") { return true }
        if type.hasSuffix(".Type"), generics.contains(String(type.dropLast(5))) { return true }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inside = type.dropFirst().dropLast()
            return inside.split(separator: ":").allSatisfy {
                convertsImplicitly(String($0), generics: generics) || !containsWord(of: generics, in: $0)
            }
        }
        if type.hasSuffix("..."), generics.contains(String(type.dropLast(3))) { return true }
        let (inner, isOptional) = unwrapOptional(type)
        return isOptional && convertsImplicitly(inner, generics: generics)
    }

    /// The parameter list and result of a function type (`(T) async -> Int`), if `type` is one.
    static func functionParts(_ type: String) -> (parameters: String, result: String)? {
        var depth = 0
        var previous: Character = " "
        for index in type.indices {
            let character = type[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-":
                if depth == 0 {
                    return (String(type[..<type.index(before: index)]), String(type[type.index(after: index)...]))
                }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return nil
    }

    /// `@escaping @Sendable (T) -> Void` → `(T) -> Void`.
    static func stripAttributes(_ type: String) -> String {
        var type = type.trimmingSpaces()
        while type.hasPrefix("@") {
            guard let space = type.firstIndex(of: " ") else { break }
            type = type[space...].trimmingSpaces()
        }
        return type
    }

    /// `(X)?` and `X?` → (`X`, true); anything else unchanged.
    static func unwrapOptional(_ type: String) -> (String, Bool) {
        guard type.hasSuffix("?") || type.hasSuffix("!") else { return (type, false) }
        var inner = String(type.dropLast())
        if inner.hasPrefix("("), inner.hasSuffix(")"),
            matchingParenthesis(in: inner) == inner.index(before: inner.endIndex)
        {
            inner = String(inner.dropFirst().dropLast())
        }
        return (inner, true)
    }

    /// Whether any of `words` occurs in `text` as a whole identifier.
    static func containsWord(of words: Set<String>, in text: Substring) -> Bool {
        guard !words.isEmpty else { return false }
        var index = text.startIndex
        while index < text.endIndex {
            if text[index].isIdentifierStart {
                let word = identifier(in: text, at: index)
                if words.contains(String(word)) { return true }
                index = word.endIndex
            } else {
                index = text.index(after: index)
            }
        }
        return false
    }

    private static func identifier<S: StringProtocol>(in text: S, at start: S.Index) -> S.SubSequence {
        let end = text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
        return text[start..<end]
    }

    private static func matchingAngle(in type: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in type[open...].indices {
            if type[index] == "<" { depth += 1 }
            if type[index] == ">" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func matchingParenthesis(in type: String) -> String.Index? {
        var depth = 0
        for index in type.indices {
            if type[index] == "(" { depth += 1 }
            if type[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension Character {
    var isIdentifierStart: Bool { isLetter || self == "_" }
}
