import SwiftSyntax

/// The calls of a function that became `async throws` which a file partly migrated keeps on
/// RxSwift, through ``AsyncCallBridge``: each is made in a RIB (a type on the main actor) of a
/// file that imports Rx, where the service layer could not rewrite the chain it feeds
/// (`service.load().timeout(…).subscribe(…)`, a local `let request: Single<T> = { … }()` a
/// subscription reads). Left as it was, such a call compiled with neither library: Rx's
/// operators on an `async` function. Bridged, the chain it feeds stays RxSwift's whole, as a
/// chain a stream RxSwift makes feeds does (``RxProducerChains``).
enum BridgedAsyncCalls {
    /// The calls of `tree` to bridge, for a file that does not stay on RxSwift whole.
    static func calls(
        in tree: SourceFileSyntax, families: [FunctionKey: OneResultType], sharedAsyncNames: Set<FunctionKey>,
        index: MigrationIndex
    ) -> Set<SyntaxIdentifier> {
        guard !families.isEmpty, FileRewrite.importsRx(tree) else { return [] }
        let finder = Finder(families: families, sharedAsyncNames: sharedAsyncNames, index: index)
        finder.walk(tree)
        return finder.calls
    }

    private final class Finder: SyntaxVisitor {
        let families: [FunctionKey: OneResultType]
        let sharedAsyncNames: Set<FunctionKey>
        let index: MigrationIndex
        var calls: Set<SyntaxIdentifier> = []

        init(families: [FunctionKey: OneResultType], sharedAsyncNames: Set<FunctionKey>, index: MigrationIndex) {
            self.families = families
            self.sharedAsyncNames = sharedAsyncNames
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let key = FunctionKey(node), let family = families[key], !sharedAsyncNames.contains(key),
                !ServiceCallsRule.isAwaited(Syntax(node)), ServiceCallsRule.isOnTheMainActor(node, index: index),
                AsyncCallBridge.text(for: node, kind: family.kind) != nil,
                BridgedAsyncCalls.feedsKeptRx(node, families: families)
            else { return .visitChildren }
            calls.insert(node.id)
            return .skipChildren
        }
    }

    /// Whether the value of `call` flows into a subscription made as a statement, through code
    /// the bridge's Rx value can go through and no rule rewrites: operators chained on it, an Rx
    /// combinator of such calls alone (`Observable.zip(a(), b())`), a closure called at once
    /// (`{ if … { return a() } else { return b() } }()`), or a local constant whose every read is
    /// such a chain, or the value of a `flatMap`'s closure whose own chain starts from a call
    /// bridged so (`rxSingle { try await load() }.flatMap { v in save(v).map { v } }`). Not
    /// another `flatMap`'s closure, whose outer chain may start from a stream that became
    /// `Events`, nor a value returned from a function or handed to anything else, whose type
    /// would change there.
    static func feedsKeptRx(_ call: FunctionCallExprSyntax, families: [FunctionKey: OneResultType]) -> Bool {
        feedsKeptRx(ExprSyntax(call), depth: 0, families: families)
    }

    private static func feedsKeptRx(
        _ expression: ExprSyntax, depth: Int, families: [FunctionKey: OneResultType]
    ) -> Bool {
        guard depth < 4 else { return false }
        var node = Syntax(expression)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
            {
                node = Syntax(outer)
            } else if let argument = parent.as(LabeledExprSyntax.self),
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isCombinatorOfCalls(outer)
            {
                node = Syntax(outer)
            } else if let closureCall = calledAtOnce(returning: node) {
                node = Syntax(closureCall)
            } else if parent.is(InitializerClauseSyntax.self),
                let binding = parent.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let block = enclosingBlock(of: binding)
            {
                let reads = readsOf(name, in: block, after: binding)
                return !reads.isEmpty && reads.allSatisfy { feedsKeptRx($0, depth: depth + 1, families: families) }
            } else if let outer = flatMap(returning: node, onCallOf: families) {
                node = Syntax(outer)
            } else {
                break
            }
        }
        guard node.id != Syntax(expression).id, let outermost = node.as(FunctionCallExprSyntax.self),
            let member = outermost.calledExpression.as(MemberAccessExprSyntax.self),
            ["disposed", "disposeOnDeactivate", "subscribe", "bind"].contains(member.declName.baseName.text),
            member.base != nil, let statement = outermost.parent
        else { return false }
        if statement.is(CodeBlockItemSyntax.self) { return true }
        // `_ = chain.subscribe(…)`
        return statement.as(SequenceExprSyntax.self)?.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
    }

    /// `Observable.zip(a(), b())`, `Single.zip`, `combineLatest`, `merge`, `concat` on an Rx type,
    /// whose arguments are all calls (the bridged ones): no stream of another kind goes in.
    private static func isCombinatorOfCalls(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["zip", "combineLatest", "merge", "concat"].contains(member.declName.baseName.text),
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Observable", "Single", "Maybe", "Completable"].contains(type)
        else { return false }
        // Each argument's chain starts from a call (`service.a().asObservable()`), not from a
        // stream read as a property (`presenter.text`, `Events` now).
        return call.arguments.allSatisfy { argument in
            var current = argument.expression
            while let inner = current.as(FunctionCallExprSyntax.self),
                let base = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                base.is(FunctionCallExprSyntax.self)
            {
                current = base
            }
            return current.is(FunctionCallExprSyntax.self)
        }
    }

    /// The `flatMap` whose closure `node` is the value of, where the chain it is called on starts
    /// from a call of one of `families`, which the bridge makes RxSwift's.
    private static func flatMap(
        returning node: Syntax, onCallOf families: [FunctionKey: OneResultType]
    ) -> FunctionCallExprSyntax? {
        guard let closure = closure(returning: node),
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["flatMap", "flatMapLatest", "concatMap", "flatMapFirst"].contains(member.declName.baseName.text),
            var root = member.base?.as(FunctionCallExprSyntax.self)
        else { return nil }
        while let inner = root.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
            root = inner
        }
        guard let key = FunctionKey(root), families[key] != nil else { return nil }
        return call
    }

    /// The closure that `node` is what returns: `{ … return a() … }`, or `{ a() }`.
    private static func closure(returning node: Syntax) -> ClosureExprSyntax? {
        guard let parent = node.parent else { return nil }
        let isResult =
            parent.is(ReturnStmtSyntax.self)
            || (parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(ClosureExprSyntax.self) == true
                && parent.parent?.as(CodeBlockItemListSyntax.self)?.count == 1)
        guard isResult else { return nil }
        var current = parent.parent
        while let syntax = current, !syntax.is(ClosureExprSyntax.self) {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return current?.as(ClosureExprSyntax.self)
    }

    /// The call of a closure called at once that `node` is what returns: `{ … return a() … }()`.
    private static func calledAtOnce(returning node: Syntax) -> FunctionCallExprSyntax? {
        guard let closure = closure(returning: node),
            let called = closure.parent?.as(FunctionCallExprSyntax.self), called.calledExpression.id == closure.id,
            called.arguments.isEmpty
        else { return nil }
        return called
    }

    /// The block of a function's body that declares `binding`; `nil` for a type's property.
    private static func enclosingBlock(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        var current = binding.parent
        while let syntax = current {
            if let block = syntax.as(CodeBlockItemListSyntax.self) { return block }
            if syntax.is(MemberBlockItemListSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The reads of the local `name` in `block` after its declaration: `name` itself, not a
    /// member of that name.
    private static func readsOf(
        _ name: String, in block: CodeBlockItemListSyntax, after binding: PatternBindingSyntax
    ) -> [ExprSyntax] {
        let start = binding.endPosition
        return block.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .identifier(name), token.position >= start,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
            else { return nil }
            return ExprSyntax(reference)
        }
    }
}
