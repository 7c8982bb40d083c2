extension MockRenderer {
    /// The mock of a `Sendable` protocol: a `final` class whose every piece of state (call
    /// counts, handlers, argument history, property values) sits in its own `Mutex`, with
    /// `@Sendable` handlers, so it is Sendable for real and compiles without warnings in Swift 6.
    func renderSendable(_ mock: ResolvedMock) -> String {
        let allMembers = mock.members
        let access = mock.access
        var out = openDeclaration(of: mock, as: "final class", inheriting: "\(mock.conformance), @unchecked Sendable")
        let properties = allMembers.compactMap {
            if case .property(let property) = $0, !property.isStatic { property } else { nil }
        }
        let methods = allMembers.compactMap {
            if case .method(let method) = $0, !method.isStatic { method } else { nil }
        }
        out.line("    \(access)init() { }")
        for property in properties {
            out.line("")
            renderLockedProperty(property, access: access, into: &out)
        }
        let names = MemberNames(members: allMembers)
        for method in methods {
            out.line("")
            renderMethod(
                method, name: names.name(of: .method(method)), access: access, history: mock.model.annotation.history,
                storage: .locked, into: &out)
        }
        for case .subscriptRequirement(let requirement) in allMembers where !requirement.isStatic {
            out.line("")
            renderSubscript(
                requirement, name: names.name(of: .subscriptRequirement(requirement)), access: access, storage: .locked,
                into: &out)
        }
        out += "}"
        return out
    }

    private func renderLockedProperty(_ property: MockProperty, access: String, into out: inout String) {
        let value = defaultValue(for: property.type)
        let storedType = value == nil ? Self.optional(property.type, mark: "?") : property.type
        lockedVariable(
            "\(property.name)Storage", type: storedType, initial: value ?? "nil", access: "private ", settable: true,
            into: &out)
        if property.isSettable {
            lockedVariable(
                "\(property.name)SetCallCount", type: "Int", initial: "0", access: access,
                settable: options.allowSetCallCount, into: &out)
        }
        let read =
            value == nil
            ? "guard let value = \(property.name)Storage else { fatalError(\"\(property.name) was read before it was set\") }; return value"
            : "return \(property.name)Storage"
        out.line("    \(access)var \(property.name): \(property.type) {")
        out.line("        get { \(read) }")
        if property.isSettable {
            out.line(
                "        set { \(property.name)Storage = newValue; _\(property.name)SetCallCount.withLock { $0 += 1 } }"
            )
        } else {
            out.line("        set { \(property.name)Storage = newValue }")
        }
        out.line("    }")
    }
}
