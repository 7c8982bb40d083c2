import Foundation
import RIBsSource
import SwiftSyntax

/// The edits of the parent's files that attach a child, one step of the seed article a method.
struct ParentWiring {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let layout: PackageLayout
    /// Whether `ribs deps` gives the child its dependency (RIBsDepsPlugin): then no component
    /// extension is written, only what no ancestor can give, the parent's view for a viewless child.
    let generatedDependencies: Bool
    /// With `--actionable`, `routeTo<Child>()` returns the child's actionable item.
    let actionable: Bool
    /// Whether the person may close the child's view (`ribs attach --closable`): then its parent
    /// detaches it (`attachChild(_:onUserClose:)`).
    let closable: Bool
    /// `<Parent>Component+<Child>.swift`, once planned, and the child's actionable item's file.
    var componentExtension: FileSetWriter.Change?
    var newFiles: [FileSetWriter.Change] = []
    var notes: [ScaffoldMessage] = []

    /// Whether the parent's router is a `ViewableRouter` or `LaunchRouter` (it owns a view).
    var parentOwnsView = true

    var p: String { parent.value }
    var c: String { child.value }
    var childProperty: String { child.lowerCamel }
    var builderProperty: String { "\(child.lowerCamel)Builder" }
    var parentView: String { "\(parent.lowerCamel)ViewController" }

    init(
        parent: RIBName, child: RIBName, childShape: ChildShape, layout: PackageLayout, generatedDependencies: Bool,
        actionable: Bool = false, closable: Bool = true
    ) {
        self.parent = parent
        self.child = child
        self.childShape = childShape
        self.layout = layout
        self.generatedDependencies = generatedDependencies
        self.actionable = actionable
        self.closable = closable
    }

    mutating func plan(in sources: inout ModuleSources) throws(ScaffoldError) {
        if actionable { try makeChildActionable(in: &sources) }
        try wireRouter(in: &sources)
        try wireInteractor(in: &sources)
        try wireBuilder(in: &sources)
        if childShape.style != .classic {
            // A stream-style or RVB child's struct is made here, of the component's values: with
            // `ribs deps`, the component forwards what it lacks (the struct is a node of its
            // graph); else an extension of the component gives it.
            if !generatedDependencies { try planComponentExtension(in: &sources) }
        } else if generatedDependencies {
            if !childShape.ownsView { try giveChildTheParentsView(in: &sources) }
        } else {
            try planComponentExtension(in: &sources)
        }
        if childShape.ownsView { try addPresentationStubs(in: &sources) }
    }

    // MARK: - Router

    mutating func wireRouter(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (router, routerPath) = try sources.declaration(
            "\(p)Router", as: ClassDeclSyntax.self, expected: "final class \(p)Router: ViewableRouter<…>, \(p)Routing")
        let superclass = router.inheritanceClause?.inheritedTypes.first.map { $0.type.plainName } ?? ""
        guard ["ViewableRouter", "LaunchRouter", "Router"].contains(superclass) else {
            throw ScaffoldError(
                "\(sources.place(of: router, in: routerPath)): \(p)Router's superclass is \(superclass.isEmpty ? "missing" : superclass); expected ViewableRouter, LaunchRouter or Router."
            )
        }
        parentOwnsView = superclass != "Router"
        let members = router.memberBlock.members
        if let existing = members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            .first(where: { $0.name.text == "routeTo\(c)" })
        {
            throw ScaffoldError(
                "\(sources.place(of: existing, in: routerPath)): \(p)Router already routes to \(c): nothing was written."
            )
        }
        if childShape.ownsView, !parentOwnsView, !Self.declaresProperty("viewController", in: router.memberBlock) {
            throw ScaffoldError(
                "\(sources.place(of: router, in: routerPath)): expected \(p)Router to keep the view it shows its children in as `viewController`, as ribs new writes a viewless RIB."
            )
        }
        guard
            let initializer = members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first(where: {
                $0.signature.parameterClause.parameters.contains { $0.firstName.text == "interactor" }
            }), let body = initializer.body
        else {
            throw ScaffoldError(
                "\(sources.place(of: router, in: routerPath)): expected \(p)Router to have an initializer init(interactor:…) with a body."
            )
        }
        let (interactable, interactablePath) = try sources.declaration(
            "\(p)Interactable", as: ProtocolDeclSyntax.self, expected: "protocol \(p)Interactable: Interactable")
        let (viewControllable, viewControllablePath) = try sources.declaration(
            "\(p)ViewControllable", as: ProtocolDeclSyntax.self,
            expected: "protocol \(p)ViewControllable: ViewControllable")

        let memberIndent = try Self.indentation(ofMembersOf: router, path: routerPath, in: &sources)
        let statementIndent = try Self.statementIndentation(of: body, path: routerPath, in: &sources)
        let (childName, builderName, childVariable) = (c, builderProperty, childProperty)
        let ownsView = childShape.ownsView
        let isStream = childShape.style != .classic
        let routingMethods = isStream ? streamRouterMethods(indent: memberIndent) : routerMethods(indent: memberIndent)
        let builderType = isStream ? "\(childName)Builder" : "any \(childName)Buildable"
        let childType =
            switch childShape.style {
            case .classic: "(any \(childName)Routing)?"
            case .stream: "(rib: BuiltRIB<\(childName)Outputs>, outputs: [EventSubscription])?"
            case .rvb: "(module: any \(childName)Controllable, outputs: [EventSubscription])?"
            }
        try sources.edit(routerPath) { edits throws(ScaffoldError) in
            Self.injectBuilder(
                (builderName, builderType), child: (childVariable, childType), into: router, initializer: initializer,
                body: body, indents: (memberIndent, statementIndent), edits: &edits)
            // With a new parameter the initializer no longer overrides the superclass's.
            if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                edits.remove(override.name)
            }
            edits.appendMembers(routingMethods, to: router.memberBlock)
        }
        if ownsView, !parentOwnsView { try dismissInCleanup(router: router, path: routerPath, in: &sources) }
        if isStream {
            try hearOutputs(in: interactable, path: interactablePath, sources: &sources)
        } else {
            try sources.edit(interactablePath) { edits throws(ScaffoldError) in
                if !Self.inherits("\(childName)Listener", interactable.inheritanceClause) {
                    edits.addInherited(
                        "\(childName)Listener", clause: interactable.inheritanceClause, after: interactable.name)
                }
            }
        }
        let viewIndent = try Self.indentation(ofMembersOf: viewControllable, path: viewControllablePath, in: &sources)
        try sources.edit(viewControllablePath) { edits throws(ScaffoldError) in
            if ownsView {
                var lines: [String] = []
                if !Self.declaresFunction("present", in: viewControllable.memberBlock) {
                    lines.append("\(viewIndent)func present(_ viewController: any ViewControllable)")
                }
                if !Self.declaresFunction("dismiss", in: viewControllable.memberBlock) {
                    lines.append("\(viewIndent)func dismiss(_ viewController: any ViewControllable)")
                }
                if !lines.isEmpty { edits.appendMembers(lines, to: viewControllable.memberBlock) }
            } else if !Self.inherits("\(childName)ViewControllable", viewControllable.inheritanceClause) {
                // The parent's view is the view the viewless child shows its children in.
                edits.addInherited(
                    "\(childName)ViewControllable", clause: viewControllable.inheritanceClause,
                    after: viewControllable.name)
            }
        }
    }

    /// `routeTo<Child>()` and `detach<Child>()`, as the seed article writes them; with
    /// `--actionable`, `routeTo<Child>()` returns the child's actionable item. A child built with
    /// parameters replaces the one shown; one without is attached once. A child with a view is
    /// attached with `detach<Child>()` for when the person closes its view; `detach<Child>()`
    /// clears the field and detaches before it dismisses the view, so a dismissal UIKit reports
    /// at once finds the child detached.
    func routerMethods(indent: String) -> [String] {
        let i = indent
        let j = indent + "    "
        let arguments = ["withListener: interactor"] + childShape.extraParameters.map(Self.argument)
        var route =
            actionable
            ? ["\(i)@discardableResult", "\(i)func routeTo\(c)(\(parameterList)) -> any \(c)ActionableItem {"]
            : ["\(i)func routeTo\(c)(\(parameterList)) {"]
        if !childShape.extraParameters.isEmpty {
            // Built with other values, the child replaces the one shown.
            route.append("\(j)detach\(c)()")
        } else if actionable {
            route.append("\(j)if let \(childProperty) { return \(childProperty).actionableItem }")
        } else {
            route.append("\(j)guard \(childProperty) == nil else { return }")
        }
        route += [
            "\(j)let \(childProperty) = \(builderProperty).build(\(arguments.joined(separator: ", ")))",
            "\(j)self.\(childProperty) = \(childProperty)",
        ]
        var detach = [
            "",
            "\(i)func detach\(c)() {",
            "\(j)guard let \(childProperty) else { return }",
            "\(j)self.\(childProperty) = nil",
            "\(j)detachChild(\(childProperty))",
        ]
        if childShape.ownsView {
            route += closing("attachChild", childProperty, indent: j)
            route.append("\(j)viewController.present(\(childProperty).viewControllable)")
            detach.append("\(j)viewController.dismiss(\(childProperty).viewControllable)")
        } else {
            route.append("\(j)attachChild(\(childProperty))")
        }
        if actionable { route.append("\(j)return \(childProperty).actionableItem") }
        route.append("\(i)}")
        detach.append("\(i)}")
        return route + detach
    }

    /// A viewless parent shows a child's view in its own parent's: `cleanupViews()` takes it out
    /// as the parent resigns.
    mutating func dismissInCleanup(router: ClassDeclSyntax, path: String, in sources: inout ModuleSources)
        throws(ScaffoldError)
    {
        guard
            let cleanup = router.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "cleanupViews" }), let body = cleanup.body
        else {
            notes.append(
                "\(sources.place(of: router, in: path)): \(p)Router has no cleanupViews(): dismiss \(c)'s view there when \(p) resigns, as \(c) shows it in \(p)'s parent's view."
            )
            return
        }
        let indent = try Self.statementIndentation(of: body, path: path, in: &sources)
        let variable = childProperty
        let (binding, view) =
            switch childShape.style {
            case .classic: (variable, "\(variable).viewControllable")
            case .stream: ("view = \(variable)?.rib.view", "view")
            case .rvb: ("view = \(variable)?.module", "view")
            }
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendStatements(
                [
                    "\(indent)if let \(binding) {",
                    "\(indent)    viewController.dismiss(\(view))",
                    "\(indent)}",
                ], to: body)
        }
    }

    var parameterList: String {
        childShape.extraParameters.map(Self.parameterText).joined(separator: ", ")
    }

    /// A parameter as declared, without the comma that followed it.
    static func parameterText(_ parameter: FunctionParameterSyntax) -> String {
        var text = parameter.with(\.trailingComma, nil).trimmedText
        if text.hasSuffix(",") { text.removeLast() }
        return text
    }

    static func argument(_ parameter: FunctionParameterSyntax) -> String {
        let label = parameter.firstName.text
        let name = parameter.secondName?.text ?? label
        return label == "_" ? name : "\(label): \(name)"
    }
}
