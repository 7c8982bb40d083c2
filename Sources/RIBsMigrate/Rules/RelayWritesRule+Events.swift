import RIBsSource
import SwiftSyntax

/// A subject written with an event (`subject.on(.next(x))`, `on(.completed)`, `on(.error(e))`),
/// once it is the runtime's relay.
extension RelayWritesRule {
    /// `on(.next(x))` is `.value = x` on a `ValueRelay` and `send(x)` on the others, as
    /// `onNext(x)` is; `on(.completed)` is an `EventRelay`'s `finish()`; an error, which no relay
    /// carries, is named. Before, each was left as it was on the relay, unnamed, and compiled with
    /// neither library (a new user's trial on godo129/RIBs-todo).
    func writeEvent(
        _ event: ExprSyntax, of node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, kind: RelayKind?
    ) {
        let call = event.as(FunctionCallExprSyntax.self)
        let name =
            (call?.calledExpression ?? event).as(MemberAccessExprSyntax.self).flatMap {
                $0.base == nil ? $0.declName.baseName.text : nil
            }
        switch (name, call?.arguments.count) {
        case ("next", 1?):
            guard let kind, let value = call?.arguments.first?.expression,
                node.parent?.is(CodeBlockItemSyntax.self) == true
            else {
                file.leave(node, at: member.period, construct: "on(_:)", recipe: .unknownRelay)
                return
            }
            let write = kind == .value ? ".value = \(value.trimmedDescription)" : ".send(\(value.trimmedDescription))"
            file.replace(from: member.period, through: node, with: write)
            file.usesRuntime = true
        case ("completed", nil) where kind == .event:
            file.replace(from: member.period, through: node, with: ".finish()")
        case ("completed", nil):
            file.leave(node, at: member.period, construct: "on(.completed)", recipe: .onCompleted)
        case ("error", 1?):
            file.leave(node, at: member.period, construct: "on(.error(_:))", recipe: .subjectError)
        default:
            file.leave(node, at: member.period, construct: "on(_:)", recipe: .unknownRelay)
        }
    }
}

extension RelayWritesRule {
    /// A subject written with events (a new user's trial on godo129/RIBs-todo, where each was
    /// left on the relay, unnamed).
    static var eventExamples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class UploadInteractor: Interactor {
                    let progress = PublishSubject<Int>()
                    let isUploading = BehaviorSubject<Bool>(value: false)

                    func upload(_ parts: [Int]) {
                        isUploading.on(.next(true))
                        for part in parts {
                            progress.on(.next(part))
                        }
                        progress.on(.completed)
                    }

                    func fail(_ error: any Error) {
                        progress.onError(error)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs
                    import RxSwift

                    final class UploadInteractor: Interactor {
                        let progress = EventRelay<Int>()
                        let isUploading = ValueRelay<Bool>(false)

                        func upload(_ parts: [Int]) {
                            isUploading.value = true
                            for part in parts {
                                progress.send(part)
                            }
                            progress.finish()
                        }

                        func fail(_ error: any Error) {
                            progress.onError(error)
                        }
                    }
                    """#,
                named: ["import RxSwift", "onError(_:)"])
        ]
    }
}
