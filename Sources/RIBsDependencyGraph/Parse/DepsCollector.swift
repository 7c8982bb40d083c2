import RIBsSource
import SwiftSyntax

/// Walks one file's syntax tree and collects what `ribs deps` reads (see ``DepsSource``).
final class DepsCollector: SyntaxVisitor {
    private(set) var result: DepsSource
    private let lines: LineTable
    /// The names of the types the walk is inside, innermost last.
    private var typeStack: [String] = []

    init(path: String, module: String, lines: LineTable) {
        result = DepsSource(path: path, module: module)
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    private func location(of node: some SyntaxProtocol) -> FileLocation {
        let place = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return FileLocation(file: result.path, line: place.line, column: place.column)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // An import under `#if` (`canImport(Glibc)`) is the file's own business.
        if !node.ancestorIsConditional {
            result.imports.append(node.path.map(\.name.text).joined(separator: "."))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        result.classes.append(
            typeDeclaration(
                name: node.name.text, modifiers: node.modifiers, clause: node.inheritanceClause,
                generics: node.genericParameterClause?.parameters.map(\.name.text) ?? [], members: node.memberBlock,
                node: node))
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.plainName
        result.extensions.append(
            typeDeclaration(
                name: name, modifiers: node.modifiers, clause: node.inheritanceClause, generics: [],
                members: node.memberBlock, node: node))
        typeStack.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let stored = Self.storedProperties(node.memberBlock)
        // A stream-style RIB's or an RVB module's dependency: its fields are what its parent gives.
        if name.hasSuffix("Dependency"), typeStack.isEmpty {
            result.protocols.append(
                DependencyProtocolDeclaration(
                    name: name, module: result.module,
                    inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.plainName } ?? [],
                    requirements: stored.map { property in
                        DependencyRequirement(
                            kind: .property, name: property.name,
                            declaration: "var \(property.name): \(property.type) { get }",
                            forwarderHead: "var \(property.name): \(property.type)",
                            forwardedExpression: "dependency.\(property.name)", displayType: property.type, typeKey: "",
                            conditions: [], location: location(of: property.node))
                    }, access: node.modifiers.copiedAccessLevel, location: location(of: node.name), isStruct: true))
        }
        // A stream-style builder keeps its dependency struct: made with one, it is an edge to it.
        if let dependency = stored.first(where: { $0.name == "dependency" }) {
            result.dependencyInitializers.append(.init(type: name, protocolName: TypeText.plainName(dependency.type)))
        }
        typeStack.append(name)
        return .visitChildren
    }

    /// A struct's stored properties, as its memberwise initializer takes them.
    private static func storedProperties(_ block: MemberBlockSyntax) -> [(
        name: String, type: String, node: PatternBindingSyntax
    )] {
        block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { variable in
                variable.bindings.compactMap { binding in
                    guard binding.initializer == nil, binding.accessorBlock == nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedText
                    else { return nil }
                    return (name, type, binding)
                }
            }
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var declaration = DependencyProtocolDeclaration(
            name: node.name.text, module: result.module,
            inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.plainName }
                ?? [],
            requirements: [], access: node.modifiers.copiedAccessLevel, location: location(of: node.name))
        readRequirements(node.memberBlock.members, conditions: [], into: &declaration)
        result.protocols.append(declaration)
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if typeStack.isEmpty {
            result.typealiases.append(.init(name: node.name.text, type: node.initializer.value.trimmedText))
        }
        return .skipChildren
    }

    private func typeDeclaration(
        name: String, modifiers: DeclModifierListSyntax, clause: InheritanceClauseSyntax?, generics: [String],
        members: MemberBlockSyntax, node: some SyntaxProtocol
    ) -> DepsSource.TypeDeclaration {
        DepsSource.TypeDeclaration(
            name: name,
            inherited: clause?.inheritedTypes.map {
                .init(name: $0.type.plainName, written: $0.type.trimmedText, location: location(of: $0.type))
            } ?? [],
            genericParameters: generics,
            members: provided(members.members),
            access: modifiers.copiedAccessLevel,
            isPrivate: modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) },
            location: location(of: node))
    }

    /// The properties and methods a type or extension declares that another file can use.
    private func provided(_ members: MemberBlockItemListSyntax) -> [ComponentDeclaration.Member] {
        var found: [ComponentDeclaration.Member] = []
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self), !Self.isHidden(variable.modifiers),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = Self.declaredType(of: binding)
                    else { continue }
                    found.append(.init(name: name, displayType: type, typeKey: "", location: location(of: binding)))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), !Self.isHidden(function.modifiers),
                !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            {
                found.append(
                    .init(
                        name: Self.fullName(of: function), displayType: Self.signature(of: function), typeKey: "",
                        location: location(of: function.name)))
            } else if let block = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    if case .decls(let nested) = clause.elements { found += provided(nested) }
                }
            }
        }
        return found
    }

    // MARK: - Requirements

    private func readRequirements(
        _ members: MemberBlockItemListSyntax, conditions: [String],
        into declaration: inout DependencyProtocolDeclaration
    ) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedText
                    else { continue }
                    declaration.requirements.append(
                        DependencyRequirement(
                            kind: .property, name: name, declaration: "var \(name): \(type) { get }",
                            forwarderHead: "var \(name): \(type)", forwardedExpression: "dependency.\(name)",
                            displayType: type, typeKey: "", conditions: conditions, location: location(of: binding)))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                declaration.requirements.append(requirement(function, conditions: conditions))
            } else if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) {
                declaration.unsupported.append(
                    .init(what: "associated type \(associated.name.text)", location: location(of: associated)))
            } else if let block = member.decl.as(IfConfigDeclSyntax.self) {
                var earlier: [String] = []
                for clause in block.clauses {
                    let condition = clause.condition?.trimmedText
                    let own = condition.map { "(\($0))" }
                    let negated = earlier.map { "!\($0)" }
                    let combined = (negated + [own].compactMap { $0 }).joined(separator: " && ")
                    if case .decls(let nested) = clause.elements {
                        readRequirements(
                            nested, conditions: conditions + (combined.isEmpty ? [] : [combined]), into: &declaration)
                    }
                    if let own { earlier.append(own) }
                }
            }
        }
    }

    private func requirement(_ function: FunctionDeclSyntax, conditions: [String]) -> DependencyRequirement {
        let parameters = function.signature.parameterClause.parameters
        let arguments = parameters.map { parameter -> String in
            let name = (parameter.secondName ?? parameter.firstName).text
            let passed = parameter.type.trimmedText.hasPrefix("inout ") ? "&\(name)" : name
            return parameter.firstName.text == "_" ? passed : "\(parameter.firstName.text): \(passed)"
        }
        let effects = function.signature.effectSpecifiers
        let call =
            (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            + "dependency.\(function.name.text)(\(arguments.joined(separator: ", ")))"
        let head =
            "func \(function.name.text)\(function.genericParameterClause?.trimmedText ?? "")"
            + function.signature.trimmedText
            + (function.genericWhereClause.map { " \($0.trimmedText)" } ?? "")
        return DependencyRequirement(
            kind: .method, name: Self.fullName(of: function), declaration: head, forwarderHead: head,
            forwardedExpression: call, displayType: Self.signature(of: function), typeKey: "", conditions: conditions,
            location: location(of: function.name), syntax: DeclSyntax(function.trimmed))
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = typeStack.last,
            let parameter = node.signature.parameterClause.parameters.first(where: { $0.firstName.text == "dependency" }
            )
        {
            result.dependencyInitializers.append(.init(type: type, protocolName: parameter.type.plainName))
        }
        return .visitChildren
    }

    // Types hold no call: their subtrees are not walked (a tenth of the walk on a large module).
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - Builders made with a dependency

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `XBuilder(dependency: …)`, or an RVB module's `XBuilder(XDependency(…))`.
        let unlabeled = node.arguments.count == 1 ? node.arguments.first : nil
        let madeInPlace =
            unlabeled?.label == nil
            && unlabeled?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText.hasSuffix(
                "Dependency") == true
        guard
            let argument = node.arguments.first(where: { $0.label?.text == "dependency" })
                ?? (madeInPlace ? unlabeled : nil)
        else {
            return .visitChildren
        }
        let callee = node.calledExpression.trimmedText
        var builder = TypeText.plainName(callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee)
        if builder.isEmpty || callee == ".init" {
            // `.init(dependency:)`: the type is the one the value is declared with, if any.
            builder = Self.declaredType(around: node).map(TypeText.plainName) ?? ""
        }
        guard builder.first?.isUppercase == true else { return .visitChildren }
        result.constructions.append(
            BuilderConstruction(
                builder: builder, argument: componentArgument(argument.expression),
                argumentText: argument.expression.trimmedText, location: location(of: node),
                enclosingComponent: Self.localType(named: "component", before: node).map(TypeText.plainName),
                enclosingType: typeStack.last))
        return .visitChildren
    }

    /// The component a dependency argument names: `self` in a type, a local made with
    /// `XComponent(…)` or declared `: XComponent`, or `XComponent(…)` itself.
    private func componentArgument(_ expression: ExprSyntax) -> BuilderConstruction.Argument {
        if expression.is(DeclReferenceExprSyntax.self), expression.trimmedText == "self",
            let type = typeStack.last
        {
            return .component(type)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return .component(TypeText.plainName(call.calledExpression.trimmedText))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let type = Self.localType(named: name, before: expression) {
                return .component(TypeText.plainName(type))
            }
            if name == "dependency" || Self.isParameter(named: name, around: expression) { return .forwarded }
        }
        if expression.trimmedText == "self.dependency" { return .forwarded }
        return .unknown(expression.trimmedText)
    }
}
