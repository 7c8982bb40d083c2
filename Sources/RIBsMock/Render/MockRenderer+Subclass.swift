extension MockRenderer {
    /// The mock of an annotated class (`--mock-all`): a subclass whose functions count their
    /// calls and call the handler if one is set, else the class's own implementation; settable
    /// properties count their sets. Initialisers are inherited, so the mock is made as the class
    /// is. Properties without a type annotation are left alone: their type is not known.
    func renderSubclass(_ mock: ResolvedMock) -> String {
        let allMembers = mock.members
        let access = mock.access
        let storage = MockStateStorage.stored(staticKeyword: "", sendableHandlers: false)
        var out = openDeclaration(
            of: mock, as: options.mockFinal ? "final class" : "class", inheriting: mock.conformance)
        var first = true
        for case .property(let property) in allMembers {
            if !first { out.line("") }
            first = false
            declareCount("\(property.name)SetCallCount", isStatic: false, access: access, storage: storage, into: &out)
            out.line(
                "    \(access)override var \(property.name): \(property.type) { didSet { \(property.name)SetCallCount += 1 } }"
            )
        }
        let methods = allMembers.compactMap { if case .method(let method) = $0 { method } else { nil } }
        let names = MemberNames(members: allMembers)
        for method in methods {
            let name = names.name(of: .method(method))
            if !first { out.line("") }
            first = false
            let shape = MethodShape(method, mockName: mock.name)
            let recordsHistory = recordsHistory(shape, annotated: mock.model.annotation.history)
            declareCount("\(name)CallCount", isStatic: false, access: access, storage: storage, into: &out)
            if recordsHistory {
                declareHistory(
                    "\(name)ArgValues", element: shape.historyElement, isStatic: false, access: access,
                    storage: storage, into: &out)
            }
            declareHandler(
                "\(name)Handler", type: shape.handlerType(sendable: false), isStatic: false, access: access,
                storage: storage, into: &out)
            out.line(shape.declaration(access: access, modifiers: "override "))
            out.line("        \(storage.increment("\(name)CallCount"))")
            if recordsHistory { out.line("        \(storage.append(shape.historyValues, to: "\(name)ArgValues"))") }
            out.line("        if let \(name)Handler = \(name)Handler {")
            let cast = shape.returnCast
            if method.returnType == nil {
                out.line("            \(shape.callPrefix)\(name)Handler(\(shape.arguments))")
                out.line("            return")
            } else {
                out.line("            return \(shape.callPrefix)\(name)Handler(\(shape.arguments))\(cast)")
            }
            out.line("        }")
            if method.parameters.contains(where: { $0.type.hasSuffix("...") }) {
                // Swift cannot pass variadic arguments on: the handler is the only implementation.
                out.line(
                    "        fatalError(\"\(name)Handler must be set: \(method.name)'s variadic arguments cannot be passed on to super\")"
                )
            } else {
                let superArguments = method.parameters.map { parameter in
                    let value = (parameter.type.hasPrefix("inout ") ? "&" : "") + Self.escaped(parameter.name)
                    return parameter.label == "_" ? value : "\(parameter.label): \(value)"
                }.joined(separator: ", ")
                out.line(
                    "        \(method.returnType == nil ? "" : "return ")\(shape.callPrefix)super.\(method.name)(\(superArguments))"
                )
            }
            out.line("    }")
        }
        out += "}"
        return out
    }
}
