/// What may name a Swift type: the checks `ribs new` makes before it writes anything.
enum SwiftIdentifier {
    /// Whether `text` is a plain identifier: a letter or `_`, then letters, digits or `_`.
    /// (Swift allows more, such as emoji; a generated file name should not carry them.)
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && text.unicodeScalars.allSatisfy(\.isASCII)
    }

    /// Keywords, and the names a generated type would shadow to the user's confusion.
    static func isReserved(_ text: String) -> Bool {
        keywords.contains(text) || shadowed.contains(text)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// RIBs' own nouns and the standard library's most common types: a RIB called `Router`
    /// would make `RouterRouter` and shadow the runtime's class in the module.
    private static let shadowed: Set<String> = [
        "Router", "Interactor", "Builder", "Component", "Presenter", "Dependency", "Buildable", "Routing",
        "Interactable", "Presentable", "ViewControllable", "Worker", "Workflow", "String", "Int", "Double",
        "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Task", "Never", "Void",
    ]
}
