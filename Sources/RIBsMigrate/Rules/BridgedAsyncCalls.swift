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
        guard !families.isEmpty, importsRx(tree) else { return [] }
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
                AsyncCallBridge.text(for: node, kind: family.kind) != nil, BridgedAsyncCalls.feedsKeptRx(node)
            else { return .visitChildren }
            calls.insert(node.id)
            return .skipChildren
        }
    }

    /// Whether the value of `call` flows, through operators, their arguments and what their
    /// closures return, into a subscription made as a statement, or into a local constant (which
    /// a chain then reads): code that stays RxSwift's around the bridged call. A value returned
    /// from a function, or handed to anything else, is not: its type would change there.
    static func feedsKeptRx(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        var chained = false
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
            {
                node = Syntax(outer)
                chained = true
            } else if let argument = parent.as(LabeledExprSyntax.self),
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                node = Syntax(outer)
            } else if let closureCall = closureReturning(node) {
                node = Syntax(closureCall)
            } else if parent.is(InitializerClauseSyntax.self),
                let binding = parent.parent?.as(PatternBindingSyntax.self),
                binding.pattern.is(IdentifierPatternSyntax.self), isLocal(binding)
            {
                return true
            } else {
                break
            }
        }
        guard chained || node.id != Syntax(call).id, let outermost = node.as(FunctionCallExprSyntax.self),
            let name = outermost.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["disposed", "disposeOnDeactivate", "subscribe", "bind"].contains(name)
        else { return false }
        guard let statement = outermost.parent else { return false }
        if statement.is(CodeBlockItemSyntax.self) { return true }
        // `_ = chain.subscribe(…)`
        return statement.as(SequenceExprSyntax.self)?.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
    }

    /// The call a value returned from a closure goes on in: the call the closure is given to
    /// (trailing or as an argument), or the closure's own call where it is called at once
    /// (`{ if … { return a() } else { return b() } }()`); `nil` anywhere else.
    private static func closureReturning(_ node: Syntax) -> FunctionCallExprSyntax? {
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
        guard let closure = current?.as(ClosureExprSyntax.self) else { return nil }
        if let called = closure.parent?.as(FunctionCallExprSyntax.self), called.calledExpression.id == closure.id {
            return called
        }
        // A handler's closure (`subscribe(onNext:)`, `do(onNext:)`) returns no stream.
        let given =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let given, let name = given.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            flatteningOperators.contains(name)
        else { return nil }
        return given
    }

    /// The operators whose closure returns the stream the chain goes on with.
    private static let flatteningOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "catch", "catchError",
    ]

    /// Whether `binding` declares a constant of a function's body, not a type's property.
    private static func isLocal(_ binding: PatternBindingSyntax) -> Bool {
        var current = binding.parent
        while let syntax = current {
            if syntax.is(CodeBlockItemListSyntax.self) { return true }
            if syntax.is(MemberBlockItemListSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    private static func importsRx(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            guard let declaration = statement.item.as(ImportDeclSyntax.self) else { return false }
            return MigrationCatalog.rxModules.contains(declaration.path.trimmedDescription)
        }
    }
}
