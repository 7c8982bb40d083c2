import Foundation
import RIBsSource
import SwiftSyntax

/// One stream of a stream-style child's outputs (`let finished: Events<Void>`): the parent's
/// router follows it while the child is attached and tells its interactor what came.
struct StreamOutput {
    /// The property of `<Child>Outputs`.
    let name: String
    /// What the stream carries; `nil` for `Void`, whose handler takes nothing.
    let element: String?

    /// The method of the parent's interactable that hears it: `playerFinished()` for Player's
    /// `finished`, `episodesChose(_ value: String)` for Episodes' `chose: Events<String>`.
    func method(child: RIBName) -> String {
        let name = methodName(child: child)
        return element.map { "\(name)(_ value: \($0))" } ?? "\(name)()"
    }
}

extension ChildShape {
    /// A stream-style child (`ribs new --style stream`): built by the struct `<Child>Builder`
    /// from a `<Child>Dependency` struct, returning a `BuiltRIB<<Child>Outputs>`, whose view is
    /// `<Child>View` when it has one.
    init(streamStyle child: RIBName, in sources: inout ModuleSources) throws(ScaffoldError) {
        let c = child.value
        let (builder, builderPath) = try sources.declaration(
            "\(c)Builder", as: StructDeclSyntax.self,
            expected: "struct \(c)Builder { func build(…) -> BuiltRIB<\(c)Outputs> }")
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" })
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: builderPath)): \(c)Builder declares no build function; expected build(…) -> BuiltRIB<\(c)Outputs>."
            )
        }
        let returned = build.signature.returnClause?.type.trimmedText ?? ""
        guard returned == "BuiltRIB<\(c)Outputs>" else {
            throw ScaffoldError(
                "\(sources.place(of: build, in: builderPath)): \(c)Builder.build returns \(returned.isEmpty ? "nothing" : returned); expected BuiltRIB<\(c)Outputs>, as ribs new --style stream writes it."
            )
        }
        style = .stream
        extraParameters = Array(build.signature.parameterClause.parameters)
        ownsView = sources.index.first(named: "\(c)View") != nil
        listenerMethods = []
        let (dependency, _) = try sources.declaration(
            "\(c)Dependency", as: StructDeclSyntax.self, expected: "struct \(c)Dependency")
        dependencyProperties = Self.memberwiseProperties(of: dependency.memberBlock)
        let (outputs, outputsPath) = try sources.declaration(
            "\(c)Outputs", as: StructDeclSyntax.self, expected: "struct \(c)Outputs")
        var streams: [StreamOutput] = []
        for (name, type) in Self.memberwiseProperties(of: outputs.memberBlock) {
            guard type.hasPrefix("Events<"), type.hasSuffix(">") else {
                throw ScaffoldError(
                    "\(sources.place(of: outputs, in: outputsPath)): \(c)Outputs.\(name) is \(type); ribs attach follows outputs of type Events<…>. Make it one (a relay's `.events`), or attach \(c) by hand."
                )
            }
            let element = String(type.dropFirst("Events<".count).dropLast())
            streams.append(StreamOutput(name: name, element: ["Void", "()"].contains(element) ? nil : element))
        }
        streamOutputs = streams
    }

    /// The stored properties a struct's memberwise initializer takes, in order: those without
    /// an initial value or accessors.
    static func memberwiseProperties(of block: MemberBlockSyntax) -> [(name: String, type: String)] {
        block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> (name: String, type: String)? in
                    guard binding.initializer == nil, binding.accessorBlock == nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedText
                    else { return nil }
                    return (name, type)
                }
            }
    }
}
