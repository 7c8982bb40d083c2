import Foundation
import SwiftSyntax

/// What `ribs attach CHILD --to PARENT` changes, decided before anything is written: every step
/// the seed article does by hand to wire Login to CreateAccount, as edits of the parent's files
/// and one new file.
///
/// - The child's builder is injected into the parent's router and built in the parent's builder.
/// - `routeTo<Child>()` and `detach<Child>()` go into the parent's routing protocol and router,
///   with the article's guard against building twice.
/// - The parent's interactable conforms to the child's listener; its interactor gets a stub for
///   each of the listener's methods.
/// - A component extension gives the child its dependency (`<Parent>Component+<Child>.swift`).
/// - For a child with a view, the parent's view controllable gets `present` and `dismiss`, and
///   the classes that adopt it get stubs.
///
/// The user's text is kept as written except where lines are inserted (and an `override` that
/// no longer overrides is dropped). A parent that does not have the expected shape stops the
/// plan with the file, the line and what was expected.
package struct AttachPlan {
    /// The files to write: edited ones and the new component extension.
    package let changes: [FileSetWriter.Change]
    /// What the user should do next.
    package let notes: [ScaffoldMessage]

    /// The plan for attaching `child` to `parent`; with `actionable`, the parent's
    /// `routeTo<Child>()` returns the child's actionable item (see `ParentWiring+Actionable`).
    package init(child: RIBName, parent: RIBName, layout: PackageLayout, actionable: Bool = false)
        throws(ScaffoldError)
    {
        guard child != parent else {
            throw ScaffoldError("\(child) cannot be attached to itself: name another parent.")
        }
        var sources = ModuleSources(layout: layout)
        for name in [child, parent] {
            if let style = Self.otherStyle(of: name, in: sources.index) {
                let childIsClassic = Self.otherStyle(of: child, in: sources.index) == nil
                let parentIsClassic = Self.otherStyle(of: parent, in: sources.index) == nil
                let howTo =
                    if name == child && parentIsClassic {
                        "in \(parent)'s router, keep \(child)Builder(dependency: …).build() while it is attached, subscribe to its outputs, then attachChild(built.node); detachChild(built.node) and drop it to detach (Choosing a style: A stream-style RIB under a classic parent)"
                    } else if name == parent && childIsClassic {
                        "in \(parent)'s router, node.attachChild(\(child)Builder(dependency: …).build(withListener: …)) and node.detachChild(that router) to detach (Choosing a style: Mixing them)"
                    } else {
                        style.howTo
                    }
                throw ScaffoldError(
                    "\(layout.relative(style.declaration.file)):\(style.declaration.line): \(name) is \(style.name); ribs attach wires classic RIBs. Attach it in code: \(howTo)."
                )
            }
        }
        let childShape = try ChildShape(child, in: &sources)
        var wiring = ParentWiring(
            parent: parent, child: child, childShape: childShape, layout: layout,
            generatedDependencies: layout.generatesDependencies, actionable: actionable)
        try wiring.plan(in: &sources)
        var changes = sources.changes + [wiring.componentExtension].compactMap { $0 } + wiring.newFiles
        var notes = wiring.notes
        // The parent's router tests route to the child and detach it.
        let routerTests = layout.tests + "/\(parent)/\(parent)RouterTests.swift"
        if let text = try? String(contentsOfFile: routerTests, encoding: .utf8) {
            let test = ParentRouterTest(
                parent: parent, child: child, routeArguments: Self.testArguments(childShape.extraParameters),
                actionable: actionable)
            let (updated, missing) = test.adding(to: text)
            if let updated {
                changes.append(FileSetWriter.Change(path: routerTests, contents: updated))
            } else if let missing {
                notes.append(
                    "\(layout.relative(routerTests)) gets no test of \(child): \(missing); add one there that routes to \(child) and detaches it."
                )
            }
        }
        self.changes = changes
        self.notes = notes
    }

    /// The arguments a test passes to `routeTo<Child>(…)`: a value for each build parameter
    /// (`rideID: "rideID"`); `nil` when a type has none a test can write.
    static func testArguments(_ parameters: [FunctionParameterSyntax]) -> String? {
        var arguments: [String] = []
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            guard let value = BuilderParameter(name: name, type: type).testValue(mockable: []) else { return nil }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        return arguments.joined(separator: ", ")
    }
}

extension AttachPlan {
    /// Whether `name` is a stream-style RIB or an RVB module, which a parent attaches in code.
    static func otherStyle(of name: RIBName, in index: DeclarationIndex) -> (
        name: String, howTo: String, declaration: DeclarationIndex.Declaration
    )? {
        if let outputs = index.first(named: "\(name)Outputs"), index.first(named: "\(name)Buildable") == nil {
            return (
                "a stream-style RIB",
                "node.attach(\(name)Builder(dependency: …).build(), as: .push) { outputs, attachment in … }", outputs
            )
        }
        if let contract = index.first(named: "\(name)Controllable"), contract.kind == "protocol" {
            return ("an RVB module", "node.attach(module: builder.build(with: parameter), as: .push)", contract)
        }
        return nil
    }
}

/// What the parent needs to know of the child: how it is built, whether it has a view, what
/// its listener asks, and what its dependency needs.
struct ChildShape {
    /// The build function's parameters after the listener, as declared (`player1Name: String`).
    var extraParameters: [FunctionParameterSyntax]
    /// Whether the child's routing is `ViewableRouting`: it has a view the parent shows.
    var ownsView: Bool
    /// The listener's methods, which the parent's interactor implements.
    var listenerMethods: [FunctionDeclSyntax]
    /// The dependency's properties, `(name, type)`, apart from the view of a viewless child.
    var dependencyProperties: [(name: String, type: String)]

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
