import RIBsSource
import SwiftSyntax

/// A stream's failure path. The runtime's streams never fail, so Rx's handlers of a failure have
/// no counterpart: `catch`, `catchAndReturn`, `retry`, and `onError:` of `subscribe` and `do`.
/// Where ``FailureProof`` shows the upstream can never fail (a relay, `just`), the handler could
/// never run: it goes, named at its line with that reason. Anywhere else the handler is the
/// app's logic (an alert, a route chosen by the error), so the chain stays on RxSwift with the
/// handler in place, named at the handler's line; a chain on a `Single` whose function became
/// `async throws` is the service layer's, which moves the handler to a `catch`.
final class FailureHandlingRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .failureHandling,
            summary:
                "`catch`, `catchAndReturn`, `retry` and `onError:` on a stream that can never fail (a relay, `just`) go, named at their line; on one that can, the chain stays on RxSwift with its handler, named",
            catalogue: [
                "ObservableType.catch(*)",
                "ObservableType.catchAndReturn(_:)",
                "ObservableType.catchError(_:)",
                "ObservableType.catchErrorJustReturn(_:)",
                "ObservableType.retry(*)",
                "ObservableType.retryWhen(_:)",
            ],
            recipes: [
                .neverFails, .failingStream, .subscribeWithHandlers, .sideEffect, .rxProducer, .bridgedAsyncChain,
            ],
            examples: examples)
    }

    private static let catching: Set<String> = [
        "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry", "retryWhen",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let name = member.declName.baseName.text
        let kind = file.streamKind(of: base)
        // A `Single`'s chain is the service layer's, or named operator by operator.
        guard kind?.isOneResult != true else { return .visitChildren }
        let proof = FailureProof(index: file.index) { [file] in file.relayReference(of: $0) }
        if Self.catching.contains(name) {
            file.handle(node)
            if proof.cannotFail(base) {
                drop(from: member.period, through: node, construct: "\(name)(…)")
            } else if kind != nil || (file.importsRx && !Self.isOtherLibrarysChain(base, index: file.index)) {
                file.leave(node, at: member.period, construct: "\(name)(…)", recipe: .failingStream)
            }
            return .visitChildren
        }
        guard name == "subscribe" || name == "do" || name == "bind" else { return .visitChildren }
        let labels = FileRewrite.labels(of: node)
        let handlers: Set<String> = [
            "onError", "onCompleted", "onDisposed", "onSubscribe", "onSubscribed", "onDispose", "onSuccess",
            "onFailure",
        ]
        let failureOnly = labels.filter { $0 == "onError" }
        let others = Set(labels).intersection(handlers).subtracting(["onError"])
        guard !failureOnly.isEmpty || !others.isEmpty else { return .visitChildren }
        // The runtime's `do(onNext:onSubscribe:onDispose:)` takes these as they are.
        if name == "do", Set(labels).isSubset(of: ["onNext", "onSubscribe", "onDispose"]) { return .visitChildren }
        // A stream read straight off a RIB (`router.lifecycle`, `interactor.isActiveStream`) tells
        // its end: `subscribe(onNext:onCompleted:)` is the runtime's. An operator's does not.
        if name == "subscribe", Set(labels).isSubset(of: ["onNext", "onCompleted"]),
            let read = base.as(MemberAccessExprSyntax.self),
            StreamReader.ribsStreams.contains(read.declName.baseName.text)
        {
            return .visitChildren
        }
        file.handle(node)
        if others.isEmpty, proof.cannotFail(base) {
            let arguments = Array(node.arguments)
            for argument in arguments where argument.label?.text == "onError" {
                file.drop(
                    argument.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.endPosition.utf8Offset,
                    naming: argument, construct: "\(name)(onError:)", recipe: .neverFails)
                file.removeArgument(argument, in: arguments)
            }
            for closure in node.additionalTrailingClosures where closure.label.text == "onError" {
                let range = closure.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.endPosition.utf8Offset
                file.drop(range, naming: closure, construct: "\(name)(onError:)", recipe: .neverFails)
                file.edits.replace(
                    (closure.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia.utf8Offset
                        ?? range.lowerBound)..<closure.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
                file.ownedRanges.append(range)
            }
            return .visitChildren
        }
        guard name == "subscribe" || file.importsRx else { return .visitChildren }
        // A chain that stays RxSwift's (through the bridge, or on a stream RxSwift makes) is
        // named for that, not for the runtime's streams it does not use.
        let recipe: Recipe =
            file.isRxProducerChain(base) ? file.keptChainRecipe : name == "do" ? .sideEffect : .subscribeWithHandlers
        file.leave(
            node, at: member.period, construct: "\(name)(\(labels.map { "\($0):" }.joined()))", recipe: recipe)
        return .visitChildren
    }

    /// Whether `chain` is another library's, not Rx's: one of its operators (a member call on a
    /// call's result) is neither Rx's nor the app's on Rx's types, as PromiseKit's
    /// `fetch().done { }.catch { }` or Combine's `publisher.sink { }`. Its `catch` is that
    /// library's, which the codemod leaves alone.
    static func isOtherLibrarysChain(_ chain: ExprSyntax, index: MigrationIndex) -> Bool {
        var expression = chain
        while let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            let name = member.declName.baseName.text
            let isOperator = base.is(FunctionCallExprSyntax.self)
            if isOperator, RxNames.methods[name] == nil, !RxNames.examples.contains(name),
                !index.customOperators.contains(where: { $0.name == name })
            {
                return true
            }
            expression = base
        }
        return false
    }

    /// Removes `.name(…)` from the chain, naming it at its line as a handler that never runs.
    private func drop(from period: TokenSyntax, through node: FunctionCallExprSyntax, construct: String) {
        let start = period.positionAfterSkippingLeadingTrivia.utf8Offset
        file.drop(
            start..<node.endPosition.utf8Offset, naming: node, at: period, construct: construct, recipe: .neverFails)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        file.removeMemberCall(member, node)
    }
}

extension FailureHandlingRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // Another library's chain (PromiseKit's) in a file that imports Rx: its `catch` is not Rx's.
            .leaves(
                #"""
                import PromiseKit
                import RxSwift

                final class ImageLoader {
                    func load(service: ImageService) {
                        service.fetch()
                            .done { image in print(image) }
                            .catch { error in print(error) }
                    }
                }
                """#),
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class FeedInteractor: Interactor {
                    private let titles = BehaviorRelay<String>(value: "")

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        titles
                            .map { $0.uppercased() }
                            .catchAndReturn("")
                            .subscribe(onNext: { title in print(title) }, onError: { error in print(error) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class FeedInteractor: Interactor {
                        private let titles = ValueRelay<String>("")

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            titles.values
                                .map { $0.uppercased() }
                                .subscribe(onNext: { title in print(title) })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                named: ["catchAndReturn(…)", "subscribe(onError:)"]),
            .leaves(
                #"""
                import RIBs
                import RxSwift

                protocol FeedSocket {
                    var messages: Observable<String> { get }
                }

                final class FeedInteractor: Interactor {
                    private let socket: FeedSocket

                    init(socket: FeedSocket) {
                        self.socket = socket
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        socket.messages
                            .catch { error in
                                print("reconnecting after", error)
                                return .empty()
                            }
                            .subscribe(onNext: { message in print(message) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                named: ["import RxSwift", "catch(…)"]),
        ]
    }
}
