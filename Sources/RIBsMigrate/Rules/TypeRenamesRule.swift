import SwiftSyntax

/// Rx's stream types under the runtime's names (`BehaviorRelay` is `ValueRelay`, `Observable`
/// `Events`); Rx's types with no counterpart (`Single`, a scheduler, `Driver`) are named where the
/// file imports Rx. It also notes what other rules need: whether the file names Foundation's or
/// UIKit's types, which it may have seen through RxSwift's import.
final class TypeRenamesRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .typeRenames,
            summary:
                "`BehaviorRelay`, `BehaviorSubject` and `Variable` become `ValueRelay`; `PublishRelay` and `PublishSubject` `EventRelay`; `ReplaySubject` `ReplayRelay`; `Observable` `Events`; `Disposable` `EventSubscription`, and `Disposables.create()` an ended `EventSubscription()`",
            catalogue: [
                "Observable",
                "BehaviorRelay",
                "BehaviorSubject",
                "PublishRelay",
                "PublishSubject",
                "ReplaySubject",
                "ReplayRelay",
                "Disposable",
                "RxError.noElements",
                "RxObservable",
                "Disposables.create()",
            ],
            recipes: [
                .single, .completable, .maybe, .driver, .signal, .controlEvent, .controlProperty, .binder,
                .testScheduler, .testableObserver, .scheduler, .disposeBag, .rxType, .mainScheduler, .rxProducer,
                .bridgedAsyncChain, .rxCocoaView, .reactiveExtensionReader,
            ],
            examples: examples)
    }

    /// Rx's types with no counterpart in the runtime: each is left to a person.
    private static let rxOnlyTypes: Set<String> = [
        "DisposeBag", "Single", "Completable", "Maybe", "Driver", "Signal", "TestScheduler",
        "TestableObserver", "SchedulerType", "ImmediateSchedulerType", "MainScheduler",
        "SerialDispatchQueueScheduler", "ConcurrentDispatchQueueScheduler", "ConcurrentMainScheduler",
        "ControlEvent", "ControlProperty", "Binder",
    ]

    /// `RxError.noElements` is the runtime's `NoElementsError()`, which a rewritten `Single`
    /// throws where Rx's failed with it; Rx's other errors have no counterpart.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Disposables",
            node.declName.baseName.text == "create", !file.keepsRxStreams, !file.isOwned(node),
            !file.index.declaredTypes.contains("Disposables"),
            let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
            call.arguments.isEmpty, call.trailingClosure == nil, call.parent?.is(InitializerClauseSyntax.self) == true
        {
            // A placeholder a property starts with (`var subscription: Disposable = Disposables.create()`).
            file.replaceOwning(call, with: "EventSubscription()")
            file.usesRuntime = true
            return .skipChildren
        }
        guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "RxError",
            !file.index.declaredTypes.contains("RxError"), !file.isOwned(node), !file.keepsRxStreams
        else { return .visitChildren }
        if node.declName.baseName.text == "noElements" {
            file.replaceOwning(node, with: "NoElementsError()")
            file.usesRuntime = true
        } else if file.importsRx {
            file.leave(node, construct: node.trimmedDescription, recipe: .rxError)
        }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        renameType(node.name)
        noteRuntimeName(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // What is assigned to is a variable, whatever its name (`Observable = …`), not Rx's type.
        guard !Self.isAssigned(node) else { return .visitChildren }
        renameType(node.baseName)
        if MigrationCatalog.foundationNames.contains(node.baseName.text) { file.usesFoundationName = true }
        noteRuntimeName(node.baseName.text)
        return .visitChildren
    }

    /// The runtime's names the passes before the file rules write (the service layer's
    /// `withSingleCallback`, `NoElementsError`): the file needs `import RIBs` for them.
    private static let runtimeNamesOfPasses: Set<String> = [
        "NoElementsError", "withSingleCallback", "withMaybeCallback", "withCompletableCallback", "CallbackObserver",
        "StateReactor", "Mutations",
    ]

    private func noteRuntimeName(_ name: String) {
        if Self.runtimeNamesOfPasses.contains(name), !file.index.declaredTypes.contains(name) {
            file.usesRuntime = true
        }
    }

    /// Whether `token` is in the signature or body of one of `producers`.
    private static func isInProducer(_ token: TokenSyntax, producers: Set<FunctionKey>) -> Bool {
        guard !producers.isEmpty else { return false }
        var node = token.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return producers.contains(FunctionKey(function)) }
            node = current.parent
        }
        return false
    }

    /// Whether `node` is the left side of an `=` (in the unfolded sequence swift-syntax parses).
    private static func isAssigned(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id })
        else {
            return false
        }
        let next = list.index(after: index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }

    /// Whether `token` is in a class that inherits a view or a view controller of UIKit's
    /// (`UIViewController`), or of the app's by its name (`BaseViewController`).
    private static func isInViewClass(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) {
                guard
                    let superclass = type.inheritanceClause?.inheritedTypes.first.map({
                        MigrationIndex.baseName(of: $0.type)
                    })
                else { return false }
                return KeptFile.isView(superclass)
            }
            node = current.parent
        }
        return false
    }

    private static func isInProtocol(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(ProtocolDeclSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    private func renameType(_ token: TokenSyntax) {
        let name = token.text
        if name == "DisposeBag", file.convertsDisposeBags { return }
        if MigrationCatalog.foundationNames.contains(name) { file.usesFoundationName = true }
        if MigrationCatalog.isUIKitName(name), !file.index.declaredTypes.contains(name) { file.usesUIKitName = true }
        guard !file.index.declaredTypes.contains(name), !file.isOwned(token), !file.keepsRxStreams || file.bridgesToRx
        else { return }
        if file.producerChains.keepsTypes(at: token) {
            // A chain a stream RxSwift makes feeds keeps Rx's types, named where they are.
            // Named without an import of Rx's too: an extension's file reads Rx through another's.
            if MigrationCatalog.typeRenames[name] != nil || RxNames.isRxType(name) {
                file.leave(token, construct: name, recipe: file.keptChainRecipe, note: true)
            }
            return
        }
        if let renamed = MigrationCatalog.typeRenames[name] {
            // A function whose stream RxSwift makes keeps its type, requirements included, in a
            // view's file too (TheSixthSense's use case, on its own `Reactive` extension).
            if file.bridgesToRx, Self.isInProducer(token, producers: file.index.rxProducers) {
                file.leave(token, construct: name, recipe: .rxProducer)
                return
            }
            // A view bound with RxCocoa keeps its types RxSwift's, named as what it keeps, but for
            // its protocols': the RIB's listener is the module's.
            if file.bridgesToRx, !Self.isInProtocol(token),
                !RxCocoaViewsRule.isStreamParameterOfRequirement(token, index: file.index)
            {
                // The view's recipe: a bag holds RxCocoa's bindings, which no RIB's lifecycle ends,
                // and a relay or an `Observable` has the runtime's counterpart, which the view
                // keeps RxSwift's with RxCocoa (not "no counterpart", as a user's trial read it).
                let recipe =
                    name == "DisposeBag" ? file.keptStreamsRecipe : Recipe(rawValue: name) ?? file.keptStreamsRecipe
                if file.importsRx { file.leave(token, construct: name, recipe: recipe) }
                return
            }
            file.rename(token, to: renamed)
            file.usesRuntime = true
        } else if file.importsRx, Self.rxOnlyTypes.contains(name), !AwaitedRxChainsRule.isAwaitedThroughValue(token) {
            // A view's bag holds RxCocoa's bindings, which it keeps: the view's recipe, not the
            // RIB's `cancelOnDeactivate` (a new user's trial read the two as contradicting).
            // So does a view controller's that binds none itself: its subclasses' bag (CookRecipe's
            // `CommonViewController`, the base of its views bound with RxCocoa).
            let recipe: Recipe =
                file.bridgesToRx && name == "DisposeBag"
                ? file.keptStreamsRecipe
                : name == "DisposeBag" && Self.isInViewClass(token)
                    ? .rxCocoaView : Recipe(rawValue: name) ?? .scheduler
            file.leave(token, construct: name, recipe: recipe)
        } else if file.importsRx, RxNames.isRxType(name), !AwaitedRxChainsRule.isAwaitedThroughValue(token) {
            // Any other type of RxSwift's or RxCocoa's (a delegate proxy, an observer, `Reactive`):
            // the file keeps Rx, named where it is.
            file.leave(token, construct: name, recipe: .rxType)
        }
    }
}

extension TypeRenamesRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RxSwift

                protocol FeedPresentable: AnyObject {
                    var refreshes: Observable<Void> { get }
                    var loading: BehaviorRelay<Bool> { get }
                }

                final class FeedWorker {
                    private var subscription: Disposable?

                    func stop() {
                        subscription?.dispose()
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol FeedPresentable: AnyObject {
                        var refreshes: Events<Void> { get }
                        var loading: ValueRelay<Bool> { get }
                    }

                    final class FeedWorker {
                        private var subscription: EventSubscription?

                        func stop() {
                            subscription?.cancel()
                        }
                    }
                    """#),
            .leaves(
                #"""
                struct Observable {
                    let name: String
                }

                let watched = Observable(name: "feed")
                """#),
        ]
    }
}
