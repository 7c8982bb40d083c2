/// Options that change how mocks are written, as Mockolo's flags spell them.
public struct MockRenderOptions: Sendable, Hashable {
    /// `--mock-final`: mock classes are `final`.
    public var mockFinal = false
    /// `--allow-set-call-count`: call counts are settable.
    public var allowSetCallCount = false
    /// `--enable-args-history`: every function records its arguments.
    public var enableArgsHistory = false

    public init() {}
}

/// Writes the mock of one protocol: a pure function of the model.
struct MockRenderer: Sendable {
    var options: MockRenderOptions
    var defaults: DefaultValues
    /// The isolation of the mock being written: what its default values may call.
    private var isolation: MockIsolation = .nonisolated

    init(options: MockRenderOptions, defaults: DefaultValues) {
        self.options = options
        self.defaults = defaults
    }

    /// Writes `mock`, as its kind decides.
    func render(_ mock: ResolvedMock) -> String {
        var renderer = self
        renderer.isolation = mock.isolation
        switch mock.kind {
        case .subclass: return renderer.renderClass(mock)
        case .sendable: return renderer.renderSendable(mock)
        case .actor: return renderer.renderConforming(mock, isActor: true)
        case .plain: return renderer.renderConforming(mock)
        case .ribsDouble(let superclass): return renderer.renderConforming(mock, superclass: superclass)
        }
    }

    /// The default for a value of `type` in a synchronous context of the mock (or an
    /// asynchronous one, with `isAsync`).
    func defaultValue(for type: String, isAsync: Bool = false) -> String? {
        defaults.value(for: type, from: DefaultValues.Caller(isolation: isolation, isAsync: isAsync))
    }

    /// With `isActor`, the mock is an `actor`: its handlers are `@Sendable` and set from outside
    /// through `set<Name>Handler(_:)`, as Mockolo's actor mocks are.
    ///
    /// Every piece is appended to one buffer: with thousands of mocks, arrays of lines joined
    /// at the end cost more than the text itself.
    private func renderConforming(_ mock: ResolvedMock, superclass: String? = nil, isActor: Bool = false) -> String {
        let proto = mock.model
        let allMembers = mock.members
        let access = mock.access
        let mockName = mock.name
        let conformance = mock.conformance
        var out = ""
        out.reserveCapacity(1024 + allMembers.count * 320)
        for attribute in proto.attributes { out.line(attribute) }
        let inheritance = superclass.map { "\($0), \(conformance)" } ?? conformance
        // Associated types: a typealias (Any, or the annotation's type); a constrained one the
        // annotation does not fix makes the mock generic, as Mockolo does since its PR #294.
        var genericParameters: [String] = []
        var typealiases: [(String, String)] = []
        for case .associatedType(let name, let constraint) in allMembers {
            if let fixed = proto.annotation.typealiases[name] {
                typealiases.append((name, fixed))
            } else if let constraint {
                genericParameters.append("\(name): \(constraint)")
            } else {
                typealiases.append((name, "Any"))
            }
        }
        let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.joined(separator: ", "))>"
        let keyword = isActor ? "actor" : (options.mockFinal ? "final class" : "class")
        out.line("\(access)\(keyword) \(mockName)\(generics): \(inheritance) {")
        for (name, type) in typealiases {
            out.line("    \(access)typealias \(name) = \(type)")
        }
        let properties = allMembers.compactMap { if case .property(let property) = $0 { property } else { nil } }
        let methods = allMembers.compactMap { if case .method(let method) = $0 { method } else { nil } }
        let initialisable = properties.filter { !$0.isStatic && ($0.isSettable || Self.streamBacking(for: $0.type) == nil) }
        renderInitializers(properties: initialisable, access: access, callsSuper: superclass != nil, into: &out)
        // Static storage of a mock that no global actor isolates is shared mutable state: the
        // test owns it, so it is marked as such rather than rejected by Swift 6.
        let staticStorage: String = if case .globalActor = mock.isolation { "static " } else { "nonisolated(unsafe) static " }
        for property in properties {
            out.line("")
            renderProperty(property, access: access, staticStorage: staticStorage, into: &out)
        }
        let names = UniqueNames(methods: methods)
        for (index, method) in methods.enumerated() {
            out.line("")
            let name = names.names[index]
            let sendableHandler = isActor && !method.isStatic
            renderMethod(method, name: name, access: access, history: proto.annotation.history, staticStorage: staticStorage, sendableHandler: sendableHandler, into: &out)
            if sendableHandler {
                let handlerType = MethodShape(method).handlerType(sendable: true)
                out.line("    \(access)func set\(UniqueNames.capitalized(name))Handler(_ handler: \(handlerType)?) {")
                out.line("        \(name)Handler = handler")
                out.line("    }")
            }
        }
        for case .conditional(let clauses) in allMembers {
            out.line("")
            renderConditional(clauses, alongside: methods, access: access, proto: proto, staticStorage: staticStorage, into: &out)
        }
        for case .initializer(let parameters, let throwsClause, let isAsync) in allMembers {
            let signature = parameters.map { $0.label == $0.name ? "\($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)" }.joined(separator: ", ")
            let effects = (isAsync ? " async" : "") + (throwsClause.map { " \($0)" } ?? "")
            out.line("")
            out.line("    \(access)required init(\(signature))\(effects) {\(superclass == nil ? " " : " super.init() ")}")
        }
        var subscriptIndex = 0
        for case .subscriptRequirement(let parameters, let returnType, let isSettable) in allMembers {
            subscriptIndex += 1
            out.line("")
            renderSubscript(parameters: parameters, returnType: returnType, isSettable: isSettable, index: subscriptIndex, access: access, into: &out)
        }
        for member in mock.carriedMembers {
            out.line("")
            for memberLine in member.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "    "
                out += memberLine
                out += "\n"
            }
        }
        out += "}"
        return out
    }

    /// A `#if` block of requirements, kept as a `#if` block of mock members. Names stay unique
    /// against the protocol's other functions.
    private func renderConditional(
        _ clauses: [MockConditionalClause],
        alongside topLevel: [MockMethod],
        access: String,
        proto: MockableProtocol,
        staticStorage: String,
        into out: inout String
    ) {
        for clause in clauses {
            out.line("    \(clause.directive)")
            let methods = clause.members.compactMap { if case .method(let method) = $0 { method } else { nil } }
            let names = UniqueNames(methods: topLevel + methods).names.suffix(methods.count)
            var first = true
            for case .property(let property) in clause.members {
                if !first { out.line("") }
                first = false
                renderProperty(property, access: access, staticStorage: staticStorage, into: &out)
            }
            for (method, name) in zip(methods, names) {
                if !first { out.line("") }
                first = false
                renderMethod(method, name: name, access: access, history: proto.annotation.history, staticStorage: staticStorage, sendableHandler: false, into: &out)
            }
            for case .conditional(let nested) in clause.members {
                renderConditional(nested, alongside: topLevel + methods, access: access, proto: proto, staticStorage: staticStorage, into: &out)
            }
        }
        out.line("    #endif")
    }

    private func renderSubscript(parameters: [MockParameter], returnType: String, isSettable: Bool, index: Int, access: String, into out: inout String) {
        let name = index == 1 ? "subscript" : "subscript\(index)"
        let setter = options.allowSetCallCount ? "" : "private(set) "
        let types = parameters.map(\.type).joined(separator: ", ")
        let arguments = parameters.map(\.name).joined(separator: ", ")
        out.line("    \(access)\(setter)var \(name)CallCount = 0")
        out.line("    \(access)var \(name)Handler: ((\(types)) -> (\(returnType)))?")
        if isSettable { out.line("    \(access)var \(name)SetHandler: ((\(types), \(returnType)) -> ())?") }
        let signature = parameters.map { $0.label == "_" ? "_ \($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)" }.joined(separator: ", ")
        out.line("    \(access)subscript(\(signature)) -> \(returnType) {")
        out.line("        get {")
        out.line("            \(name)CallCount += 1")
        out.line("            if let \(name)Handler = \(name)Handler {")
        out.line("                return \(name)Handler(\(arguments))")
        out.line("            }")
        if let value = defaultValue(for: returnType) {
            out.line("            return \(value)")
        } else {
            out.line("            fatalError(\"\(name)Handler returns can't have a default value thus its handler must be set\")")
        }
        out.line("        }")
        if isSettable { out.line("        set { \(name)SetHandler?(\(arguments), newValue) }") }
        out.line("    }")
    }

    private func renderInitializers(properties: [MockProperty], access: String, callsSuper: Bool, into out: inout String) {
        out.line(callsSuper ? "    \(access)init() { super.init() }" : "    \(access)init() { }")
        guard !properties.isEmpty else { return }
        let values = properties.map { defaultValue(for: $0.type) }
        let parameters = zip(properties, values).map { property, value in
            // A property without a default must be given: an IUO-backed parameter with no default.
            value.map { "\(property.name): \(property.type) = \($0)" } ?? "\(property.name): \(property.type)"
        }
        out.line("    \(access)init(\(parameters.joined(separator: ", "))) {")
        for (property, value) in zip(properties, values) {
            out.line("        self.\(value == nil ? "_" : "")\(property.name) = \(property.name)")
        }
        if callsSuper { out.line("        super.init()") }
        out.line("    }")
    }

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
            return ("AsyncThrowingStream.makeStream(of: \(parts[0]).self, throwing: \(failure).self)", "AsyncThrowingStream<\(parts[0]), \(parts[1])>.Continuation")
        }
        if let parts = arguments(after: "any AsyncSequence<"), parts.count == 2 {
            if parts[1] == "Never" {
                return ("AsyncStream.makeStream(of: \(parts[0]).self)", "AsyncStream<\(parts[0])>.Continuation")
            }
            return ("AsyncThrowingStream.makeStream(of: \(parts[0]).self, throwing: (any Error).self)", "AsyncThrowingStream<\(parts[0]), any Error>.Continuation")
        }
        return nil
    }

    private func renderProperty(_ property: MockProperty, access: String, staticStorage: String, into out: inout String) {
        if !property.isSettable, !property.isStatic, let backing = Self.streamBacking(for: property.type) {
            // The test sends values through the continuation; every read returns the same stream.
            out.line("    private let _\(property.name)Stream = \(backing.makeStream)")
            out.line("    \(access)var \(property.name): \(property.type) { _\(property.name)Stream.stream }")
            out.line("    \(access)var \(property.name)Continuation: \(backing.continuation) { _\(property.name)Stream.continuation }")
            return
        }
        let staticKeyword = property.isStatic ? staticStorage : ""
        let setter = options.allowSetCallCount ? "" : "private(set) "
        if let value = defaultValue(for: property.type) {
            if property.isSettable {
                out.line("    \(access)\(staticKeyword)\(setter)var \(property.name)SetCallCount = 0")
                out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) = \(value) { didSet { \(property.name)SetCallCount += 1 } }")
            } else {
                out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) = \(value)")
            }
            return
        }
        // No default: backing storage the test (or the memberwise init) fills.
        out.line("    \(access)\(staticKeyword)var _\(property.name): \(Self.optional(property.type, mark: "!"))")
        if property.isSettable {
            out.line("    \(access)\(staticKeyword)\(setter)var \(property.name)SetCallCount = 0")
            out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) {")
            out.line("        get { return _\(property.name) }")
            out.line("        set { _\(property.name) = newValue; \(property.name)SetCallCount += 1 }")
            out.line("    }")
        } else {
            out.line("    \(access)\(staticKeyword)var \(property.name): \(property.type) {")
            out.line("        return _\(property.name)")
            out.line("    }")
        }
    }

    private func renderMethod(
        _ method: MockMethod, name: String, access: String, history: Set<String>, staticStorage: String,
        sendableHandler: Bool, into out: inout String
    ) {
        let storageStatic = method.isStatic ? staticStorage : ""
        let setter = options.allowSetCallCount ? "" : "private(set) "
        let shape = MethodShape(method)
        let recordsHistory = (options.enableArgsHistory || history.contains(method.name)) && !method.parameters.isEmpty
        out.line("    \(access)\(storageStatic)\(setter)var \(name)CallCount = 0")
        if recordsHistory {
            out.line("    \(access)\(storageStatic)\(setter)var \(name)ArgValues = [\(shape.historyElement)]()")
        }
        out.line("    \(access)\(storageStatic)var \(name)Handler: \(shape.handlerType(sendable: sendableHandler))?")
        out.line(shape.declaration(access: access, staticKeyword: method.isStatic ? "static " : ""))
        out.line("        \(name)CallCount += 1")
        if recordsHistory { out.line("        \(name)ArgValues.append(\(shape.historyValues))") }
        handlerCall(shape, name: name, into: &out)
        out.line("    }")
    }

    /// The body's end: call the handler if set, else return the default (or stop, naming the
    /// handler to set).
    func handlerCall(_ shape: MethodShape, name: String, into out: inout String) {
        out.line("        if let \(name)Handler = \(name)Handler {")
        guard let declaredReturn = shape.method.returnType else {
            out.line("            \(shape.callPrefix)\(name)Handler(\(shape.arguments))")
            out.line("        }")
            return
        }
        let cast = shape.erase(declaredReturn) == declaredReturn ? "" : " as! \(declaredReturn)"
        out.line("            return \(shape.callPrefix)\(name)Handler(\(shape.arguments))\(cast)")
        out.line("        }")
        if let value = defaultValue(for: declaredReturn, isAsync: shape.method.isAsync) {
            out.line("        return \(value)")
        } else {
            out.line("        fatalError(\"\(name)Handler returns can't have a default value thus its handler must be set\")")
        }
    }

    /// `type` made optional with `mark` (`?` or `!`), parenthesised where Swift needs it:
    /// `(any ViewControllable)!`, `(() -> Void)?`, `(A & B)?`.
    static func optional(_ type: String, mark: Character) -> String {
        let needsParentheses = type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("->") || type.contains(" & ")
        return needsParentheses ? "(\(type))\(mark)" : "\(type)\(mark)"
    }

    /// The type a handler takes for a parameter: `inout` kept, variadics as arrays, `@escaping`
    /// dropped where it is implied.
    static func handlerParameterType(_ type: String) -> String {
        if type.hasSuffix("...") { return "[\(type.dropLast(3))]" }
        if type.hasPrefix("@autoclosure ") { return String(type.dropFirst("@autoclosure ".count)) }
        return type
    }

    /// The type an argument is stored as in history: no `inout`, `@escaping` or variadic marks.
    static func storedType(_ type: String) -> String {
        var type = handlerParameterType(type)
        for prefix in ["inout ", "@escaping ", "@Sendable "] where type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)) }
        return type
    }

    static func genericNames(_ clause: String?) -> [String] {
        guard let clause else { return [] }
        return clause.dropFirst().dropLast().split(separator: ",").map { parameter in
            parameter.split(separator: ":").first.map { $0.trimmingSpaces() } ?? parameter.trimmingSpaces()
        }
    }

    /// `type` with each of `generics` replaced by `Any`, whole words only.
    static func erasing(_ generics: Set<String>, in type: String) -> String {
        guard !generics.isEmpty else { return type }
        var result = ""
        var word = ""
        func flush() {
            result += generics.contains(word) ? "Any" : word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

/// The pieces of a function's mock that both the class and the `Sendable` renderers write:
/// the handler's type, the declaration, the history element, the call.
struct MethodShape {
    let method: MockMethod
    private let generics: Set<String>

    init(_ method: MockMethod) {
        self.method = method
        generics = Set(MockRenderer.genericNames(method.genericParameters))
    }

    /// `type` with the function's generic parameters erased to `Any`.
    func erase(_ type: String) -> String {
        MockRenderer.erasing(generics, in: type)
    }

    var effects: String {
        (method.isAsync ? " async" : "") + (method.throwsClause.map { " \($0)" } ?? "")
    }

    func handlerType(sendable: Bool) -> String {
        let parameters = method.parameters.map { erase(MockRenderer.handlerParameterType($0.type)) }.joined(separator: ", ")
        return "(\(sendable ? "@Sendable " : "")(\(parameters))\(effects) -> (\(method.returnType.map(erase) ?? "Void")))"
    }

    /// `func name<T>(label name: Type) async throws -> R where … {`
    func declaration(access: String, staticKeyword: String) -> String {
        let parameters = method.parameters.map { parameter in
            parameter.label == parameter.name ? "\(parameter.name): \(parameter.type)" : "\(parameter.label) \(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
        let returnClause = method.returnType.map { " -> \($0)" } ?? ""
        let whereClause = method.whereClause.map { " \($0)" } ?? ""
        return "    \(access)\(staticKeyword)func \(method.name)\(method.genericParameters ?? "")(\(parameters))\(effects)\(returnClause)\(whereClause) {"
    }

    /// One argument's stored type, or a labelled tuple of them.
    var historyElement: String {
        method.parameters.count == 1
            ? erase(MockRenderer.storedType(method.parameters[0].type))
            : "(" + method.parameters.map { "\($0.name): \(erase(MockRenderer.storedType($0.type)))" }.joined(separator: ", ") + ")"
    }

    var historyValues: String {
        method.parameters.count == 1 ? method.parameters[0].name : "(" + method.parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")"
    }

    /// `try await ` as the effects require.
    var callPrefix: String {
        (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
    }

    var arguments: String {
        method.parameters.map { ($0.type.hasPrefix("inout ") ? "&" : "") + $0.name }.joined(separator: ", ")
    }
}

/// Unique names for overloaded functions: the plain name when it is unique, else the name with
/// its argument labels, then with its parameter types.
struct UniqueNames {
    let names: [String]

    init(methods: [MockMethod]) {
        var counts: [String: Int] = [:]
        for method in methods { counts[method.name, default: 0] += 1 }
        var withLabels = methods.map { method in
            counts[method.name]! == 1 ? method.name : method.name + method.parameters.map { Self.capitalized($0.label == "_" ? $0.name : $0.label) }.joined()
        }
        var labelCounts: [String: Int] = [:]
        for name in withLabels { labelCounts[name, default: 0] += 1 }
        for (index, method) in methods.enumerated() where labelCounts[withLabels[index]]! > 1 {
            withLabels[index] += method.parameters.map { Self.capitalized(Self.identifier(from: $0.type)) }.joined()
                + (method.returnType.map { "Returning" + Self.capitalized(Self.identifier(from: $0)) } ?? "")
        }
        names = withLabels
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func identifier(from type: String) -> String {
        String(type.filter { $0.isLetter || $0.isNumber })
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
