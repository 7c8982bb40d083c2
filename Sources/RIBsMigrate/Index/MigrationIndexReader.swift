import RIBsSource
import SwiftSyntax

/// Reads the declarations of a module's files into a ``MigrationIndex``: one walk of each file.
final class MigrationIndexReader: SyntaxVisitor {
    var index = MigrationIndex.empty
    /// Whether the file's relays become the runtime's: not in a view that keeps RxSwift, but in its
    /// protocols, the module's (Uber's template puts a `PresentableListener` in a view's file).
    var recordsRelays = true
    /// Whether the file stays on RxSwift whole (``RxCocoaTraitsFile``), none of its streams the module's.
    var keepsRxWhole = false
    private var protocolDepth = 0
    private var stepDepth = 0

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        index.declaredTypes.insert(name)
        index.protocols[name] = (Self.inheritedNames(node.inheritanceClause), Self.hasGlobalActor(node.attributes))
        index.protocolMembers[name, default: []].formUnion(Self.requirements(of: node))
        protocolDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        protocolDepth -= 1
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declaredTypes.insert(node.name.text)
        index.declaredSendable.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if ActivityIndicators.isRxSwiftsExample(node) { index.activityIndicator = node.name.text }
        if Self.inheritedNames(node.inheritanceClause).contains("Sendable") {
            index.declaredSendable.insert(node.name.text)
        }
        index.declaredTypes.insert(node.name.text)
        index.classes[node.name.text] = Self.inheritedNames(node.inheritanceClause)
        index.declaredInheritance[node.name.text] = Self.inheritedNames(node.inheritanceClause)
        index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
        let stored = Self.storedProperties(node.memberBlock)
        index.storedTypes[node.name.text, default: []].formUnion(stored.flatMap(\.types))
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }), stored.allSatisfy(\.isLet) {
            // Whether what it inherits is only protocols is known once the module is read.
            index.immutableFinalClasses.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        index.typeAliases[node.name.text, default: []].insert(MigrationIndex.baseName(of: node.initializer.value))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declaredTypes.insert(node.name.text)
        if Self.inheritedNames(node.inheritanceClause).contains("Sendable") {
            index.declaredSendable.insert(node.name.text)
        }
        index.valueTypes.insert(node.name.text)
        index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
        index.storedTypes[node.name.text, default: []].formUnion(
            Self.storedProperties(node.memberBlock).flatMap(\.types))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declaredTypes.insert(node.name.text)
        index.valueTypes.insert(node.name.text)
        index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                for parameter in element.parameterClause?.parameters ?? [] {
                    index.storedTypes[node.name.text, default: []].formUnion(Self.typeNames(in: parameter.type))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedText
        let extended = MigrationIndex.baseName(of: node.extendedType)
        if StreamExtension.extendedTypes.contains(extended), !index.declaredTypes.contains(extended) {
            let operators = StreamExtension(node, declaredTypes: index.declaredTypes)
            if operators.movesToEvents {
                index.movedOperators.formUnion(operators.members)
            } else {
                index.customOperators.formUnion(operators.members)
            }
        } else if MigrationIndex.rxExtendedTypes.contains(extended) {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    index.customOperators.insert(FunctionKey(function))
                }
            }
        }
        if RxNames.types.contains(extended) {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    index.rxTypeExtensionFunctions.insert(FunctionKey(function))
                }
            }
        }
        index.adoptions[name, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
        if index.classes[name] != nil || node.inheritanceClause != nil {
            // An extension's adoptions count as the class's.
            index.classes[name, default: []].append(contentsOf: Self.inheritedNames(node.inheritanceClause))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declaredFunctions.insert(FunctionKey(node))
        if protocolDepth > 0, RxCocoaViewsRule.streamParameters(of: node).count > 0 {
            index.requirementsTakingStreams.insert(node.name.text)
        }
        if protocolDepth > 0, let type = node.signature.returnClause?.type,
            MigrationIndex.baseName(of: type) == "Observable"
        {
            index.requirementsReturningStreams.insert(node.name.text)
        }
        if let type = node.signature.returnClause?.type {
            // A function's kind apart from a property's of the same name (`func bookmarks()
            // -> Single` beside `var bookmarks: Observable`): a call reads the one, a
            // reference the other.
            let typeName = MigrationIndex.baseName(of: type)
            record(node.name.text + "()", StreamKind(typeName: typeName))
            if StreamKind(typeName: typeName) == nil, typeName != "PrimitiveSequence" {
                index.plainFunctions.insert(FunctionKey(node))
            }
            // An `async` function that runs off its caller's actor hands its result across
            // isolations: what it returns must be `Sendable` (resolved once the module is read).
            let isNonsending = node.modifiers.contains { $0.trimmedDescription == "nonisolated(nonsending)" }
            if node.signature.effectSpecifiers?.asyncSpecifier != nil, !isNonsending {
                index.asyncResults.append((Self.enclosingType(of: node), Self.typeNames(in: type)))
            }
        }
        return .visitChildren
    }

    /// The type or protocol `node` is declared in (an extension's extended type).
    private static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ProtocolDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType)
            }
            current = syntax.parent
        }
        return nil
    }

    private func record(_ name: String, _ kind: StreamKind?) {
        guard let kind else { return }
        if let known = index.streamKinds[name], known != kind {
            index.streamKinds[name] = .some(nil)
        } else {
            index.streamKinds[name] = kind
        }
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if MigrationIndex.baseName(of: node.type) == "ActivityIndicator" {
            index.activityNames.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = Singletons.heldType(node) { index.singletonTypes.insert(type) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeName =
                binding.typeAnnotation.map { MigrationIndex.baseName(of: $0.type) }
                ?? binding.initializer.flatMap { MigrationIndex.constructedType($0.value) }
            if typeName == "ActivityIndicator" { index.activityNames.insert(name) }
            guard !keepsRxWhole, let typeName else { continue }
            record(name, StreamKind(typeName: typeName))
            if protocolDepth > 0, typeName == "Observable" { index.protocolStreams.insert(name) }
            if StreamKind(typeName: typeName) == .events {
                recordSource(
                    of: binding, named: name, infallible: MigrationIndex.infallibleTypes.contains(typeName))
            }
            guard recordsRelays || protocolDepth > 0, let kind = MigrationCatalog.relayKinds[typeName]
            else { continue }
            if protocolDepth > 0 { index.protocolRelays.insert(name) }
            if let known = index.relays[name], known != .relay(kind) {
                index.relays[name] = .ambiguous
            } else {
                index.relays[name] = .relay(kind)
            }
        }
        return .visitChildren
    }

    /// The expressions a getter returns: its one expression, or each `return`'s; `nil` when
    /// it has a `return` without one.
    static func returnedExpressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        if items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) { return [expression] }
        var found: [ExprSyntax] = []
        for returned in OneResultFunctionRewrite.returns(in: Syntax(items)) {
            guard let expression = returned.expression else { return nil }
            found.append(expression)
        }
        return found.isEmpty ? nil : found
    }

    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
        let owner = node.parent.flatMap { parent -> String? in
            if let type = parent.as(IdentifierTypeSyntax.self) { return type.name.text }
            if let type = parent.as(MemberTypeSyntax.self) { return type.name.text }
            if let expression = parent.as(GenericSpecializationExprSyntax.self) {
                return expression.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            return nil
        }
        guard let owner, MigrationCatalog.typeRenames[owner] != nil || MigrationCatalog.relayKinds[owner] != nil
        else { return .visitChildren }
        for token in node.tokens(viewMode: .sourceAccurate) where Self.namesAType(token) {
            index.flowingTypes.insert(token.text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "onError"
                || (member.declName.baseName.text == "on"
                    && node.arguments.first?.expression.trimmedDescription
                        .hasPrefix(".error") == true),
            let receiver = member.base.map({ MigrationIndex.lastName(of: $0) })
        {
            index.failedSubjects.insert(receiver)
        }
        if MigrationIndex.calledName(node) == "onStep" { stepDepth += 1 }
        if stepDepth > 0, let name = MigrationIndex.calledName(node), name != "onStep" {
            index.stepFunctions.insert(name)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if MigrationIndex.calledName(node) == "onStep" { stepDepth -= 1 }
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
    }

    static func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
            return name == "MainActor" || name.hasSuffix("Actor")
        }
    }
}
