extension MockRenderer {
    /// The mock of a `Sendable` protocol: a `final` class whose every piece of state (call
    /// counts, handlers, argument history, property values) sits in its own `Mutex`, with
    /// `@Sendable` handlers, so it is Sendable for real and compiles without warnings in Swift 6.
    func renderSendable(_ proto: MockableProtocol, allMembers: [MockMember]) -> String {
        let access = proto.accessLevel.isEmpty ? "" : proto.accessLevel + " "
        let mockName = proto.annotation.mockName ?? "\(proto.name)Mock"
        let conformance = proto.annotation.moduleName.map { "\($0).\(proto.name)" } ?? proto.name
        var lines = proto.attributes
        lines.append("\(access)final class \(mockName): \(conformance), @unchecked Sendable {")
        let properties = allMembers.compactMap { if case .property(let property) = $0, !property.isStatic { property } else { nil } }
        let methods = allMembers.compactMap { if case .method(let method) = $0, !method.isStatic { method } else { nil } }
        lines.append("    \(access)init() { }")
        for property in properties { lines += [""] + renderLockedProperty(property, access: access) }
        let names = UniqueNames(methods: methods)
        for (index, method) in methods.enumerated() {
            lines += [""] + renderLockedMethod(method, name: names.names[index], access: access, history: proto.annotation.history)
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A value behind a mutex, exposed as a property.
    private func lockedVariable(_ name: String, type: String, initial: String, access: String, settable: Bool) -> [String] {
        var lines = ["    private let _\(name) = Mutex<\(type)>(\(initial))"]
        if settable {
            lines.append("    \(access)var \(name): \(type) {")
            lines.append("        get { _\(name).withLock { $0 } }")
            lines.append("        set { _\(name).withLock { $0 = newValue } }")
            lines.append("    }")
        } else {
            lines.append("    \(access)var \(name): \(type) { _\(name).withLock { $0 } }")
        }
        return lines
    }

    private func renderLockedProperty(_ property: MockProperty, access: String) -> [String] {
        let value = defaults.value(for: property.type)
        let storedType = value == nil ? "\(property.type)?" : property.type
        var lines = lockedVariable("\(property.name)Storage", type: storedType, initial: value ?? "nil", access: "", settable: true)
            .map { $0.replacingFirst("    var ", with: "    private var ") }
        if property.isSettable {
            lines += lockedVariable("\(property.name)SetCallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount)
        }
        let read = value == nil
            ? "guard let value = \(property.name)Storage else { fatalError(\"\(property.name) was read before it was set\") }; return value"
            : "return \(property.name)Storage"
        lines.append("    \(access)var \(property.name): \(property.type) {")
        lines.append("        get { \(read) }")
        if property.isSettable {
            lines.append("        set { \(property.name)Storage = newValue; _\(property.name)SetCallCount.withLock { $0 += 1 } }")
        } else {
            lines.append("        set { \(property.name)Storage = newValue }")
        }
        lines.append("    }")
        return lines
    }

    private func renderLockedMethod(_ method: MockMethod, name: String, access: String, history: Set<String>) -> [String] {
        let shape = MethodShape(method)
        let recordsHistory = (options.enableArgsHistory || history.contains(method.name)) && !method.parameters.isEmpty
        var lines = lockedVariable("\(name)CallCount", type: "Int", initial: "0", access: access, settable: options.allowSetCallCount)
        if recordsHistory {
            lines += lockedVariable("\(name)ArgValues", type: "[\(shape.historyElement)]", initial: "[]", access: access, settable: false)
        }
        lines += lockedVariable("\(name)Handler", type: shape.handlerType(sendable: true) + "?", initial: "nil", access: access, settable: true)
        lines.append(shape.declaration(access: access, staticKeyword: ""))
        lines.append("        _\(name)CallCount.withLock { $0 += 1 }")
        if recordsHistory { lines.append("        _\(name)ArgValues.withLock { $0.append(\(shape.historyValues)) }") }
        lines += handlerCall(shape, name: name)
        lines.append("    }")
        return lines
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let end = endOfFirstOccurrence(of: target) else { return self }
        let start = index(end, offsetBy: -target.count)
        return self[..<start] + replacement + self[end...]
    }
}
