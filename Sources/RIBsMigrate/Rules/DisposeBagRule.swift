import RIBsSource
import SwiftSyntax

/// An interactor's or a worker's `DisposeBag`: Rx disposes what it holds when its owner is
/// freed, and the runtime's ``SubscriptionBag`` cancels what it holds then too, so the bag and
/// its `disposed(by:)` lines keep Rx's timing as `SubscriptionBag` and `cancelled(by:)`.
///
/// All or nothing in a file: only where every `disposed(by:)` ends a subscription to a stream
/// that becomes `Events` (a relay's, a property's) does the file's bag change; a bag that also
/// holds what stays Rx (an RxCocoa binding, a `Single`'s subscription) stays a `DisposeBag`,
/// named, as a person decides where that work ends.
final class DisposeBagRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .disposeBags,
            summary:
                "a `DisposeBag` whose every `disposed(by:)` ends a subscription of a stream that becomes `Events` becomes a `SubscriptionBag`, and `disposed(by:)` `cancelled(by:)`",
            catalogue: [
                "DisposeBag.*",
                "Disposable.disposed(by:)",
            ],
            recipes: [
                .disposeBag, .disposed, .disposedInProtocolsBag, .disposedInKeptBag, .disposedInOthersBag,
                .disposeOnDeactivateBridge, .disposeOnStopBridge,
                .rxProducer, .bridgedAsyncChain, .rxCocoaView, .reactiveExtensionReader,
            ],
            examples: examples + keptSingleExamples + taskExamples + baseBagExamples)
    }

    /// Whether the file's migrated subscriptions go into a protocol's `DisposeBag`, which the
    /// module's views keep (`extension Bindable where Self: HasDisposeBag`): through a bridge.
    private var bridgesBags = false
    /// Whether a file that stays on RxSwift ends its subscriptions with Uber's
    /// `disposeOnDeactivate(interactor:)`, which swift-ribs has for its own subscriptions only:
    /// through a bridge.
    private var bridgesDeactivation = false
    /// Whether it ends one with Uber's `disposeOnStop(_:)`, a worker's: through a bridge.
    var bridgesStop = false
    /// Whether a chain the file migrated goes into a `DisposeBag` the file keeps for its chains
    /// that stay RxSwift's: through a bridge.
    private var bridgesIntoKeptBag = false
    /// Whether the file's migrated subscriptions go into a bag it does not declare (a base
    /// class's, or its type's in another file), whose file decides what it becomes: through a
    /// bridge that takes either.
    private var bagsElsewhere = false
    /// Whether a subscription went into such a bag: the file gets the bridge.
    private var bridgesIntoOthersBag = false
    /// Whether the service layer gave a task to a bag that stays a `DisposeBag`
    /// (`bag.insert(Task { … })` beside chains that stay RxSwift's): through a bridge.
    private var bridgesTasksIntoKeptBag = false
    private var tree: SourceFileSyntax?

    override func start(_ tree: SourceFileSyntax) {
        self.tree = tree
        let finder = DisposedCalls(viewMode: .sourceAccurate)
        finder.walk(tree)
        // A file that keeps its streams (a view bound with RxCocoa) keeps its `DisposeBag`, into
        // which the service layer may have put a task (Channy's proxy view awaits its listener).
        guard !file.keepsRxStreams else {
            bridgesTasksIntoKeptBag = finder.keepsTasks
            return
        }
        let allEvents = finder.subscriptions.allSatisfy { subscription in
            guard let call = subscription?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            // `asDriver(onErrorJustReturn:).drive(onNext:)` subscribes once the rules are done.
            if let driven = RxCocoaTraitsFile.drivenOnce(member) {
                return isRuntimeChain(driven.asTrait.calledExpression.as(MemberAccessExprSyntax.self)?.base)
            }
            return ["subscribe", "bind"].contains(member.declName.baseName.text) && isRuntimeChain(member.base)
        }
        // The bag is a protocol's requirement where every `disposed(by:)` is in an extension of
        // one of the module's protocols and the file declares no bag: a requirement's
        // `DisposeBag` stays one, as its views' subscriptions go into it.
        if allEvents, !finder.subscriptions.isEmpty, !finder.keepsTasks, !finder.declaresBag,
            finder.inProtocolExtensions.allSatisfy({ file.index.protocols[$0] != nil }),
            finder.inProtocolExtensions.count == finder.subscriptions.count
        {
            bridgesBags = true
            return
        }
        // A private bag nothing in the file uses (left from code that went, or from a template)
        // is the runtime's as well as RxSwift's: nothing it holds decides.
        if finder.subscriptions.isEmpty, !finder.keepsTasks, finder.declaresBag, finder.namesBagOnlyPrivately,
            finder.bagNames.isDisjoint(with: finder.referencedNames)
        {
            file.convertsDisposeBags = true
            return
        }
        // A task the service layer put in a bag (`disposeBag.insert(Task { … })`) is one the
        // runtime's bag keeps; a `DisposeBag` cannot.
        file.convertsDisposeBags = (!finder.subscriptions.isEmpty || finder.keepsTasks) && allEvents
        bridgesTasksIntoKeptBag = finder.keepsTasks && !file.convertsDisposeBags
        // A bag the file does not declare is another file's (Omos's `BaseViewController`'s,
        // kept a `DisposeBag`): `cancelled(by:)` would hand it what it may not take. The bridge
        // names RxSwift's `DisposeBag`, so the file must import RxSwift itself.
        if file.convertsDisposeBags, !finder.declaresBag, FileRewrite.imports("RxSwift", in: tree) {
            file.convertsDisposeBags = false
            bagsElsewhere = true
            // A task into it goes through the bridge, which names RxSwift's bag: the import stays.
            bridgesTasksIntoKeptBag = finder.keepsTasks
            for insertion in finder.taskInsertions {
                file.leave(insertion, construct: "insert(Task …)", recipe: .disposedInOthersBag)
            }
        }
    }

    /// Whether a subscription's chain becomes the runtime's: a stream that becomes `Events`, and
    /// not one that stays RxSwift's whole (a producer's, a bridged call's), whose subscription
    /// is RxSwift's `Disposable`.
    private func isRuntimeChain(_ base: ExprSyntax?) -> Bool {
        file.streamKind(of: base) == .events && !file.isRxProducerChain(base)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        renameBag(node.name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        renameBag(node.baseName)
        return .visitChildren
    }

    private func renameBag(_ token: TokenSyntax) {
        guard token.text == "DisposeBag", file.convertsDisposeBags, !file.isOwned(token),
            !file.index.declaredTypes.contains("DisposeBag")
        else { return }
        file.rename(token, to: "SubscriptionBag")
        file.usesRuntime = true
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !file.importsRx, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposeOnDeactivate", file.isRxProducerChain(member.base)
        {
            // RxSwift's subscription in a file that does not import it (an extension of a type
            // whose file does): no bridge can be written here, so it is named.
            file.leave(
                node, at: member.period, construct: "disposeOnDeactivate(interactor:)", recipe: file.keptChainRecipe)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposeOnDeactivate", FileRewrite.labels(of: node) == ["interactor"],
            keepsRxSubscription(member.base)
        {
            // Named at each call: each line stays as Uber wrote it.
            file.leave(
                node, at: member.period, construct: "disposeOnDeactivate(interactor:)",
                recipe: .disposeOnDeactivateBridge, note: true)
            bridgesDeactivation = true
        }
        bridgeStop(node)
        guard !file.keepsRxStreams || file.bridgesToRx, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposed"
        else { return .visitChildren }
        file.handle(node)
        if bridgesBags {
            file.leave(node, at: member.period, construct: "disposed(…)", recipe: .disposedInProtocolsBag)
        } else if bagsElsewhere, FileRewrite.labels(of: node) == ["by"] {
            file.leave(node, at: member.period, construct: "disposed(…)", recipe: .disposedInOthersBag)
            bridgesIntoOthersBag = true
        } else if file.convertsDisposeBags, FileRewrite.labels(of: node) == ["by"] {
            file.rename(member.declName.baseName, to: "cancelled")
            file.usesRuntime = true
        } else if file.importsRx, !file.keepsRxStreams, FileRewrite.labels(of: node) == ["by"],
            isMigratedChain(member.base)
        {
            // The runtime's subscription, in a bag the file keeps for the chains that stay Rx's
            // (DailyChaCha's view: a relay of its own bound to its reactor, beside RxCocoa's).
            file.leave(node, at: member.period, construct: "disposed(…)", recipe: .disposedInKeptBag, note: true)
            bridgesIntoKeptBag = true
        } else if file.importsRx {
            // A view's bindings go into its own bag, which no RIB's lifecycle ends: the view's recipe.
            file.leave(
                node, at: member.period, construct: "disposed(…)",
                recipe: file.bridgesToRx ? file.keptStreamsRecipe : .disposed)
        }
        return .visitChildren
    }

    /// Whether the chain `expression` becomes the runtime's: it starts from a relay the module
    /// migrates, and no stream RxSwift makes feeds it.
    private func isMigratedChain(_ expression: ExprSyntax?) -> Bool {
        guard let expression, !file.isRxProducerChain(expression) else { return false }
        var current = expression
        while true {
            // A timer the runtime's takes the place of (`Events<Int>.interval`) starts it.
            if let call = current.as(FunctionCallExprSyntax.self), RxTimers.rewrite(of: call) != nil { return true }
            if let call = current.as(FunctionCallExprSyntax.self),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                break
            }
        }
        guard current.id != expression.id else { return false }
        return file.relayReference(of: current).kind != nil && !RxCocoaViewsRule.goesThroughRx(current)
    }

    override func finish() {
        guard let tree else { return }
        if bridgesBags {
            file.edits.insert(Self.bagBridge(Self.protocolsBag), at: tree.endPosition)
        } else if bridgesIntoKeptBag {
            file.edits.insert(Self.bagBridge(Self.keptBag), at: tree.endPosition)
        }
        if bridgesIntoOthersBag { file.edits.insert(Self.othersBagBridge, at: tree.endPosition) }
        if bridgesDeactivation { file.edits.insert(Self.deactivationBridge, at: tree.endPosition) }
        if bridgesStop { file.edits.insert(Self.stopBridge, at: tree.endPosition) }
        if bridgesTasksIntoKeptBag { file.edits.insert(Self.taskBridge, at: tree.endPosition) }
        if bridgesBags || bridgesDeactivation || bridgesStop || bridgesIntoKeptBag || bridgesIntoOthersBag {
            file.usesRuntime = true
        }
    }

    /// Ends an Rx subscription when the interactor deactivates, as Uber's
    /// `disposeOnDeactivate(interactor:)` did, private to the file.
    static let deactivationBridge = lifetimeBridge(
        why: """
            // Written by ribs migrate: this file stays on RxSwift, and its subscriptions end when
            // the interactor deactivates, as Uber's disposeOnDeactivate ended them. Delete this once
            // the file is on the runtime's streams, with cancelOnDeactivate(interactor:).
            """,
        function: "disposeOnDeactivate(interactor: Interactor)", until: "the deactivation",
        binding: "cancelOnDeactivate(interactor: interactor)")

    private static let protocolsBag = """
        // Written by ribs migrate: the runtime's subscriptions here go into a protocol's
        // DisposeBag, which the module's views keep. Make it a SubscriptionBag once they are on
        // the runtime's streams, write cancelled(by:), then delete this.
        """

    private static let keptBag = """
        // Written by ribs migrate: the runtime's subscriptions here go into the file's DisposeBag,
        // which its chains that stay on RxSwift use too. Make it a SubscriptionBag once they are
        // on the runtime's streams, write cancelled(by:), then delete this.
        """

    /// Puts a task in RxSwift's bag, which cancels it when the bag is freed, as the runtime's
    /// `SubscriptionBag` does; private to the file. Harmless where the bag is another file's that
    /// becomes a `SubscriptionBag`, whose own `insert(_:)` takes the task.
    static let taskBridge = """

        // Written by ribs migrate: tasks here go into a DisposeBag (this file's, or another's that
        // keeps RxSwift's), and are cancelled when it is freed. Make it a SubscriptionBag once it
        // holds the runtime's subscriptions alone, then delete this.
        extension DisposeBag {
            fileprivate func insert<Success, Failure>(_ task: Task<Success, Failure>) {
                insert(Disposables.create { task.cancel() })
            }
        }

        """

    /// The bridge for a protocol's bag.
    static var bagBridge: String { bagBridge(protocolsBag) }

    /// Puts the runtime's subscription in RxSwift's bag, private to the file; `why` is its comment.
    static func bagBridge(_ why: String) -> String {
        "\n" + why + "\n" + bagBridgeBody
    }

    /// Puts the runtime's subscription in a bag another file declares, whichever it is.
    static let othersBagBridge = """

        // Written by ribs migrate: the runtime's subscriptions here go into a bag another file
        // declares, a DisposeBag while that file keeps RxSwift's and a SubscriptionBag once it is
        // migrated. Write cancelled(by:) once it is a SubscriptionBag, then delete this.
        extension EventSubscription {
            fileprivate func disposed(by bag: DisposeBag) {
                Disposables.create { [self] in MainActor.assumeIsolated { cancel() } }.disposed(by: bag)
            }

            fileprivate func disposed(by bag: SubscriptionBag) {
                cancelled(by: bag)
            }
        }

        """

    private static let bagBridgeBody = """
        extension EventSubscription {
            fileprivate func disposed(by bag: DisposeBag) {
                Disposables.create { [self] in MainActor.assumeIsolated { cancel() } }.disposed(by: bag)
            }
        }

        """
}
