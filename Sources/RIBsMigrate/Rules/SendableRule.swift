import RIBsSource
import SwiftSyntax

/// What flows through a relay or a stream must be `Sendable` in Swift 6: the runtime's relays
/// hand their elements between isolations. A value type or protocol that flows becomes
/// `Sendable`; so does a final class that stores only `let`s; any other class is named. A
/// generic parameter a type streams (`class Defaults<Value>` with an `Observable<Value>`) is
/// constrained to `Sendable`.
final class SendableRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .sendable,
            summary:
                "a struct, enum, protocol or final class of `let`s that flows through a relay or stream becomes `Sendable`; a generic parameter a type streams is constrained to `Sendable`",
            recipes: [.sendableClass, .sendableGenerated],
            examples: examples)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        addSendableIfFlowing(node.name.text, clause: node.inheritanceClause, after: node.name, in: node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if !file.isGeneratedCode, file.index.singletonTypes.contains(name), !file.index.flowingTypes.contains(name),
            !file.index.declaredSendable.contains(name), SendableProof(index: file.index).isCertain(name)
        {
            addSendable(to: node, clause: node.inheritanceClause, after: node.name)
        }
        addSendableIfFlowing(node.name.text, clause: node.inheritanceClause, after: node.name, in: node)
        constrainStreamedGenericParameters(node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        // A namespace (no case) is never a value that flows.
        let hasCases = node.memberBlock.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
        guard hasCases || !file.isGeneratedCode else { return .visitChildren }
        addSendableIfFlowing(node.name.text, clause: node.inheritanceClause, after: node.name, in: node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !file.isGeneratedCode else {
            let name = node.name.text
            if file.index.flowingTypes.contains(name), !file.index.isMainActorClass(name),
                !file.index.declaredSendable.contains(name)
            {
                file.leave(
                    atOffset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset, lines: 1,
                    construct: "class \(name) flows through a relay", recipe: .sendableGenerated, keepsRx: false)
            }
            return .visitChildren
        }
        constrainStreamedGenericParameters(node.genericParameterClause, members: node.memberBlock)
        // A class that flows through a relay must be Sendable too: a final one that stores only
        // `let`s becomes it (the compiler checks what it stores, which flows with it); any other
        // only a person can make it (main-actor isolated, or immutable); a RIB's class already is.
        let name = node.name.text
        if file.index.singletonTypes.contains(name), !file.index.flowingTypes.contains(name),
            !file.index.declaredSendable.contains(name), !file.index.isMainActorClass(name),
            SendableProof(index: file.index).isCertain(name)
        {
            // A static holds one (`static let shared`): certainly `Sendable`, so declared it.
            addSendable(to: node, clause: node.inheritanceClause, after: node.name)
        } else if file.index.flowingTypes.contains(name), file.index.immutableFinalClasses.contains(name),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) })
        {
            addSendable(to: node, clause: node.inheritanceClause, after: node.name)
        } else if file.index.flowingTypes.contains(name), !file.index.isMainActorClass(name) {
            file.leave(
                node, at: node.classKeyword, construct: "class \(name) flows through a relay", recipe: .sendableClass,
                keepsRx: false)
        }
        return .visitChildren
    }

    /// A value type or protocol that a relay or stream carries must be `Sendable` in Swift 6. In
    /// a generator's file (Apollo's selection sets, which hold `Any`) it is named instead: the
    /// generator's next run would undo the edit.
    private func addSendableIfFlowing(
        _ name: String, clause: InheritanceClauseSyntax?, after token: TokenSyntax, in node: some DeclSyntaxProtocol
    ) {
        guard file.index.flowingTypes.contains(name), !Self.isInKeptReactor(node, file: file) else { return }
        let inherited = clause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        guard !inherited.contains("Sendable") else { return }
        guard !file.isGeneratedCode else {
            let kind = node.is(StructDeclSyntax.self) ? "struct" : node.is(EnumDeclSyntax.self) ? "enum" : "protocol"
            // Named at its name: the declaration is the generator's, not lines a person rewrites.
            file.leave(
                atOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset, lines: 1,
                construct: "\(kind) \(name) flows through a relay", recipe: .sendableGenerated, keepsRx: false)
            return
        }
        addSendable(to: node, clause: clause, after: token)
    }

    /// `Sendable` added to what `node` inherits, or, for a generic type, conditioned on its
    /// parameters (``addConditionalSendable(to:named:parameters:)``).
    private func addSendable(to node: some SyntaxProtocol, clause: InheritanceClauseSyntax?, after token: TokenSyntax) {
        if case let generics = Self.genericParametersInScope(of: Syntax(node)), !generics.isEmpty {
            addConditionalSendable(to: node, named: token.text, parameters: generics)
            return
        }
        file.edits.addInherited("Sendable", clause: clause, after: token)
    }

    /// Whether `node` is declared in a reactor left on ReactorKit (its `Mutation`, its `State`):
    /// its streams are RxSwift's, which asks nothing of what they carry, and a mutation may carry
    /// what is not `Sendable` (a section of cell reactors).
    private static func isInKeptReactor(_ node: some SyntaxProtocol, file: FileRewrite) -> Bool {
        guard file.keepsRxStreams else { return false }
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) {
                return declaration.inheritanceClause?.inheritedTypes.contains {
                    MigrationIndex.baseName(of: $0.type) == "Reactor"
                } ?? false
            }
            current = syntax.parent
        }
        return false
    }

    private func constrainStreamedGenericParameters(
        _ clause: GenericParameterClauseSyntax?, members: MemberBlockSyntax
    ) {
        guard let clause, !file.keepsRxStreams, !file.isGeneratedCode else { return }
        let names = Set(clause.parameters.map(\.name.text))
        let finder = StreamedParameterFinder(parameters: names)
        finder.walk(members)
        for parameter in clause.parameters where finder.found.contains(parameter.name.text) {
            if let inherited = parameter.inheritedType {
                guard !inherited.trimmedDescription.contains("Sendable") else { continue }
                file.edits.insert(" & Sendable", at: inherited.endPositionBeforeTrailingTrivia)
            } else {
                file.edits.insert(": Sendable", at: parameter.name.endPositionBeforeTrailingTrivia)
            }
        }
    }
}

/// The generic parameters named as the element of an Rx stream or relay type (`Observable<T>`).
private final class StreamedParameterFinder: SyntaxVisitor {
    let parameters: Set<String>
    var found: Set<String> = []

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard MigrationCatalog.typeRenames[node.name.text] != nil, let arguments = node.genericArgumentClause
        else { return .visitChildren }
        for argument in arguments.arguments {
            let name = argument.argument.trimmedDescription
            if parameters.contains(name) { found.insert(name) }
        }
        return .visitChildren
    }
}
