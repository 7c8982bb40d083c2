import RIBsSource

/// The members of a class or actor mock: properties, functions and subscripts, each counting
/// its calls and calling its handler.
extension MockRenderer {
    /// The `makeStream` call backing a get-only stream property, and the continuation's type:
    /// `AsyncStream<T>`, `AsyncThrowingStream<T, E>`, `any AsyncSequence<T, Never>` and
    /// `any AsyncSequence<T, any Error>`.
    static func streamBacking(for type: String) -> (makeStream: String, continuation: String)? {
        func arguments(after prefix: String) -> [String]? {
            guard type.hasPrefix(prefix), type.hasSuffix(">") else { return nil }
            return type.dropFirst(prefix.count).dropLast().split(separator: ",").map { $0.trimmingSpaces() }
        }
        if let element = arguments(after: "AsyncStream<"), element.count == 1 {
            return ("AsyncStream.makeStream(of: \(element[0]).self)", "AsyncStream<\(element[0])>.Continuation")
        }
        if let parts = arguments(after: "AsyncThrowingStream<"), parts.count == 2 {
            let failure = parts[1].hasPrefix("any ") ? "(\(parts[1]))" : parts[1]
            return (
                "AsyncThrowingStream.makeStream(of: \(parts[0]).self, throwing: \(failure).self)",
                "AsyncThrowingStream<\(parts[0]), \(parts[1])>.Continuation"
            )
        }
        if let parts = arguments(after: "any AsyncSequence<"), parts.count == 2 {
            if parts[1] == "Never" {
                return ("AsyncStream.makeStream(of: \(parts[0]).self)", "AsyncStream<\(parts[0])>.Continuation")
            }
            return (
                "AsyncThrowingStream.makeStream(of: \(parts[0]).self, throwing: (any Error).self)",
                "AsyncThrowingStream<\(parts[0]), any Error>.Continuation"
            )
        }
        return nil
    }

    /// Whether `type` is the runtime's `Events<T>`, which a mock backs with an `EventRelay<T>`.
    static func isEvents(_ type: String) -> Bool {
        type.hasPrefix("Events<") && type.hasSuffix(">")
    }

    /// A property: stored with its default, or backed by private storage the test (or the
    /// memberwise init) fills. Get-only properties are settable in the mock, as in Mockolo, so
    /// a test sets `mock.name` directly.
    func renderProperty(
        _ property: MockProperty, access: String, staticStorage: String, modifier: String? = nil, replays: Bool = false,
        into out: inout String
    ) {
        if !property.isSettable, !property.isStatic, Self.isEvents(property.type) {
            // The runtime's stream: the test sends through the relay behind it (`scoresRelay.send(3)`);
            // a `ReplayRelay` where the annotation asks for Rx's `BehaviorSubject` or `ReplaySubject`.
            let element = property.type.dropFirst("Events<".count).dropLast()
            let relay = replays ? "ReplayRelay" : "EventRelay"
            out.line("    \(access)let \(property.name)Relay = \(relay)<\(element)>()")
            out.line("    \(access)var \(property.name): \(property.type) { \(property.name)Relay.events }")
            return
        }
        if !property.isSettable, !property.isStatic, let backing = Self.streamBacking(for: property.type) {
            // The test sends values through the continuation; every read returns the same stream.
            out.line("    private let _\(property.name)Stream = \(backing.makeStream)")
            out.line("    \(access)var \(property.name): \(property.type) { _\(property.name)Stream.stream }")
            out.line(
                "    \(access)var \(property.name)Continuation: \(backing.continuation) { _\(property.name)Stream.continuation }"
            )
            return
        }
        let staticKeyword = property.isStatic ? staticStorage : ""
        if let effects = property.getterEffects {
            renderEffectfulProperty(
                property, effects: effects, access: access, staticKeyword: staticKeyword, into: &out)
            return
        }
        if let value = defaultValue(for: property.type) {
            if property.isSettable {
                out.line("    \(access)\(staticKeyword)\(countSetter)var \(property.name)SetCallCount = 0")
                out.line(
                    "    \(access)\(staticKeyword)\(modifier.map { "\($0) " } ?? "")var \(property.name): \(property.type) = \(value) { didSet { \(property.name)SetCallCount += 1 } }"
                )
            } else {
                out.line(
                    "    \(access)\(staticKeyword)\(modifier.map { "\($0) " } ?? "")var \(property.name): \(property.type) = \(value)"
                )
            }
            return
        }
        out.line("    private \(staticKeyword)var _\(property.name): \(Self.optional(property.type, mark: "!"))")
        if property.isSettable {
            out.line("    \(access)\(staticKeyword)\(countSetter)var \(property.name)SetCallCount = 0")
        }
        out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) {")
        out.line("        get { return _\(property.name) }")
        out.line(
            "        set { _\(property.name) = newValue\(property.isSettable ? "; \(property.name)SetCallCount += 1" : "") }"
        )
        out.line("    }")
    }

    /// A property whose getter is `async` or `throws`: it reads through a handler the test sets
    /// (or the memberwise init sets to return the value given).
    private func renderEffectfulProperty(
        _ property: MockProperty, effects: String, access: String, staticKeyword: String, into out: inout String
    ) {
        let isAsync = effects.containsText("async")
        let throwing = effects.containsText("throws")
        out.line("    \(access)\(staticKeyword)var \(property.name)Handler: (() \(effects) -> \(property.type))?")
        out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) {")
        out.line("        get \(effects) {")
        out.line("            if let \(property.name)Handler = \(property.name)Handler {")
        let mayThrow = throwing && !effects.containsText("throws(Never)")
        out.line("                return \(mayThrow ? "try " : "")\(isAsync ? "await " : "")\(property.name)Handler()")
        out.line("            }")
        if let value = defaultValue(for: property.type, isAsync: isAsync) {
            out.line("            return \(value)")
        } else {
            out.line(
                "            fatalError(\"\(property.name)Handler returns can't have a default value thus its handler must be set\")"
            )
        }
        out.line("        }")
        out.line("    }")
    }

    func renderMethod(
        _ method: MockMethod, name: String, access: String, history: Set<String>, storage: MockStateStorage,
        into out: inout String
    ) {
        let shape = MethodShape(method, mockName: mockName)
        let recordsHistory = recordsHistory(shape, annotated: history)
        declareCount("\(name)CallCount", isStatic: method.isStatic, access: access, storage: storage, into: &out)
        if recordsHistory {
            declareHistory(
                "\(name)ArgValues", element: shape.historyElement, isStatic: method.isStatic, access: access,
                storage: storage, into: &out)
        }
        let handlerType = shape.handlerType(sendable: storage.sendableHandler(isStatic: method.isStatic))
        declareHandler(
            "\(name)Handler", type: handlerType, isStatic: method.isStatic, access: access, storage: storage, into: &out
        )
        out.line(shape.declaration(access: access, modifiers: method.isStatic ? "static " : ""))
        out.line("        \(storage.increment("\(name)CallCount"))")
        if recordsHistory { out.line("        \(storage.append(shape.historyValues, to: "\(name)ArgValues"))") }
        if let view = presentedView(of: method) { out.line("        super.\(method.name)(\(view))") }
        handlerCall(shape, name: name, into: &out)
        out.line("    }")
    }

    /// `present(_ view: ViewControllable, animated: Bool)` in a mock of a view protocol is a
    /// presentation: it goes through `ViewControllableMock`'s own `present(_:)` (or `dismiss`),
    /// which keeps `presented`, counts `presentCallCount` as a Mockolo mock of the method did,
    /// and refuses what a view refuses (presenting a view twice, dismissing one it does not
    /// present). The view's parameter name, or `nil` for any other method.
    func presentedView(of method: MockMethod) -> String? {
        guard superclass == "ViewControllableMock", ["present", "dismiss"].contains(method.name), !method.isStatic,
            method.returnType == nil, !method.isAsync, let first = method.parameters.first
        else { return nil }
        let type = first.type.hasPrefix("any ") ? String(first.type.dropFirst(4)) : first.type
        guard type == "ViewControllable" else { return nil }
        return Self.escaped(first.name)
    }

    /// The body's end: call the handler if set, else return the default (or stop, naming the
    /// handler to set).
    func handlerCall(_ shape: MethodShape, name: String, into out: inout String) {
        out.line("        if let \(name)Handler = \(name)Handler {")
        var indent = "            "
        let returns = shape.method.returnType != nil
        // A non-escaping closure the handler takes as `Any` is lent for the call only.
        let lent = zip(shape.method.parameters, shape.handlerParameters).filter(\.1.isNonEscapingClosure).map {
            Self.escaped($0.0.name)
        }
        for closure in lent {
            out.line(
                "\(indent)\(returns ? "return " : "")\(shape.callPrefix)withoutActuallyEscaping(\(closure)) { \(closure) in"
            )
            indent += "    "
        }
        let call = "\(shape.callPrefix)\(name)Handler(\(shape.arguments))"
        let statement = returns ? "return \(call)\(shape.returnCast)" : call
        if shape.isRethrows {
            out.line("\(indent)do {")
            out.line("\(indent)    \(statement)")
            out.line("\(indent)} catch {")
            out.line("\(indent)    throw error as! Failure")
            out.line("\(indent)}")
        } else {
            out.line("\(indent)\(statement)")
        }
        for _ in lent {
            indent.removeLast(4)
            out.line("\(indent)}")
        }
        out.line("        }")
        guard let declaredReturn = shape.method.returnType else { return }
        if let value = defaultValue(for: declaredReturn, isAsync: shape.method.isAsync) {
            out.line("        return \(value)")
        } else {
            out.line(
                "        fatalError(\"\(name)Handler returns can't have a default value thus its handler must be set\")"
            )
        }
    }

    /// A subscript: its get (and set) count their calls and call their handlers, as Mockolo's.
    func renderSubscript(
        _ requirement: MockSubscript, name: String, access: String, storage: MockStateStorage, into out: inout String
    ) {
        let generics = Set(Self.genericNames(requirement.genericParameters))
        let types = requirement.parameters.map {
            HandlerTypes.parameter(MethodShape.handlerParameterType($0.type), generics: generics).type
        }
        let erasedReturn = HandlerTypes.erase(requirement.returnType, generics: generics)
        let arguments = requirement.parameters.map { Self.escaped($0.name) }.joined(separator: ", ")
        let isStatic = requirement.isStatic
        let sendable = storage.sendableHandler(isStatic: isStatic) ? "@Sendable " : ""
        declareCount("\(name)CallCount", isStatic: isStatic, access: access, storage: storage, into: &out)
        declareHandler(
            "\(name)Handler", type: "(\(sendable)(\(types.joined(separator: ", "))) -> (\(erasedReturn)))",
            isStatic: isStatic, access: access, storage: storage, into: &out)
        if requirement.isSettable {
            declareCount("\(name)SetCallCount", isStatic: isStatic, access: access, storage: storage, into: &out)
            let setterTypes = (types + [erasedReturn]).joined(separator: ", ")
            declareHandler(
                "\(name)SetHandler", type: "(\(sendable)(\(setterTypes)) -> ())", isStatic: isStatic, access: access,
                storage: storage, into: &out)
        }
        let signature = requirement.parameters.map {
            $0.label == "_" ? "_ \($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)"
        }.joined(separator: ", ")
        let whereClause = requirement.whereClause.map { " \($0)" } ?? ""
        out.line(
            "    \(access)\(isStatic ? "static " : "")subscript\(requirement.genericParameters ?? "")(\(signature)) -> \(requirement.returnType)\(whereClause) {"
        )
        out.line("        get {")
        out.line("            \(storage.increment("\(name)CallCount"))")
        out.line("            if let \(name)Handler = \(name)Handler {")
        out.line(
            "                return \(name)Handler(\(arguments))\(erasedReturn == requirement.returnType ? "" : " as! \(requirement.returnType)")"
        )
        out.line("            }")
        if let value = defaultValue(for: requirement.returnType) {
            out.line("            return \(value)")
        } else {
            out.line(
                "            fatalError(\"\(name)Handler returns can't have a default value thus its handler must be set\")"
            )
        }
        out.line("        }")
        if requirement.isSettable {
            out.line("        set {")
            out.line("            \(storage.increment("\(name)SetCallCount"))")
            out.line("            \(name)SetHandler?(\(arguments.isEmpty ? "" : arguments + ", ")newValue)")
            out.line("        }")
        }
        out.line("    }")
    }
}
