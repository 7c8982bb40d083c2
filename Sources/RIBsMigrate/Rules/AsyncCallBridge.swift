import SwiftSyntax

/// A call of a function that became `async throws`, in a file that stays on RxSwift whole (a
/// ReactorKit reactor, a file on RxCocoa's traits, a view bound with RxCocoa): it reaches RxSwift
/// as the value it was (`Single`, `Completable`, `Maybe`, or a `Single`'s `asObservable()`),
/// through a bridge written at the end of the file, private to it, so the file compiles with
/// RxSwift while the function is the runtime's.
enum AsyncCallBridge {
    /// The bridge's call for `call`, of a function whose Rx type was `kind`, or `nil` where the
    /// rewrite is not sure: an optional chain (`self?.service.load()`), whose `await` would make
    /// the value optional.
    static func text(for call: FunctionCallExprSyntax, kind: OneResultType.Kind) -> String? {
        let root = Self.root(of: ExprSyntax(call))
        return text(for: call, kind: kind, onALocal: root.map { LocalScope.declares($0, around: call) } ?? false)
    }

    /// The bridge's call, knowing whether the call is made on a local or a parameter (`owner`,
    /// after `withUnretained(self)`), which the closure captures as it is; any other needs
    /// `self` in the closure (`useCase.goals()` is `self.useCase`'s).
    static func text(for call: FunctionCallExprSyntax, kind: OneResultType.Kind, onALocal: Bool) -> String? {
        let text = call.trimmedDescription
        guard !text.contains("?"), !text.contains("\n"), !readsAnEnclosingClosuresParameter(call) else { return nil }
        let capture = onALocal ? "" : "[self] in "
        let awaited = "{ \(capture)try await \(text) }"
        switch kind {
        case .single: return "rxSingle \(awaited)"
        case .observable: return "rxSingle \(awaited).asObservable()"
        case .completable: return "rxCompletable \(awaited)"
        case .maybe: return "rxMaybe \(awaited)"
        }
    }

    /// Whether `call` reads `$0` (or `$1`…) of a closure around it (`flatMap { saver.save($0) }`):
    /// moved into the bridge's closure, which takes no parameter, it would name none.
    static func readsAnEnclosingClosuresParameter(_ call: FunctionCallExprSyntax) -> Bool {
        call.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .dollarIdentifier = token.tokenKind else { return false }
            var node = token.parent
            while let current = node, current.id != call.id {
                // A closure inside the call has its own `$0`.
                if current.is(ClosureExprSyntax.self) { return false }
                node = current.parent
            }
            return true
        }
    }

    /// The name the expression starts from (`owner` in `owner.useCase.goals()`), or `nil` for a
    /// call with no base (`load()`, a method of `self`).
    private static func root(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                // A bare function name is a method of `self`; a bare name with members after it
                // is where the chain starts.
                return reference.parent?.is(FunctionCallExprSyntax.self) == true ? nil : reference.baseName.text
            } else {
                return current.trimmedDescription
            }
        }
    }

    /// The bridge the calls of `kinds` use, for the end of the file.
    static func declarations(for kinds: Set<String>) -> String {
        var text = """

            // Written by ribs migrate: this file stays on RxSwift, and the functions it calls through
            // these return with async throws now. Await them once the file is on the runtime's
            // streams, then delete this.

            """
        if kinds.contains("rxSingle") {
            text += """
                fileprivate func rxSingle<Element>(
                    _ call: @escaping @MainActor @Sendable () async throws -> Element
                ) -> Single<Element> {
                    Single.create { observer in
                        // Rx's observer is not Sendable; it is called once, on the main actor.
                        nonisolated(unsafe) let observer = observer
                        let task = Task { @MainActor in
                            do { observer(.success(try await call())) } catch { observer(.failure(error)) }
                        }
                        return Disposables.create { task.cancel() }
                    }
                }

                """
        }
        if kinds.contains("rxCompletable") {
            text += """
                fileprivate func rxCompletable(_ call: @escaping @MainActor @Sendable () async throws -> Void) -> Completable {
                    Completable.create { observer in
                        // Rx's observer is not Sendable; it is called once, on the main actor.
                        nonisolated(unsafe) let observer = observer
                        let task = Task { @MainActor in
                            do {
                                try await call()
                                observer(.completed)
                            } catch {
                                observer(.error(error))
                            }
                        }
                        return Disposables.create { task.cancel() }
                    }
                }

                """
        }
        if kinds.contains("rxMaybe") {
            text += """
                fileprivate func rxMaybe<Element>(
                    _ call: @escaping @MainActor @Sendable () async throws -> Element?
                ) -> Maybe<Element> {
                    Maybe.create { observer in
                        // Rx's observer is not Sendable; it is called once, on the main actor.
                        nonisolated(unsafe) let observer = observer
                        let task = Task { @MainActor in
                            do {
                                if let element = try await call() { observer(.success(element)) } else { observer(.completed) }
                            } catch {
                                observer(.error(error))
                            }
                        }
                        return Disposables.create { task.cancel() }
                    }
                }

                """
        }
        return text
    }
}
