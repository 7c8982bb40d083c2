import RIBsSource
import SwiftSyntax

/// The subscriptions that call a function which becomes `async throws`, rewritten as a task:
///
/// ```swift
/// usecase.signIn()
///     .subscribe(with: self, onSuccess: { this, _ in this.listener?.detachLoggedOut() },
///                onFailure: { this, error in this.presenter.present(error) })
///     .disposeOnDeactivate(interactor: self)
/// ```
///
/// becomes a task that ends when the interactor deactivates, as the subscription did:
///
/// ```swift
/// whileActive { [self] in
///     do {
///         try await usecase.signIn()
///         self.listener?.detachLoggedOut()
///     } catch is CancellationError {
///         // deactivated: no handler runs, as Rx's disposal called none
///     } catch {
///         self.presenter.present(error)
///     }
/// }
/// ```
///
/// A subscription kept nowhere (`_ = …subscribe(…)`) becomes a `Task`; one kept in a
/// `DisposeBag` becomes a `Task` the bag keeps (`disposeBag.insert(Task { … })`), cancelled when
/// the bag goes, as Rx disposed it then: the bag becomes a `SubscriptionBag` (``DisposeBagRule``),
/// so this is done only where every `disposed(by:)` of the file ends a stream's subscription or
/// one rewritten here. `bind(to: relay)` is a subscription that sends each value to the relay.
final class OneResultSubscriptions: SyntaxVisitor {
    private(set) var edits: [SourceEdits.Edit] = []
    private let lines: SourceEdits
    private let families: [FunctionKey: OneResultType]
    private let streams: StreamReader
    /// The rewrites of subscriptions a bag keeps, and the `disposed(by:)` calls they replace:
    /// applied only where every bag of the file can become a `SubscriptionBag`.
    private var bagEdits: [SourceEdits.Edit] = []
    private var rewrittenDisposals: Set<SyntaxIdentifier> = []

    init(source: String, families: [FunctionKey: OneResultType], index: MigrationIndex) {
        lines = SourceEdits(original: source)
        self.families = families
        streams = StreamReader(index: index)
        super.init(viewMode: .sourceAccurate)
    }

    /// The rewrites of `tree`, once walked: the bag-owned ones too where every `disposed(by:)` of
    /// the file is one of them or ends a stream's subscription.
    func edits(of tree: SourceFileSyntax) -> [SourceEdits.Edit] {
        walk(tree)
        guard !bagEdits.isEmpty else { return edits }
        let disposals = DisposalFinder(viewMode: .sourceAccurate)
        disposals.walk(tree)
        let convertible = disposals.calls.allSatisfy { call in
            if rewrittenDisposals.contains(call.id) { return true }
            guard
                let subscription = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?
                    .as(FunctionCallExprSyntax.self),
                let member = subscription.calledExpression.as(MemberAccessExprSyntax.self),
                ["subscribe", "bind"].contains(member.declName.baseName.text)
            else { return false }
            return streams.streamKind(of: member.base) == .events
        }
        return convertible ? edits + bagEdits : edits
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let (subscription, owner) = SubscriptionOwner.read(node, index: streams.index),
            let rewritten = SubscriptionRewrite(
                subscription, owner: owner, item: node, families: families, streams: streams)?.text
                ?? FlatMapSubscriptionRewrite(
                    subscription, owner: owner, item: node, families: families, streams: streams)?.text
        else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia
        let indentation = lines.indentation(of: start)
        let text = rewritten.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
            .joined(separator: "\n")
        let edit = SourceEdits.Edit(
            range: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text: text)
        if case .bag(_, let disposal) = owner {
            bagEdits.append(edit)
            rewrittenDisposals.insert(disposal.id)
        } else {
            edits.append(edit)
        }
        return .skipChildren
    }

    /// The one-result function a chain starts with (`repository.user(id:)` in `repository
    /// .user(id: "me").map { … }`), when it is one that becomes `async`.
    static func baseFamily(of expression: ExprSyntax, families: [FunctionKey: OneResultType]) -> OneResultType? {
        var current: ExprSyntax? = expression
        while let expression = current {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let key = FunctionKey(call), let type = families[key] { return type }
            if let zipped = zipOfFamilies(call, families: families) { return zipped }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// `Single.zip(a, b)` of calls that each become `async`: one result, the pair, which the
    /// lowering awaits in turn (``OneResultLowering``).
    private static func zipOfFamilies(
        _ call: FunctionCallExprSyntax, families: [FunctionKey: OneResultType]
    ) -> OneResultType? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "zip", let base = member.base,
            ["Single", "Observable"].contains(OneResultLowering.typeName(base) ?? ""), call.arguments.count > 1,
            call.arguments.allSatisfy({ $0.label == nil && baseFamily(of: $0.expression, families: families) != nil })
        else { return nil }
        return OneResultType(kind: .single, element: nil)
    }

    /// Whether the chain `expression` has a `flatMap` anywhere in it.
    static func containsFlatMap(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if member.declName.baseName.text == "flatMap" { return true }
            current = member.base
        }
        return false
    }

    /// The functions of `families` that `argument` passes unapplied (`.flatMap(repository.save)`,
    /// `.flatMap(save(_:))`): by their name and labels where it says them, or by their name.
    static func unappliedFamilies(_ argument: ExprSyntax, in families: [FunctionKey: OneResultType])
        -> Set<FunctionKey>
    {
        guard let name = FunctionKey.reference(argument) else { return [] }
        if let key = FunctionKey(reference: argument) { return families[key] != nil ? [key] : [] }
        // By name alone only on an instance (`repository.save`): `CollectionAPI.getHomeData` and
        // `.getHomeData` are an enum's cases of a function's name, and a plain name a local.
        guard let member = argument.as(MemberAccessExprSyntax.self), let base = member.base,
            let first = FunctionKey.reference(base)?.baseName.text.first,
            first.isLowercase || base.trimmedDescription == "self"
        else { return [] }
        return Set(families.keys.filter { $0.name == name.baseName.text })
    }

    /// Whether `node` calls or names a function that becomes `async`.
    static func callsFamily(_ node: Syntax, families: [FunctionKey: OneResultType]) -> Bool {
        if let argument = node.as(LabeledExprSyntax.self),
            !unappliedFamilies(argument.expression, in: families).isEmpty
        {
            return true
        }
        if let call = node.as(FunctionCallExprSyntax.self), let key = FunctionKey(call), families[key] != nil {
            return true
        }
        if let expression = node.as(ExprSyntax.self), let key = FunctionKey(reference: expression),
            families[key] != nil
        {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { callsFamily($0, families: families) }
    }
}

/// Every `disposed(by:)` call of a file.
private final class DisposalFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposed", node.arguments.first?.label?.text == "by"
        {
            calls.append(node)
        }
        return .visitChildren
    }
}
