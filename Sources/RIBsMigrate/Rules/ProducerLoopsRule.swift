import RIBsSource
import SwiftSyntax

/// A stream RxSwift makes read in a loop, which ``ProducerSubscriptionsPass`` wrote for a
/// subscription the interactor's active period ended (`let stream = api.devices().asyncValues`,
/// then `for try await devices in stream` in `whileActive`): named at its line, as the stream
/// stays RxSwift's, and read through a bridge written at the end of the file, which keeps
/// RxSwift's import.
final class ProducerLoopsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .producerLoops,
            summary:
                "`api.devices().subscribe(onNext:onError:onCompleted:onDisposed:).disposeOnDeactivate(interactor: self)` of a stream RxSwift makes (`Observable.create`, a request) becomes `let stream = api.devices().asyncValues` and `whileActive { do { for try await devices in stream { … } } catch { … } }`, the handler's `return` a `continue`; the stream stays RxSwift's, subscribed where it was, read through a bridge at the end of the file that disposes its subscription when the task is cancelled",
            recipes: [.producerLoop, .heldSelf],
            examples: ProducerSubscriptionsPass.examples)
    }

    private var end: AbsolutePosition?
    private var readsThroughBridge = false

    override func start(_ tree: SourceFileSyntax) {
        end = tree.endPosition
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == ProducerLoopRewrite.bridgeMember,
            let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            file.isRxProducerChain(node.base)
        else { return .visitChildren }
        file.leave(
            binding, at: node.base?.firstToken(viewMode: .sourceAccurate),
            construct: "\(Self.source(of: node.base)).asyncValues", recipe: .producerLoop, note: true)
        // A note keeps no import of its own: the bridge needs RxSwift's.
        file.keepsRx = true
        readsThroughBridge = true
        return .visitChildren
    }

    override func finish() {
        guard readsThroughBridge, let end else { return }
        file.edits.insert(Self.bridge, at: end)
    }

    /// `devices(…)` for `self.api.devices(of: garden).map { … }`: the producer's call.
    private static func source(of chain: ExprSyntax?) -> String {
        guard let chain,
            let call = RxProducers.spineNodes(of: chain).last(where: { $0.is(FunctionCallExprSyntax.self) })?
                .as(FunctionCallExprSyntax.self), let key = FunctionKey(call)
        else { return "…" }
        return "\(key.name)(…)"
    }

    /// The elements of an RxSwift stream as an `AsyncThrowingStream`, subscribed when it is made
    /// (where Rx subscribed) and disposed when the loop's task is cancelled or the stream is
    /// freed unread, private to the file.
    /// RxSwift's own `values` (6.5) does not dispose on cancellation, and needs iOS 15.
    static let bridge = """

        // Written by ribs migrate: this file reads streams RxSwift makes in tasks. Each is
        // subscribed where the file makes it (`.asyncValues`), as Rx subscribed, keeps what it
        // sends until the task's loop reads it, and is disposed when the task is cancelled. Delete
        // this once they are async functions or Events.
        extension ObservableConvertibleType {
            fileprivate var asyncValues: AsyncThrowingStream<Element, any Error> {
                AsyncThrowingStream { continuation in
                    nonisolated(unsafe) let subscription = asObservable().subscribe(
                        onNext: { element in
                            // Unchecked, as RxSwift handed it across threads: the loop reads it
                            // on the task's actor.
                            nonisolated(unsafe) let element = element
                            continuation.yield(element)
                        },
                        onError: { continuation.finish(throwing: $0) },
                        onCompleted: { continuation.finish() }
                    )
                    continuation.onTermination = { _ in subscription.dispose() }
                }
            }
        }

        """
}
