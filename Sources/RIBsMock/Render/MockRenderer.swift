import RIBsSource

/// Writes the mock of one resolved declaration: a pure function of the model.
///
/// Every piece is appended to one buffer: with thousands of mocks, arrays of lines joined at
/// the end cost more than the text itself.
struct MockRenderer: Sendable {
    var options: MockRenderOptions
    var defaults: DefaultValues
    /// The isolation of the mock being written: what its default values may call.
    private(set) var isolation: MockIsolation = .nonisolated
    /// The mock being written, for `Self` in its requirements.
    private(set) var mockName = ""
    /// The `RIBsTesting` double the mock subclasses, if any.
    private(set) var superclass: String?

    init(options: MockRenderOptions, defaults: DefaultValues) {
        self.options = options
        self.defaults = defaults
    }

    /// Writes `mock`, as its kind decides; a protocol declared inside a type gets its mock in an
    /// extension of that type, as Mockolo does.
    func render(_ mock: ResolvedMock) -> String {
        var renderer = self
        renderer.isolation = mock.isolation
        renderer.mockName = mock.name
        if case .ribsDouble(let superclass) = mock.kind { renderer.superclass = superclass }
        let text: String
        switch mock.kind {
        case .subclass: text = renderer.renderSubclass(mock)
        case .sendable: text = renderer.renderSendable(mock)
        case .actor: text = renderer.renderConforming(mock, isActor: true)
        case .plain: text = renderer.renderConforming(mock)
        case .ribsDouble(let superclass): text = renderer.renderConforming(mock, superclass: superclass)
        }
        guard !mock.model.enclosingTypes.isEmpty else { return text }
        var out = "extension \(mock.model.enclosingTypes.joined(separator: ".")) {\n"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty { out += "    " }
            out.line(String(line))
        }
        out += "}"
        return out
    }

    /// The default for a value of `type` in a synchronous context of the mock (or an
    /// asynchronous one, with `isAsync`).
    func defaultValue(for type: String, isAsync: Bool = false) -> String? {
        defaults.value(for: type, from: DefaultValues.Caller(isolation: isolation, isAsync: isAsync))
    }

    /// The mock's attributes and the line that opens its declaration, in a string with room
    /// for its members.
    func openDeclaration(
        of mock: ResolvedMock, as keyword: String, inheriting inheritance: String, genericClause: String = "",
        whereClause: String = ""
    ) -> String {
        var out = ""
        out.reserveCapacity(1024 + mock.members.count * 400)
        for attribute in mock.model.attributes { out.line(attribute) }
        out.line("\(mock.access)\(keyword) \(mock.name)\(genericClause): \(inheritance)\(whereClause) {")
        return out
    }

    /// `private(set) `, unless call counts may be set.
    var countSetter: String { options.allowSetCallCount ? "" : "private(set) " }

    /// Whether a function records its arguments.
    func recordsHistory(_ shape: MethodShape, annotated history: Set<String>) -> Bool {
        (options.enableArgsHistory || history.contains(shape.method.name)) && !shape.historyParameters.isEmpty
    }

    /// `type` made optional with `mark` (`?` or `!`), parenthesised where Swift needs it:
    /// `(any ViewControllable)!`, `(() -> Void)?`, `(A & B)?`.
    static func optional(_ type: String, mark: Character) -> String {
        let needsParentheses =
            type.hasPrefix("any ") || type.hasPrefix("some ") || type.containsText("->") || type.containsText(" & ")
        return needsParentheses ? "(\(type))\(mark)" : "\(type)\(mark)"
    }

    /// `<T: Decodable, U>` → `[(T, Decodable), (U, nil)]`.
    static func genericParameterList(_ clause: String?) -> [(name: String, constraint: String?)] {
        guard let clause else { return [] }
        return splitTopLevel(String(clause.dropFirst().dropLast()), on: ",").map { parameter in
            let parts = parameter.split(separator: ":", maxSplits: 1)
            return (parts[0].trimmingSpaces(), parts.count == 2 ? parts[1].trimmingSpaces() : nil)
        }
    }

    static func genericNames(_ clause: String?) -> [String] {
        genericParameterList(clause).map(\.name)
    }

    /// `text` split on `separator` outside brackets.
    static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingSpaces().isEmpty { parts.append(current.trimmingSpaces()) }
        return parts
    }

    /// Whether `type` is a function type (not an optional one): a stored or passed value of it
    /// must be `@escaping`.
    static func isFunctionType(_ type: String) -> Bool {
        HandlerTypes.functionParts(HandlerTypes.stripAttributes(type)) != nil && !type.hasSuffix("?")
            && !type.hasSuffix("!")
    }

    /// Names that must be written in backticks where they are used as values.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
    ]

    /// `name` as a value: `` `for` `` for a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}

extension String {
    /// Appends `text` and a line break.
    @inline(__always)
    mutating func line(_ text: String) {
        self += text
        self += "\n"
    }
}
