import RIBsSource

/// The pieces of a function's mock that every kind of mock writes: the handler's type, the
/// declaration, the argument history, the call.
struct MethodShape {
    let method: MockMethod
    /// The generic parameters of the function (`rethrows` adds `Failure`).
    let generics: Set<String>
    /// Each parameter's type as the handler takes it, and whether its argument is a
    /// non-escaping closure handed over with `withoutActuallyEscaping`.
    let handlerParameters: [(type: String, isNonEscapingClosure: Bool)]
    /// The mock's name, which stands for `Self` in the handler's types.
    let mockName: String

    init(_ method: MockMethod, mockName: String) {
        self.method = method
        self.mockName = mockName
        let generics = Set(MockRenderer.genericNames(method.genericParameters))
        self.generics = generics
        handlerParameters = method.parameters.map { parameter in
            let erased = HandlerTypes.parameter(Self.handlerParameterType(parameter.type), generics: generics)
            return (Self.replacingSelf(in: erased.type, with: mockName), erased.isNonEscapingClosure)
        }
    }

    /// Whether the function rethrows: the mock declares it with a typed `throws(Failure)`
    /// generic over what its closure throws, which satisfies the requirement and lets it call a
    /// throwing handler.
    var isRethrows: Bool { method.throwsClause == "rethrows" }

    /// The effects of the handler: `rethrows` becomes `throws`.
    private var handlerEffects: String {
        (method.isAsync ? " async" : "") + (method.throwsClause.map { $0 == "rethrows" ? " throws" : " \($0)" } ?? "")
    }

    /// What the handler returns: the result with generics erased and `Self` as the mock.
    var handlerReturnType: String? {
        method.returnType.map { Self.replacingSelf(in: HandlerTypes.erase($0, generics: generics), with: mockName) }
    }

    func handlerType(sendable: Bool) -> String {
        let parameters = handlerParameters.map(\.type).joined(separator: ", ")
        return "(\(sendable ? "@Sendable " : "")(\(parameters))\(handlerEffects) -> (\(handlerReturnType ?? "Void")))"
    }

    /// `func name<T>(label name: Type) async throws -> R where … {`
    func declaration(access: String, modifiers: String) -> String {
        var genericClause = method.genericParameters ?? ""
        var effects = (method.isAsync ? " async" : "") + (method.throwsClause.map { " \($0)" } ?? "")
        var parameters = method.parameters
        if isRethrows {
            genericClause =
                genericClause.isEmpty ? "<Failure: Error>" : String(genericClause.dropLast()) + ", Failure: Error>"
            effects = (method.isAsync ? " async" : "") + " throws(Failure)"
            for index in parameters.indices where parameters[index].type.containsText("throws") {
                parameters[index].type = parameters[index].type.replacingAll("throws", with: "throws(Failure)")
            }
        }
        let list = parameters.map { parameter in
            parameter.label == parameter.name
                ? "\(parameter.name): \(parameter.type)" : "\(parameter.label) \(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
        let returnClause = method.returnType.map { " -> \($0)" } ?? ""
        let whereClause = method.whereClause.map { " \($0)" } ?? ""
        return
            "    \(access)\(modifiers)func \(method.name)\(genericClause)(\(list))\(effects)\(returnClause)\(whereClause) {"
    }

    /// The parameters whose arguments are recorded: closures are not, as in Mockolo (a
    /// non-escaping one cannot be stored), including `@escaping` ones of a typealiased type.
    var historyParameters: [MockParameter] {
        method.parameters.filter { parameter in
            !parameter.type.containsText("->") && !parameter.type.hasPrefix("@autoclosure")
                && !parameter.type.containsText("@escaping")
        }
    }

    /// One argument's stored type, or a labelled tuple of them.
    var historyElement: String {
        let stored = historyParameters.map { parameter in
            HandlerTypes.erase(Self.storedType(parameter.type), generics: generics)
        }
        if stored.count == 1 { return stored[0] }
        return "(" + zip(historyParameters, stored).map { "\($0.name): \($1)" }.joined(separator: ", ") + ")"
    }

    var historyValues: String {
        let names = historyParameters.map { MockRenderer.escaped($0.name) }
        return names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    }

    /// `try await ` as the effects require.
    var callPrefix: String {
        (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
    }

    var arguments: String {
        method.parameters.map { ($0.type.hasPrefix("inout ") ? "&" : "") + MockRenderer.escaped($0.name) }.joined(
            separator: ", ")
    }

    /// ` as! R` when the handler's result is erased from the declared one.
    var returnCast: String {
        guard let declared = method.returnType, let handlerReturn = handlerReturnType, handlerReturn != declared else {
            return ""
        }
        return " as! \(declared)"
    }

    /// The type a handler takes for a parameter: `inout` kept, variadics as arrays,
    /// `@autoclosure` as the closure it is.
    static func handlerParameterType(_ type: String) -> String {
        if type.hasSuffix("...") { return "[\(type.dropLast(3))]" }
        if type.hasPrefix("@autoclosure ") { return String(type.dropFirst("@autoclosure ".count)) }
        return type
    }

    /// The type an argument is stored as in history: no `inout`, `@escaping` or variadic marks.
    static func storedType(_ type: String) -> String {
        var type = handlerParameterType(type)
        for prefix in ["inout ", "@escaping ", "@Sendable "] where type.hasPrefix(prefix) {
            type = String(type.dropFirst(prefix.count))
        }
        return type
    }

    /// `Self` (a word of its own) as `name`.
    static func replacingSelf(in type: String, with name: String) -> String {
        type.containsText("Self") ? substituteWord("Self", in: type, with: name) : type
    }

    private static func substituteWord(_ word: String, in text: String, with replacement: String) -> String {
        var result = ""
        var current = ""
        func flush() {
            result += current == word ? replacement : current
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
