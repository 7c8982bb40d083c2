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
        let names = UniqueNames(methods: methods)
        for (index, method) in methods.enumerated() {
            out.line("")
            renderLockedMethod(method, name: names.names[index], access: access, history: proto.annotation.history, into: &out)
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
        let shape = MethodShape(method)
        let recordsHistory = (options.enableArgsHistory || history.contains(method.name)) && !method.parameters.isEmpty
        lockedVariable("\(name)CallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
        if recordsHistory {
            lockedVariable("\(name)ArgValues", type: "[\(shape.historyElement)]", initial: "[]", access: access, settable: false, into: &out)
        }
        lockedVariable("\(name)Handler", type: shape.handlerType(sendable: true) + "?", initial: "nil", access: access, settable: true, into: &out)
        out.line(shape.declaration(access: access, staticKeyword: ""))
        out.line("        _\(name)CallCount.withLock { $0 += 1 }")
        if recordsHistory { out.line("        _\(name)ArgValues.withLock { $0.append(\(shape.historyValues)) }") }
        handlerCall(shape, name: name, into: &out)
        out.line("    }")
    }
}
