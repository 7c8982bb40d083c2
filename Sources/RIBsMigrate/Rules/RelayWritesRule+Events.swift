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

extension RelayWritesRule {
    /// `accept(())` in the app's own extension of an event relay (`extension PublishRelay where
    /// Element == Void { func accept() { accept(()) } }`): the runtime's relay sends, so it is
    /// `send(())` there. Left, the extension of `EventRelay` called what it does not have.
    func writeInRelayExtension(_ node: FunctionCallExprSyntax) {
        guard !file.keepsRxStreams, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
            ["accept", "onNext"].contains(reference.baseName.text), node.arguments.count == 1,
            node.arguments.first?.label == nil, !file.isOwned(reference)
        else { return }
        var current = node.parent
        while let syntax = current, !syntax.is(ExtensionDeclSyntax.self) {
            // In a closure, an unqualified call may be of the closure's own: not taken.
            if syntax.is(ClosureExprSyntax.self) { return }
            current = syntax.parent
        }
        guard let extended = current?.as(ExtensionDeclSyntax.self),
            let kind = MigrationCatalog.relayKinds[MigrationIndex.baseName(of: extended.extendedType)], kind != .value
        else { return }
        file.rename(reference.baseName, to: "send")
        file.usesRuntime = true
    }
}
