import RIBsSource
import SwiftSyntax

/// Uses of a service function that became `async throws` which the codemod did not rewrite:
/// each is named, as it no longer compiles as it is. In a file that stays on RxSwift whole, a
/// call of one from a RIB (a type on the main actor) goes through a bridge to Rx instead
/// (``AsyncCallBridge``), and is named in a note.
final class ServiceCallsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .serviceCalls,
            summary:
                "a call of a service function that became `async throws`, used where the rewrite could not reach it, is named",
            recipes: [
                .unawaitedAsync, .sharedAsyncName, .asyncThroughRxBridge, .awaitedInFlatMap, .eventsThroughRxBridge,
            ],
            examples: examples + trialExamples + reviewExamples)
    }

    /// `repository.user(id: "me").asObservable()`: a call used as an Rx value (chained on,
    /// returned, passed). A call made as a statement of its own is another function of the same
    /// name (`stream.update(with:)`), since a `Single` that nobody subscribes to does nothing.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if bridgesEventsCall(node) { return .visitChildren }
        guard !file.asyncFunctions.isEmpty, let key = FunctionKey(node), file.asyncFunctions[key] != nil,
            !Self.isAwaited(Syntax(node)), let parent = node.parent,
            !parent.is(CodeBlockItemSyntax.self) || Self.isClosureResult(parent)
        else { return .visitChildren }
        // A call whose value is used, not chained on, of a name a plain function shares is
        // likelier that function's (`let isMine = compare.execute(with: id)`): said in a note.
        if file.sharedAsyncNames.contains(key), parent.as(MemberAccessExprSyntax.self)?.base?.id != Syntax(node).id {
            file.leave(node, construct: "\(key)", recipe: .sharedAsyncName, note: true)
            return .visitChildren
        }
        if file.keepsRxStreams || file.bridgedCalls.contains(node.id), file.importsRx,
            let family = file.asyncFunctions[key], Self.isOnTheMainActor(node, index: file.index),
            let bridged = AsyncCallBridge.text(for: node, kind: family.kind)
        {
            file.replaceOwning(node, with: bridged)
            bridges.insert(String(bridged.prefix { $0 != " " }))
            file.leave(node, construct: "\(key), now async throws,", recipe: .asyncThroughRxBridge, note: true)
            return .skipChildren
        }
        if !file.keepsRxStreams, let family = file.asyncFunctions[key], Self.isOnTheMainActor(node, index: file.index),
            let awaited = awaitedInFlatMap(node, kind: family.kind)
        {
            file.edits.insert("try await ", at: node.positionAfterSkippingLeadingTrivia)
            file.leave(node, construct: "\(key), awaited in \(awaited),", recipe: .awaitedInFlatMap, note: true)
            return .visitChildren
        }
        file.leave(node, construct: "\(key), now async throws,", recipe: .unawaitedAsync)
        return .visitChildren
    }

    /// The bridges the file's calls use (`rxSingle`, `rxCompletable`, `rxMaybe`).
    private var bridges: Set<String> = []
    private var tree: SourceFileSyntax?

    override func start(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    override func finish() {
        guard !bridges.isEmpty, let tree else { return }
        file.edits.insert(AsyncCallBridge.declarations(for: bridges), at: tree.endPosition)
        file.usesRuntime = true
    }

    /// Whether `node` is in a type the main actor isolates (an interactor, a view controller,
    /// or an extension of one): the bridge's closure runs there.
    static func isOnTheMainActor(_ node: some SyntaxProtocol, index: MigrationIndex) -> Bool {
        var current = node.parent
        while let syntax = current {
            let name =
                syntax.as(ClassDeclSyntax.self)?.name.text
                ?? syntax.as(ExtensionDeclSyntax.self).map { MigrationIndex.baseName(of: $0.extendedType) }
            if let name {
                return index.isMainActorClass(name) || name.hasSuffix("ViewController")
                    || (index.classes[name]?.first?.hasSuffix("ViewController") ?? false)
            }
            current = syntax.parent
        }
        return false
    }

    /// `flatMap(repository.update(with:))`: a function that became `async` passed as a value.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.asyncFunctions.isEmpty, let key = FunctionKey(reference: ExprSyntax(node)),
            file.asyncFunctions[key] != nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id
        else { return .visitChildren }
        file.leave(node, construct: "\(key), now async throws,", recipe: .unawaitedAsync)
        return .visitChildren
    }

    static func isAwaited(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(AwaitExprSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The only statement of a closure: what it returns.
    private static func isClosureResult(_ item: Syntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return list.parent?.is(ClosureExprSyntax.self) == true
    }
}
