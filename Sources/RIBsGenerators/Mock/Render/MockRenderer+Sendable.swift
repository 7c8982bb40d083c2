extension MockRenderer {
    /// The mock of a `Sendable` protocol: a `final` class whose every piece of state (call
    /// counts, handlers, argument history, property values) sits in its own `Mutex`, with
    /// `@Sendable` handlers, so it is Sendable for real and compiles without warnings in Swift 6.
    func renderSendable(_ mock: ResolvedMock) -> String {
        let proto = mock.model
        let allMembers = mock.members
        let access = mock.access
        let mockName = mock.name
        let conformance = mock.conformance
        var out = ""
        out.reserveCapacity(1024 + allMembers.count * 480)
        for attribute in proto.attributes { out.line(attribute) }
        out.line("\(access)final class \(mockName): \(conformance), @unchecked Sendable {")
        let properties = allMembers.compactMap { if case .property(let property) = $0, !property.isStatic { property } else { nil } }
        let methods = allMembers.compactMap { if case .method(let method) = $0, !method.isStatic { method } else { nil } }
        out.line("    \(access)init() { }")
        for property in properties {
            out.line("")
            renderLockedProperty(property, access: access, into: &out)
        }
        let names = MemberNames(members: allMembers)
        for method in methods {
            out.line("")
            renderLockedMethod(method, name: names.name(of: .method(method)), access: access, history: proto.annotation.history, into: &out)
        }
        for case .subscriptRequirement(let requirement) in allMembers where !requirement.isStatic {
            out.line("")
            renderLockedSubscript(requirement, name: names.name(of: .subscriptRequirement(requirement)), access: access, into: &out)
        }
        out += "}"
        return out
    }

    /// A value behind a mutex, exposed as a property (`private` when `access` is).
    private func lockedVariable(_ name: String, type: String, initial: String, access: String, settable: Bool, into out: inout String) {
        out.line("    private let _\(name) = Mutex<\(type)>(\(initial))")
        if settable {
            out.line("    \(access)var \(name): \(type) {")
            out.line("        get { _\(name).withLock { $0 } }")
            out.line("        set { _\(name).withLock { $0 = newValue } }")
            out.line("    }")
        } else {
            out.line("    \(access)var \(name): \(type) { _\(name).withLock { $0 } }")
        }
    }

    private func renderLockedProperty(_ property: MockProperty, access: String, into out: inout String) {
        let value = defaultValue(for: property.type)
        let storedType = value == nil ? Self.optional(property.type, mark: "?") : property.type
        lockedVariable("\(property.name)Storage", type: storedType, initial: value ?? "nil", access: "private ", settable: true, into: &out)
        if property.isSettable {
            lockedVariable("\(property.name)SetCallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
        }
        let read = value == nil
            ? "guard let value = \(property.name)Storage else { fatalError(\"\(property.name) was read before it was set\") }; return value"
            : "return \(property.name)Storage"
        out.line("    \(access)var \(property.name): \(property.type) {")
        out.line("        get { \(read) }")
        if property.isSettable {
            out.line("        set { \(property.name)Storage = newValue; _\(property.name)SetCallCount.withLock { $0 += 1 } }")
        } else {
            out.line("        set { \(property.name)Storage = newValue }")
        }
        out.line("    }")
    }

    private func renderLockedMethod(_ method: MockMethod, name: String, access: String, history: Set<String>, into out: inout String) {
        let shape = MethodShape(method, mockName: mockName)
        let recordsHistory = recordsHistory(shape, annotated: history)
        lockedVariable("\(name)CallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
        if recordsHistory {
            lockedVariable("\(name)ArgValues", type: "[\(shape.historyElement)]", initial: "[]", access: access, settable: false, into: &out)
        }
        lockedVariable("\(name)Handler", type: shape.handlerType(sendable: true) + "?", initial: "nil", access: access, settable: true, into: &out)
        out.line(shape.declaration(access: access, modifiers: ""))
        out.line("        _\(name)CallCount.withLock { $0 += 1 }")
        if recordsHistory { out.line("        _\(name)ArgValues.withLock { $0.append(\(shape.historyValues)) }") }
        handlerCall(shape, name: name, into: &out)
        out.line("    }")
    }

    /// A subscript whose counts and handlers sit behind mutexes.
    private func renderLockedSubscript(_ requirement: MockSubscript, name: String, access: String, into out: inout String) {
        let generics = Set(Self.genericNames(requirement.genericParameters))
        let types = requirement.parameters.map { HandlerTypes.parameter(MethodShape.handlerParameterType($0.type), generics: generics).type }
        let erasedReturn = HandlerTypes.erase(requirement.returnType, generics: generics)
        let arguments = requirement.parameters.map { Self.escaped($0.name) }.joined(separator: ", ")
        lockedVariable("\(name)CallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
        lockedVariable("\(name)Handler", type: "(@Sendable (\(types.joined(separator: ", "))) -> (\(erasedReturn)))?", initial: "nil", access: access, settable: true, into: &out)
        if requirement.isSettable {
            lockedVariable("\(name)SetCallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
            lockedVariable("\(name)SetHandler", type: "(@Sendable (\((types + [erasedReturn]).joined(separator: ", "))) -> ())?", initial: "nil", access: access, settable: true, into: &out)
        }
        let signature = requirement.parameters.map { $0.label == "_" ? "_ \($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)" }.joined(separator: ", ")
        let whereClause = requirement.whereClause.map { " \($0)" } ?? ""
        out.line("    \(access)subscript\(requirement.genericParameters ?? "")(\(signature)) -> \(requirement.returnType)\(whereClause) {")
        out.line("        get {")
        out.line("            _\(name)CallCount.withLock { $0 += 1 }")
        out.line("            if let \(name)Handler = \(name)Handler {")
        out.line("                return \(name)Handler(\(arguments))\(erasedReturn == requirement.returnType ? "" : " as! \(requirement.returnType)")")
        out.line("            }")
        if let value = defaultValue(for: requirement.returnType) {
            out.line("            return \(value)")
        } else {
            out.line("            fatalError(\"\(name)Handler returns can't have a default value thus its handler must be set\")")
        }
        out.line("        }")
        if requirement.isSettable {
            out.line("        set {")
            out.line("            _\(name)SetCallCount.withLock { $0 += 1 }")
            out.line("            \(name)SetHandler?(\(arguments.isEmpty ? "" : arguments + ", ")newValue)")
            out.line("        }")
        }
        out.line("    }")
    }
}
