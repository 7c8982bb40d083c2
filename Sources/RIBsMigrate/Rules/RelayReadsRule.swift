import RIBsSource
import SwiftSyntax

/// Reading a relay as a stream: the runtime's relays are not streams themselves, so `relay.map`
/// becomes `relay.values.map` (`.events` on an `EventRelay`), a relay passed to `combineLatest`,
/// `merge` or `withLatestFrom` is passed as its stream, and a relay returned where an
/// `Observable` is (Mockolo's mocks of an `Observable` property) returns its stream.
final class RelayReadsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .relayReads,
            summary:
                "a relay read as a stream (`relay.map`, `combineLatest(relay, …)`, `return relay` where an `Observable` is) reads `relay.values` or `relay.events`",
            examples: examples)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        let arguments = Array(node.arguments)
        guard !RelayWritesRule.handles(name, arguments: arguments.count) else { return .visitChildren }
        if let kind = file.relayReference(of: member.base).kind, MigrationCatalog.streamMembers.contains(name),
            let base = member.base
        {
            file.edits.insert("." + kind.streamMember + bridge(base), at: base.endPositionBeforeTrailingTrivia)
            file.usesRuntime = true
        }
        var base = member.base
        if let generic = base?.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        let isStatic = base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Observable"
        if name == "withLatestFrom" || (isStatic && (name == "combineLatest" || name == "merge")) {
            appendRelayAccessors(arguments)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams else { return .visitChildren }
        return readRelayPassedAsFunction(node) ? .skipChildren : .visitChildren
    }

    /// `relay` as an argument of `combineLatest`, `merge` or `withLatestFrom` is read as a stream.
    private func appendRelayAccessors(_ arguments: [LabeledExprSyntax]) {
        for argument in arguments {
            guard let kind = file.relayReference(of: argument.expression).kind else { continue }
            file.edits.insert(
                "." + kind.streamMember + bridge(argument.expression),
                at: argument.expression.endPositionBeforeTrailingTrivia)
        }
    }

    /// `.asObservable()` where a chain that stays RxSwift's reads the relay
    /// (``RxProducerChains``): the relay's stream, through the bridge the file declares.
    private func bridge(_ read: ExprSyntax) -> String {
        guard file.producerChains.contains(read) else { return "" }
        file.readsRelaysThroughBridge = true
        return ".asObservable()"
    }

    override func start(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    override func finish() {
        // A view's bridge is RxCocoaViewsRule's, which it writes once for the file.
        guard file.readsRelaysThroughBridge, !file.bridgesToRx, let tree else { return }
        file.edits.insert(RxCocoaViewsRule.bridge(Self.why), at: tree.endPosition)
    }

    private var tree: SourceFileSyntax?

    static let why = """
        // Written by ribs migrate: a chain here stays on RxSwift, so the module's migrated relays and
        // streams reach it as RxSwift's Observables, here. Migrate the chain to the runtime's
        // streams, then delete this.
        """

    /// A relay returned where a stream is: an Rx subject is an `Observable`, a runtime relay is not
    /// an `Events`, so `return isLoggedInSubject` in a property typed `Observable<Bool>` reads the
    /// relay's stream (`.events`, `.values`). Mockolo's mocks of an `Observable` property are
    /// written this way, a subject of each kind behind one getter.
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, let name = node.expression?.as(DeclReferenceExprSyntax.self),
            let kind = file.relayReference(of: ExprSyntax(name)).kind, Self.isInStreamProperty(node)
        else { return .visitChildren }
        file.edits.insert(".\(kind.streamMember)", at: name.endPositionBeforeTrailingTrivia)
        file.usesRuntime = true
        return .visitChildren
    }

    /// The same, where the getter returns the relay without `return`: `var isActiveStream:
    /// Observable<Bool> { isActiveStreamSubject }`, as hand mocks write it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams else { return .visitChildren }
        for binding in node.bindings {
            guard binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable",
                case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1,
                let name = items.first?.item.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self),
                let kind = file.relayReference(of: ExprSyntax(name)).kind
            else { continue }
            file.edits.insert(".\(kind.streamMember)", at: name.endPositionBeforeTrailingTrivia)
            file.usesRuntime = true
        }
        return .visitChildren
    }

    /// `flatMap(relay.asObservable)`: a relay's method passed as the function becomes the
    /// closure the recipe writes, holding the relay as the method reference did: `{ [relay] _ in
    /// relay.values }`. Returns whether it did.
    private func readRelayPassedAsFunction(_ node: MemberAccessExprSyntax) -> Bool {
        guard node.declName.baseName.text == "asObservable",
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id, !file.isOwned(node),
            let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let kind = file.relayReference(of: node.base).kind, let base = node.base
        else { return false }
        let capture =
            base.as(DeclReferenceExprSyntax.self).map { "[\($0.baseName.text)] _ in \($0.baseName.text)" }
            ?? "[relay = \(base.trimmedDescription)] _ in relay"
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        file.edits.replace(range, with: "{ \(capture).\(kind.streamMember) }")
        file.ownedRanges.append(range)
        file.usesRuntime = true
        return true
    }

    /// Whether `node` is in the getter of a property declared `Observable<…>` (not in a
    /// closure or function inside it).
    private static func isInStreamProperty(_ node: ReturnStmtSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) { return false }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable"
            }
            current = syntax.parent
        }
        return false
    }
}

extension RelayReadsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RxSwift
                import RxRelay

                final class SearchState {
                    let query = BehaviorRelay<String>(value: "")
                    let submits = PublishRelay<Void>()

                    var trimmedQuery: Observable<String> {
                        query.map { $0.trimmingCharacters(in: .whitespaces) }
                    }

                    var submitted: Observable<Void> {
                        return submits.asObservable()
                    }
                }
                """#,
                to: #"""
                    import Foundation
                    import RIBs

                    final class SearchState {
                        let query = ValueRelay<String>("")
                        let submits = EventRelay<Void>()

                        var trimmedQuery: Events<String> {
                            query.values.map { $0.trimmingCharacters(in: .whitespaces) }
                        }

                        var submitted: Events<Void> {
                            return submits.events
                        }
                    }
                    """#),
            .leaves(
                #"""
                final class SearchState {
                    let query: [String] = []

                    var trimmedQuery: [String] {
                        query.map { $0.trimmingCharacters(in: .whitespaces) }
                    }
                }
                """#),
        ]
    }
}
