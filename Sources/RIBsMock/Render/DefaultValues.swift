import RIBsSource

/// What a mock returns, or starts a property with, when the test gave nothing: the table Mockolo
/// users rely on, plus other annotated protocols' mocks.
struct DefaultValues: Sendable {
    /// A mock of this run that a value of its protocol's type can default to.
    struct MockReference: Sendable, Codable, Equatable {
        var name: String
        /// The isolation of the mock's initialiser.
        var isolation: MockIsolation
    }

    /// Where a default value is evaluated: the isolation of the mock writing it, and whether the
    /// context is asynchronous.
    struct Caller: Sendable {
        var isolation: MockIsolation
        var isAsync = false
    }

    /// The mocks of this run, by the protocol they mock: a value of one of them defaults to its
    /// mock when the caller may make one.
    var mocks: [String: MockReference]
    /// Where each protocol name asked for is written, found or not: what a rendering depended on.
    var log: NameLog?

    init(mocks: [String: MockReference]) {
        self.mocks = mocks
    }

    /// The defaults of a run whose mocks are `resolved`.
    init(resolved: [ResolvedMock]) {
        var mocks: [String: MockReference] = [:]
        for mock in resolved where mocks[mock.model.name] == nil {
            mocks[mock.model.name] = MockReference(name: mock.name, isolation: mock.isolation.ofInitializer)
        }
        self.init(mocks: mocks)
    }

    private static let zeros: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// The default for `type` in `caller`'s context, or `nil` when there is none (the handler
    /// must be set).
    ///
    /// Another mock is a default only where its initialiser can be called: it is not isolated,
    /// or isolated as the caller is. An asynchronous caller awaits one isolated elsewhere; a
    /// synchronous one gets no default, as Mockolo does for global-actor protocols (its #171).
    func value(for rawType: String, from caller: Caller) -> String? {
        let type = rawType.trimmingSpaces()
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if Self.zeros.contains(type) { return "0" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "Void", "()": return "()"
        case "Character": return "\"\""
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return Self.topLevelColon(in: type.dropFirst().dropLast()) ? "[:]" : "[]"
        }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") || type.hasPrefix("ContiguousArray<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        if type.hasPrefix("("), type.hasSuffix(")"), let elements = Self.tupleElements(type) {
            let values = elements.map { element -> String? in
                guard let elementValue = value(for: element.type, from: caller) else { return nil }
                return element.label.map { "\($0): \(elementValue)" } ?? elementValue
            }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            return "(" + values.compactMap { $0 }.joined(separator: ", ") + ")"
        }
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) {
            return value(for: String(type.dropFirst(prefix.count)), from: caller)
        }
        // A clock is how a RIB is given time (a worker's, a stream-style RIB's): the mock of a
        // dependency that passes one on starts with the real one, as a test that steps time
        // gives its own. Mockolo has no default, and the mock's initialiser would require it
        // of every test written before the clock was added.
        if type == "Clock<Duration>" { return "ContinuousClock()" }
        log?.add(type)
        guard let mock = mocks[type] else { return nil }
        if mock.isolation == .nonisolated || mock.isolation == caller.isolation { return "\(mock.name)()" }
        return caller.isAsync ? "await \(mock.name)()" : nil
    }

    private static func topLevelColon(in text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: continue
            }
        }
        return false
    }

    /// The elements of a tuple type, or `nil` if `type` is a parenthesised single type or a
    /// function type.
    static func tupleElements(_ type: String) -> [(label: String?, type: String)]? {
        guard !type.containsText("->") else { return nil }
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                elements.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        elements.append(current)
        guard elements.count > 1 else { return nil }
        return elements.map { element in
            let parts = element.split(separator: ":", maxSplits: 1)
            if parts.count == 2, !parts[0].containsText("<"), !parts[0].containsText("[") {
                return (parts[0].trimmingSpaces(), parts[1].trimmingSpaces())
            }
            return (nil, element.trimmingSpaces())
        }
    }
}
