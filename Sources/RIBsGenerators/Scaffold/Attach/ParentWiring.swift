import Foundation
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
    /// `<Parent>Component+<Child>.swift`, once planned.
    private(set) var componentExtension: FileSetWriter.Change?
    private(set) var notes: [String] = []

    /// Whether the parent's router is a `ViewableRouter` or `LaunchRouter` (it owns a view).
    private var parentOwnsView = true

    private var p: String { parent.value }
    private var c: String { child.value }
    private var childProperty: String { child.lowerCamel }
    private var builderProperty: String { "\(child.lowerCamel)Builder" }
    private var parentView: String { "\(parent.lowerCamel)ViewController" }

    init(parent: RIBName, child: RIBName, childShape: ChildShape, layout: PackageLayout, generatedDependencies: Bool) {
        self.parent = parent
        self.child = child
        self.childShape = childShape
        self.layout = layout
        self.generatedDependencies = generatedDependencies
    }

    mutating func plan(in sources: inout ModuleSources) throws(ScaffoldError) {
        try wireRouter(in: &sources)
        try wireInteractor(in: &sources)
        try wireBuilder(in: &sources)
        if generatedDependencies {
            if !childShape.ownsView { try giveChildTheParentsView(in: &sources) }
        } else {
            try planComponentExtension(in: &sources)
        }
        if childShape.ownsView { try addPresentationStubs(in: &sources) }
    }

    // MARK: - Router

    private mutating func wireRouter(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (router, routerPath) = try sources.declaration(
            "\(p)Router", as: ClassDeclSyntax.self, expected: "final class \(p)Router: ViewableRouter<…>, \(p)Routing")
        let superclass = router.inheritanceClause?.inheritedTypes.first.map { Self.plainName($0.type) } ?? ""
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

        let memberIndent = try indentation(ofMembersOf: router, path: routerPath, in: &sources)
        let statementIndent = try Self.statementIndentation(of: body, path: routerPath, in: &sources)
        let (childName, builderName, childVariable) = (c, builderProperty, childProperty)
        let ownsView = childShape.ownsView
        let routingMethods = routerMethods(indent: memberIndent)
        try sources.edit(routerPath) { edits throws(ScaffoldError) in
            edits.prependMembers(
                [
                    "\(memberIndent)private let \(builderName): any \(childName)Buildable",
                    "\(memberIndent)private var \(childVariable): (any \(childName)Routing)?",
                ], to: router.memberBlock)
            let parameters = initializer.signature.parameterClause.parameters
            edits.appendListElement(
                "\(builderName): any \(childName)Buildable", after: parameters.last,
                hasTrailingComma: parameters.last?.trailingComma != nil,
                closing: initializer.signature.parameterClause.rightParen)
            edits.insert("\n\(statementIndent)self.\(builderName) = \(builderName)", at: body.leftBrace.endPosition)
            // With a new parameter the initializer no longer overrides the superclass's.
            if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                edits.remove(override.name)
            }
            edits.appendMembers(routingMethods, to: router.memberBlock)
        }
        try sources.edit(interactablePath) { edits throws(ScaffoldError) in
            if !Self.inherits("\(childName)Listener", interactable.inheritanceClause) {
                edits.addInherited(
                    "\(childName)Listener", clause: interactable.inheritanceClause, after: interactable.name)
            }
        }
        let viewIndent = try indentation(ofMembersOf: viewControllable, path: viewControllablePath, in: &sources)
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

    /// `routeTo<Child>()` and `detach<Child>()`, as the seed article writes them.
    private func routerMethods(indent: String) -> [String] {
        let i = indent
        let j = indent + "    "
        let arguments = ["withListener: interactor"] + childShape.extraParameters.map(Self.argument)
        var route = [
            "\(i)func routeTo\(c)(\(parameterList)) {",
            "\(j)guard \(childProperty) == nil else { return }",
            "\(j)let \(childProperty) = \(builderProperty).build(\(arguments.joined(separator: ", ")))",
            "\(j)self.\(childProperty) = \(childProperty)",
            "\(j)attachChild(\(childProperty))",
        ]
        var detach = [
            "",
            "\(i)func detach\(c)() {",
            "\(j)guard let \(childProperty) else { return }",
        ]
        if childShape.ownsView {
            route.append("\(j)viewController.present(\(childProperty).viewControllable)")
            detach.append("\(j)viewController.dismiss(\(childProperty).viewControllable)")
        }
        route.append("\(i)}")
        detach += ["\(j)detachChild(\(childProperty))", "\(j)self.\(childProperty) = nil", "\(i)}"]
        return route + detach
    }

    private var parameterList: String {
        childShape.extraParameters.map { parameter in
            var text = parameter.with(\.trailingComma, nil).trimmedText
            if text.hasSuffix(",") { text.removeLast() }
            return text
        }.joined(separator: ", ")
    }

    private static func argument(_ parameter: FunctionParameterSyntax) -> String {
        let label = parameter.firstName.text
        let name = parameter.secondName?.text ?? label
        return label == "_" ? name : "\(label): \(name)"
    }

    // MARK: - Interactor

    private mutating func wireInteractor(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (routing, routingPath) = try sources.declaration(
            "\(p)Routing", as: ProtocolDeclSyntax.self, expected: "protocol \(p)Routing: ViewableRouting")
        let (interactor, interactorPath) = try sources.declaration(
            "\(p)Interactor", as: ClassDeclSyntax.self, expected: "final class \(p)Interactor")
        let routingIndent = try indentation(ofMembersOf: routing, path: routingPath, in: &sources)
        let (childName, parameters) = (c, parameterList)
        try sources.edit(routingPath) { edits throws(ScaffoldError) in
            edits.appendMembers(
                [
                    "\(routingIndent)func routeTo\(childName)(\(parameters))",
                    "\(routingIndent)func detach\(childName)()",
                ],
                to: routing.memberBlock)
        }
        let indent = try indentation(ofMembersOf: interactor, path: interactorPath, in: &sources)
        let implemented = Set(
            interactor.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        var stubs = ["\(indent)// MARK: - \(c)Listener"]
        for method in childShape.listenerMethods where !implemented.contains(method.name.text) {
            stubs += [""] + Self.stub(of: method, indent: indent, child: c, parent: p)
        }
        if stubs.count > 1 {
            try sources.edit(interactorPath) { edits throws(ScaffoldError) in
                edits.appendMembers(stubs, to: interactor.memberBlock)
            }
        }
    }

    /// A listener method, implemented with a TODO (and a stop, where it must return a value).
    private static func stub(of method: FunctionDeclSyntax, indent: String, child: String, parent: String) -> [String] {
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

    private mutating func wireBuilder(in sources: inout ModuleSources) throws(ScaffoldError) {
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
        let componentNeedsView = !childShape.ownsView && parentOwnsView
        let componentCall = Self.call(of: "\(p)Component", in: body)
        let declaresComponent = Self.declaresLocal("component", in: body)
        if componentNeedsView, !Self.declaresLocal("viewController", in: body) {
            throw ScaffoldError(
                "\(sources.place(of: build, in: builderPath)): expected \(p)Builder.build to make its view as `let viewController`, which the component keeps for \(c)."
            )
        }
        if componentNeedsView { try giveComponentTheView(in: &sources) }
        let statementIndent = try Self.statementIndentation(of: body, path: builderPath, in: &sources)
        let (parentName, childName, builderName, viewName) = (p, c, builderProperty, parentView)
        try sources.edit(builderPath) { edits throws(ScaffoldError) in
            let arguments = routerCall.arguments
            edits.appendListElement(
                "\(builderName): \(childName)Builder(dependency: component)", after: arguments.last,
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
    private mutating func giveComponentTheView(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        if Self.declaresProperty(parentView, in: component.memberBlock) { return }
        if let existing = component.memberBlock.members.first(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            throw ScaffoldError(
                "\(sources.place(of: existing, in: componentPath)): \(p)Component has its own initializer; add `let \(parentView): any \(p)ViewControllable` to it (the view \(c) shows its children in), then attach again."
            )
        }
        let i = try indentation(ofMembersOf: component, path: componentPath, in: &sources)
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
    private mutating func giveChildTheParentsView(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        let property = "\(child.lowerCamel)ViewController"
        if Self.declaresProperty(property, in: component.memberBlock) { return }
        let indent = try indentation(ofMembersOf: component, path: componentPath, in: &sources)
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

    // MARK: - Component extension

    private mutating func planComponentExtension(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        let path = (componentPath as NSString).deletingLastPathComponent + "/\(p)Component+\(c).swift"
        if FileManager.default.fileExists(atPath: path) {
            throw ScaffoldError(
                "\(layout.relative(path)) already exists: \(p) already gives \(c) its dependency. Nothing was written.")
        }
        let viewProperty =
            childShape.ownsView
            ? nil
            : (
                name: "\(child.lowerCamel)ViewController",
                source: parentOwnsView ? parentView : "dependency.\(parentView)"
            )
        // What the child depends on: the parent's component has it, its dependency forwards it,
        // or the parent asks its own parent for it.
        let (dependency, dependencyPath) = try sources.declaration(
            "\(p)Dependency", as: ProtocolDeclSyntax.self, expected: "protocol \(p)Dependency: Dependency")
        var forwarded: [(name: String, type: String)] = []
        var asked: [(name: String, type: String)] = []
        for property in childShape.dependencyProperties
        where !Self.declaresProperty(property.name, in: component.memberBlock) {
            if Self.declaresProperty(property.name, in: dependency.memberBlock) {
                forwarded.append(property)
            } else {
                asked.append(property)
            }
        }
        if !asked.isEmpty {
            let (parentName, childName) = (p, c)
            try sources.edit(dependencyPath) { edits throws(ScaffoldError) in
                if !Self.inherits("\(parentName)Dependency\(childName)", dependency.inheritanceClause) {
                    edits.addInherited(
                        "\(parentName)Dependency\(childName)", clause: dependency.inheritanceClause,
                        after: dependency.name)
                }
            }
            notes.append(
                "\(p) now asks its own parent for \(asked.map(\.name).joined(separator: ", ")) (\(p)Dependency refines \(p)Dependency\(c)): give \(asked.count == 1 ? "it" : "them") in the component above \(p)."
            )
        }
        let text = ComponentExtensionTemplate(parent: p, child: c).text(
            childViewProperty: viewProperty, forwarded: forwarded + asked, asked: asked)
        componentExtension = FileSetWriter.Change(path: path, contents: text)
    }

    // MARK: - The parent's views

    /// Stubs of `present` and `dismiss` in the classes that adopt the parent's view
    /// controllable, directly or through a protocol that refines it.
    private mutating func addPresentationStubs(in sources: inout ModuleSources) throws(ScaffoldError) {
        var protocols: Set<String> = ["\(p)ViewControllable"]
        var grew = true
        while grew {
            let refining = sources.index.declarations.filter {
                $0.kind == "protocol" && !protocols.contains($0.name) && !protocols.isDisjoint(with: $0.inherited)
            }
            grew = !refining.isEmpty
            protocols.formUnion(refining.map(\.name))
        }
        let adopters = sources.declarations(inheritingAnyOf: protocols).filter { $0.kind != "protocol" }
        var handled: Set<String> = []
        for adopter in adopters where !handled.contains(adopter.name) {
            handled.insert(adopter.name)
            let file = try sources.file(adopter.file)
            guard let block = Self.memberBlock(of: adopter, in: file) else { continue }
            // The type may implement them in any of its declarations.
            var typeBlocks: [MemberBlockSyntax] = []
            for path in Set(sources.index.declarations.filter { $0.name == adopter.name }.map(\.file)) {
                typeBlocks += Self.memberBlocks(in: try sources.file(path)).filter { $0.name == adopter.name }.map(
                    \.block)
            }
            let hasPresent = typeBlocks.contains { Self.declaresFunction("present", in: $0) }
            let hasDismiss = typeBlocks.contains { Self.declaresFunction("dismiss", in: $0) }
            if hasPresent, hasDismiss { continue }
            let indent = file.edits.indentation(of: block.leftBrace.positionAfterSkippingLeadingTrivia) + "    "
            var lines: [String] = []
            if !hasPresent {
                lines += [
                    "\(indent)func present(_ viewController: any ViewControllable) {",
                    "\(indent)    // TODO: Show viewController's view over this one (\(c)'s, when \(p) routes to it).",
                    "\(indent)}",
                ]
            }
            if !hasDismiss {
                if !lines.isEmpty { lines.append("") }
                lines += [
                    "\(indent)func dismiss(_ viewController: any ViewControllable) {",
                    "\(indent)    // TODO: Hide viewController's view.",
                    "\(indent)}",
                ]
            }
            try sources.edit(adopter.file) { edits throws(ScaffoldError) in
                edits.appendMembers(lines, to: block)
            }
            notes.append(
                "\(layout.relative(adopter.file)):\(adopter.line): \(adopter.name) shows \(c)'s view: fill in present(_:) and dismiss(_:)."
            )
        }
    }

    // MARK: - Reading syntax

    private static func plainName(_ type: TypeSyntax) -> String {
        var text = type.trimmedText
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    private static func inherits(_ name: String, _ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { plainName($0.type) == name } ?? false
    }

    private static func declaresFunction(_ name: String, in block: MemberBlockSyntax) -> Bool {
        block.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
    }

    private static func declaresProperty(_ name: String, in block: MemberBlockSyntax) -> Bool {
        block.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } ?? false
        }
    }

    private static func declaresLocal(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.statements.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    return identifier.identifier.text == name
                }
                // `let (a, b) = …`
                return binding.pattern.as(TuplePatternSyntax.self)?.elements.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                } ?? false
            } ?? false
        }
    }

    /// The first call of `name(…)` in `body`.
    private static func call(of name: String, in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: FunctionCallExprSyntax?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.trimmedText == name { found = node }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(body)
        return finder.found
    }

    /// The indentation of a type's members: that of its first member, or the type's plus four.
    private func indentation(
        ofMembersOf declaration: some DeclGroupSyntax, path: String, in sources: inout ModuleSources
    ) throws(ScaffoldError) -> String {
        let file = try sources.file(path)
        if let first = declaration.memberBlock.members.first {
            return file.edits.indentation(of: first.positionAfterSkippingLeadingTrivia)
        }
        return file.edits.indentation(of: declaration.positionAfterSkippingLeadingTrivia) + "    "
    }

    private static func statementIndentation(
        of body: CodeBlockSyntax, path: String, in sources: inout ModuleSources
    ) throws(ScaffoldError) -> String {
        let file = try sources.file(path)
        if let first = body.statements.first {
            return file.edits.indentation(of: first.positionAfterSkippingLeadingTrivia)
        }
        return file.edits.indentation(of: body.leftBrace.positionAfterSkippingLeadingTrivia) + "    "
    }

    /// The member block of the declaration the index found at `declaration`'s line.
    private static func memberBlock(
        of declaration: DeclarationIndex.Declaration, in file: ModuleSources.File
    ) -> MemberBlockSyntax? {
        memberBlocks(in: file).first { $0.line == declaration.line }?.block
    }

    private static func memberBlocks(in file: ModuleSources.File) -> [(
        name: String, line: Int, block: MemberBlockSyntax
    )] {
        final class Collector: SyntaxVisitor {
            let converter: SourceLocationConverter
            var found: [(name: String, line: Int, block: MemberBlockSyntax)] = []
            init(converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }
            func add(_ name: String, _ node: some DeclGroupSyntax) {
                let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
                found.append((name, line, node.memberBlock))
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.name.text, node)
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.name.text, node)
                return .visitChildren
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                add(ParentWiring.plainName(node.extendedType), node)
                return .visitChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(converter: file.converter)
        collector.walk(file.tree)
        return collector.found
    }
}

extension SyntaxProtocol {
    /// This node or its nearest ancestor that `mapping` accepts.
    fileprivate func ancestorOrSelf<T>(mapping: (Syntax) -> T?) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let mapped = mapping(current) { return mapped }
            node = current.parent
        }
        return nil
    }
}
