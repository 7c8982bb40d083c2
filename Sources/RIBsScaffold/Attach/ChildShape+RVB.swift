import Foundation
import RIBsSource
import SwiftSyntax

extension ChildShape {
    /// An RVB module (`ribs new --style rvb`): built by the class `<Child>Builder` from a
    /// `<Child>Dependency` struct, each build taking a `<Child>Parameter` and returning the
    /// module's contract, `any <Child>Controllable`, whose `Events` its parent follows. The
    /// contract is the module's view when it refines `ViewControllable` (as `ribs new` writes it).
    init(rvb child: RIBName, in sources: inout ModuleSources) throws(ScaffoldError) {
        let c = child.value
        let (builder, builderPath) = try sources.declaration(
            "\(c)Builder", as: ClassDeclSyntax.self,
            expected:
                "final class \(c)Builder: Builder<\(c)Dependency> { func build(with: \(c)Parameter) -> any \(c)Controllable }"
        )
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" })
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: builderPath)): \(c)Builder declares no build function; expected build(with: \(c)Parameter) -> any \(c)Controllable."
            )
        }
        let returned = build.signature.returnClause?.type.trimmedText ?? ""
        let parameters = Array(build.signature.parameterClause.parameters)
        guard ["any \(c)Controllable", "\(c)Controllable"].contains(returned), parameters.count == 1,
            parameters[0].firstName.text == "with", parameters[0].type.trimmedText == "\(c)Parameter"
        else {
            throw ScaffoldError(
                "\(sources.place(of: build, in: builderPath)): \(c)Builder.build is \(build.name.text)\(build.signature.trimmedText); expected build(with parameter: \(c)Parameter) -> any \(c)Controllable, as ribs new --style rvb writes it."
            )
        }
        style = .rvb
        let (parameter, _) = try sources.declaration(
            "\(c)Parameter", as: StructDeclSyntax.self, expected: "struct \(c)Parameter: Parameter")
        extraParameters = Self.parameters(Self.memberwiseProperties(of: parameter.memberBlock))
        let (dependency, _) = try sources.declaration(
            "\(c)Dependency", as: StructDeclSyntax.self, expected: "struct \(c)Dependency: Dependency")
        dependencyProperties = Self.memberwiseProperties(of: dependency.memberBlock)
        listenerMethods = []
        let (contract, _) = try sources.declaration(
            "\(c)Controllable", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Controllable: Controllable")
        ownsView = Self.refinesAView("\(c)Controllable", in: sources.index)
        var streams: [StreamOutput] = []
        for member in contract.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedText, type.hasPrefix("Events<"), type.hasSuffix(">")
                else { continue }
                let element = String(type.dropFirst("Events<".count).dropLast())
                streams.append(StreamOutput(name: name, element: ["Void", "()"].contains(element) ? nil : element))
            }
        }
        streamOutputs = streams
    }

    /// Function parameters for each `(name, type)`: what a route passes on to a struct's
    /// memberwise initializer.
    static func parameters(_ fields: [(name: String, type: String)]) -> [FunctionParameterSyntax] {
        fields.map { field in
            // The type is one token of its written text: only printed, never read as a type.
            FunctionParameterSyntax(
                firstName: .identifier(field.name), colon: .colonToken(trailingTrivia: .space),
                type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(field.type))))
        }
    }

    /// Whether the protocol `name` refines a view protocol (`ViewControllable`, RIBsTerminal's
    /// `TerminalView`), directly or through protocols of the module.
    static func refinesAView(_ name: String, in index: DeclarationIndex) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if ["ViewControllable", "TerminalView"].contains(next) { return true }
            if let declaration = index.first(named: next), declaration.kind == "protocol" {
                pending += declaration.inherited
            }
        }
        return false
    }
}
