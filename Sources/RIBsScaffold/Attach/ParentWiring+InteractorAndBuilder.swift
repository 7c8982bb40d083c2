import Foundation
import RIBsSource
import SwiftSyntax

/// Attaching, in the parent's interactor (listener stubs) and builder (the child's builder).
extension ParentWiring {
    // MARK: - Interactor

    mutating func wireInteractor(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (routing, routingPath) = try sources.declaration(
            "\(p)Routing", as: ProtocolDeclSyntax.self, expected: "protocol \(p)Routing: ViewableRouting")
        let (interactor, interactorPath) = try sources.declaration(
            "\(p)Interactor", as: ClassDeclSyntax.self, expected: "final class \(p)Interactor")
        let routingIndent = try Self.indentation(ofMembersOf: routing, path: routingPath, in: &sources)
        let (childName, parameters, actionable) = (c, parameterList, actionable)
        try sources.edit(routingPath) { edits throws(ScaffoldError) in
            edits.appendMembers(
                (actionable
                    ? [
                        "\(routingIndent)@discardableResult",
                        "\(routingIndent)func routeTo\(childName)(\(parameters)) -> any \(childName)ActionableItem",
                    ] : ["\(routingIndent)func routeTo\(childName)(\(parameters))"])
                    + ["\(routingIndent)func detach\(childName)()"],
                to: routing.memberBlock)
        }
        let indent = try Self.indentation(ofMembersOf: interactor, path: interactorPath, in: &sources)
        let implemented = Set(
            interactor.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        var stubs = [
            childShape.style == .classic ? "\(indent)// MARK: - \(c)Listener" : "\(indent)// MARK: - \(c)'s outputs"
        ]
        for method in childShape.listenerMethods where !implemented.contains(method.name.text) {
            stubs += [""] + Self.stub(of: method, indent: indent, child: c, parent: p)
        }
        stubs += outputStubs(indent: indent, implemented: implemented)
        if stubs.count > 1 {
            try sources.edit(interactorPath) { edits throws(ScaffoldError) in
                edits.appendMembers(stubs, to: interactor.memberBlock)
            }
        }
    }

    /// A listener method, implemented with a TODO (and a stop, where it must return a value).
    static func stub(of method: FunctionDeclSyntax, indent: String, child: String, parent: String) -> [String] {
        let generics = method.genericParameterClause?.trimmedText ?? ""
        let whereClause = method.genericWhereClause.map { " " + $0.trimmedText } ?? ""
        let signature = method.signature.trimmedText
        let returnType = method.signature.returnClause?.type.trimmedText
        var lines = [
            "\(indent)func \(method.name.text)\(generics)\(signature)\(whereClause) {",
            "\(indent)    // TODO: \(child) tells \(parent) this: handle it, such as router?.detach\(child)().",
        ]
        if let returnType, returnType != "Void", returnType != "()" {
            lines.append("\(indent)    fatalError(\"\(method.name.text) is not written yet\")")
        }
        lines.append("\(indent)}")
        return lines
    }

    // MARK: - Builder

    mutating func wireBuilder(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (builder, builderPath) = try sources.declaration(
            "\(p)Builder", as: ClassDeclSyntax.self, expected: "final class \(p)Builder: Builder<any \(p)Dependency>")
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: builderPath)): expected \(p)Builder to have build(…).")
        }
        guard let routerCall = Self.call(of: "\(p)Router", in: body) else {
            throw ScaffoldError(
                "\(sources.place(of: build, in: builderPath)): expected \(p)Builder.build to make the router with \(p)Router(…)."
            )
        }
        guard let statement = routerCall.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }) else {
            throw ScaffoldError(
                "\(sources.place(of: routerCall, in: builderPath)): the router is not made in a statement.")
        }
        // A viewless child shows its children in the parent's view: the parent's component
        // gives it, so it keeps the view the builder makes.
        let isStream = childShape.style != .classic
        let componentNeedsView = !isStream && !childShape.ownsView && parentOwnsView
        let componentCall = Self.call(of: "\(p)Component", in: body)
        // A stream-style child that needs nothing of the component does not make one, which
        // would be a local never read.
        let declaresComponent =
            Self.declaresLocal("component", in: body) || (isStream && childShape.dependencyProperties.isEmpty)
        if componentNeedsView, !Self.declaresLocal("viewController", in: body) {
            throw ScaffoldError(
                "\(sources.place(of: build, in: builderPath)): expected \(p)Builder.build to make its view as `let viewController`, which the component keeps for \(c)."
            )
        }
        if componentNeedsView { try giveComponentTheView(in: &sources) }
        let statementIndent = try Self.statementIndentation(of: body, path: builderPath, in: &sources)
        let (parentName, viewName) = (p, parentView)
        let builderArgument =
            isStream ? streamBuilderArgument : "\(builderProperty): \(c)Builder(dependency: component)"
        try sources.edit(builderPath) { edits throws(ScaffoldError) in
            let arguments = routerCall.arguments
            edits.appendListElement(
                builderArgument, after: arguments.last,
                hasTrailingComma: arguments.last?.trailingComma != nil,
                closing: routerCall.rightParen ?? routerCall.lastToken(viewMode: .sourceAccurate)!)
            if !declaresComponent {
                let view = componentNeedsView ? ", \(viewName): viewController" : ""
                edits.insert(
                    "\(statementIndent)let component = \(parentName)Component(dependency: dependency\(view))\n",
                    at: edits.lineStart(of: statement.positionAfterSkippingLeadingTrivia))
            } else if componentNeedsView, let componentCall,
                !componentCall.arguments.contains(where: { $0.label?.text == viewName })
            {
                let arguments = componentCall.arguments
                edits.appendListElement(
                    "\(viewName): viewController", after: arguments.last,
                    hasTrailingComma: arguments.last?.trailingComma != nil,
                    closing: componentCall.rightParen ?? componentCall.lastToken(viewMode: .sourceAccurate)!)
            }
        }
    }

    /// Adds `let <parent>ViewController` and an initializer taking it to the parent's component.
    mutating func giveComponentTheView(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        if Self.declaresProperty(parentView, in: component.memberBlock) { return }
        if let existing = component.memberBlock.members.first(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            throw ScaffoldError(
                "\(sources.place(of: existing, in: componentPath)): \(p)Component has its own initializer; add `let \(parentView): any \(p)ViewControllable` to it (the view \(c) shows its children in), then attach again."
            )
        }
        let i = try Self.indentation(ofMembersOf: component, path: componentPath, in: &sources)
        let (parentName, childName, viewName) = (p, c, parentView)
        try sources.edit(componentPath) { edits throws(ScaffoldError) in
            edits.prependMembers(
                [
                    "\(i)/// \(parentName)'s view, in which viewless children such as \(childName) show their children.",
                    "\(i)let \(viewName): any \(parentName)ViewControllable",
                    "",
                    "\(i)init(dependency: any \(parentName)Dependency, \(viewName): any \(parentName)ViewControllable) {",
                    "\(i)    self.\(viewName) = \(viewName)",
                    "\(i)    super.init(dependency: dependency)",
                    "\(i)}",
                ], to: component.memberBlock)
        }
    }

    /// With `ribs deps`, the parent's component itself provides the view a viewless child shows
    /// its children in (nothing above could).
    mutating func giveChildTheParentsView(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        let property = "\(child.lowerCamel)ViewController"
        if Self.declaresProperty(property, in: component.memberBlock) { return }
        let indent = try Self.indentation(ofMembersOf: component, path: componentPath, in: &sources)
        let source = parentOwnsView ? parentView : "dependency.\(parentView)"
        let (childName, parentName) = (c, p)
        try sources.edit(componentPath) { edits throws(ScaffoldError) in
            edits.appendMembers(
                [
                    "\(indent)/// The view \(childName) shows its children in: \(parentName)'s.",
                    "\(indent)var \(property): any \(childName)ViewControllable {",
                    "\(indent)    \(source)",
                    "\(indent)}",
                ], to: component.memberBlock)
        }
    }
}
