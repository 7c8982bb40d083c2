import Foundation
import RIBsSource
import SwiftSyntax

/// What the parent needs to know of the child: how it is built, whether it has a view, what
/// it tells its parent (a classic child's listener, a stream-style child's outputs), and what
/// its dependency needs.
struct ChildShape {
    /// How a RIB is written: which of the three designs.
    enum Style: Equatable {
        /// Uber's: a builder protocol, a listener, a dependency protocol met by a component.
        case classic
        /// SwiftUI-RIB's on this runtime (`ribs new --style stream`): a builder struct returning
        /// a `BuiltRIB`, a dependency struct, outputs as streams.
        case stream
        /// An RVB module (`ribs new --style rvb`): a builder of a dependency struct and a
        /// parameter returning the module's contract, which is its view and keeps its node.
        case rvb
    }

    /// Which design the child is written in.
    var style: Style = .classic
    /// The build function's parameters after the listener, as declared (`player1Name: String`).
    var extraParameters: [FunctionParameterSyntax]
    /// Whether the child's routing is `ViewableRouting`: it has a view the parent shows.
    var ownsView: Bool
    /// The listener's methods, which the parent's interactor implements.
    var listenerMethods: [FunctionDeclSyntax]
    /// The dependency's properties, `(name, type)`, apart from the view of a viewless child.
    var dependencyProperties: [(name: String, type: String)]
    /// A stream-style child's outputs, or the `Events` of an RVB module's contract, which the
    /// parent follows; `nil` for a classic child, which tells its parent through its listener.
    var streamOutputs: [StreamOutput]?

    init(_ child: RIBName, in sources: inout ModuleSources) throws(ScaffoldError) {
        let c = child.value
        let (buildable, buildablePath) = try sources.declaration(
            "\(c)Buildable", as: ProtocolDeclSyntax.self,
            expected: "protocol \(c)Buildable { func build(withListener:) -> any \(c)Routing }")
        guard
            let build = buildable.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" })
        else {
            throw ScaffoldError(
                "\(sources.place(of: buildable, in: buildablePath)): \(c)Buildable declares no build function; expected build(withListener:)."
            )
        }
        let parameters = Array(build.signature.parameterClause.parameters)
        guard let first = parameters.first, first.firstName.text == "withListener" else {
            let launch = build.signature.returnClause?.type.trimmedText.contains("LaunchRouting") == true
            throw ScaffoldError(
                launch
                    ? "\(sources.place(of: build, in: buildablePath)): \(c) is a launch RIB (build() -> LaunchRouting): it is the root of a tree, not a child."
                    : "\(sources.place(of: build, in: buildablePath)): expected \(c)Buildable.build(withListener:…), whose first parameter is the listener."
            )
        }
        extraParameters = Array(parameters.dropFirst())
        let (routing, _) = try sources.declaration(
            "\(c)Routing", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Routing: ViewableRouting (or Routing)")
        let inherited = routing.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        ownsView = inherited.contains { $0.hasSuffix("ViewableRouting") }
        let (listener, listenerPath) = try sources.declaration(
            "\(c)Listener", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Listener: AnyObject")
        var methods: [FunctionDeclSyntax] = []
        for member in listener.memberBlock.members {
            if let method = member.decl.as(FunctionDeclSyntax.self) {
                methods.append(method)
            } else {
                throw ScaffoldError(
                    "\(sources.place(of: member, in: listenerPath)): \(c)Listener declares something other than a method; ribs attach writes stubs for methods only. Make it a method, or attach by hand."
                )
            }
        }
        listenerMethods = methods
        let (dependency, _) = try sources.declaration(
            "\(c)Dependency", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Dependency: Dependency")
        let viewProperty = "\(child.lowerCamel)ViewController"
        dependencyProperties = dependency.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> (name: String, type: String)? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        name != viewProperty, let type = binding.typeAnnotation?.type.trimmedText
                    else { return nil }
                    return (name, type)
                }
            }
    }
}
