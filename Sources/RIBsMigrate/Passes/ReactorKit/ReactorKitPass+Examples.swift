import RIBsSource
import SwiftSyntax

extension ReactorKitPass {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] { rewriteExamples + refusalExamples }

    /// The reactors the rule rewrites.
    private static var rewriteExamples: [RuleExample] {
        [
            .rewrites(
                #"""
                import ReactorKit
                import RxSwift

                protocol CounterService {
                    func save(_ value: Int) -> Single<Void>
                }

                final class CounterReactor: Reactor {
                    enum Action {
                        case increase
                        case save
                    }

                    enum Mutation {
                        case setValue(Int)
                        case setSaving(Bool)
                    }

                    struct State {
                        var value = 0
                        var isSaving = false
                    }

                    let initialState = State()
                    private let service: CounterService

                    init(service: CounterService) {
                        self.service = service
                    }

                    func mutate(action: Action) -> Observable<Mutation> {
                        switch action {
                        case .increase:
                            return .just(.setValue(currentState.value + 1))
                        case .save:
                            return Observable.concat([
                                .just(.setSaving(true)),
                                service.save(currentState.value).asObservable().flatMap { _ in Observable<Mutation>.empty() },
                                .just(.setSaving(false)),
                            ])
                        }
                    }

                    func reduce(state: State, mutation: Mutation) -> State {
                        var state = state
                        switch mutation {
                        case let .setValue(value): state.value = value
                        case let .setSaving(saving): state.isSaving = saving
                        }
                        return state
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    protocol CounterService {
                        nonisolated(nonsending) func save(_ value: Int) async throws
                    }

                    final class CounterReactor: StateReactor {
                        enum Action {
                            case increase
                            case save
                        }

                        enum Mutation {
                            case setValue(Int)
                            case setSaving(Bool)
                        }

                        struct State {
                            var value = 0
                            var isSaving = false
                        }

                        let initialState = State()
                        private let service: CounterService

                        init(service: CounterService) {
                            self.service = service
                        }

                        func mutate(action: Action) -> Mutations<Mutation> {
                            switch action {
                            case .increase:
                                return .just(.setValue(currentState.value + 1))
                            case .save:
                                return Mutations.concat([
                                    .just(.setSaving(true)),
                                    Mutations.from { [self] in try await service.save(currentState.value) }.flatMap { _ in Mutations<Mutation>.empty() },
                                    .just(.setSaving(false)),
                                ])
                            }
                        }

                        func reduce(state: State, mutation: Mutation) -> State {
                            var state = state
                            switch mutation {
                            case let .setValue(value): state.value = value
                            case let .setSaving(saving): state.isSaving = saving
                            }
                            return state
                        }
                    }
                    """#),
            // Omos-New's sign-up checks: a chain of the reactor's mutations subscribed inside
            // `create`, sending through the observer, is the runtime's `Mutations.create`.
            .rewrites(
                #"""
                import ReactorKit
                import RxSwift

                final class EmailReactor: Reactor {
                    enum Action {
                        case check(String)
                    }

                    enum Mutation {
                        case setValid(Bool)
                    }

                    struct State {
                        var isValid = false
                    }

                    let initialState = State()

                    func mutate(action: Action) -> Observable<Mutation> {
                        switch action {
                        case let .check(email):
                            return Observable<Mutation>.create { [weak self] observer in
                                let _ = self?.format(email)
                                    .flatMap { mutation -> Observable<Void> in
                                        observer.onNext(mutation)
                                        observer.onCompleted()
                                        return Observable<Void>.never()
                                    }
                                    .subscribe()

                                return Disposables.create()
                            }
                        }
                    }

                    private func format(_ email: String) -> Observable<Mutation> {
                        Observable.combineLatest([Observable.just(email.contains("@")), Observable.just(!email.isEmpty)]) { checks -> Mutation in
                            .setValid(checks.allSatisfy { $0 })
                        }
                        .debug("format")
                    }

                    func reduce(state: State, mutation: Mutation) -> State {
                        var state = state
                        if case let .setValid(valid) = mutation { state.isValid = valid }
                        return state
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class EmailReactor: StateReactor {
                        enum Action {
                            case check(String)
                        }

                        enum Mutation: Sendable {
                            case setValid(Bool)
                        }

                        struct State {
                            var isValid = false
                        }

                        let initialState = State()

                        func mutate(action: Action) -> Mutations<Mutation> {
                            switch action {
                            case let .check(email):
                                return Mutations<Mutation>.create { [weak self] observer in
                                    let _ = try? await self?.format(email)
                                        .flatMap { mutation -> Mutations<Void> in
                                            observer.onNext(mutation)
                                            observer.onCompleted()
                                            return Mutations<Void>.never()
                                        }
                                        .drain()
                                }
                            }
                        }

                        private func format(_ email: String) -> Mutations<Mutation> {
                            Mutations.combineLatest([Mutations.just(email.contains("@")), Mutations.just(!email.isEmpty)]) { checks -> Mutation in
                                .setValid(checks.allSatisfy { $0 })
                            }
                            .debug("format")
                        }

                        func reduce(state: State, mutation: Mutation) -> State {
                            var state = state
                            if case let .setValid(valid) = mutation { state.isValid = valid }
                            return state
                        }
                    }
                    """#),
            // A call whose value is not used is no stream, though a function of the module's of
            // the same name returns one (WeShow's router's `detachRIB()` beside a reactor's).
            .rewrites(
                #"""
                import ReactorKit
                import RxSwift

                protocol OrderRouting: AnyObject {
                    func detachRIB()
                }

                final class OrderReactor: Reactor {
                    enum Action {
                        case close
                    }

                    struct State {
                        var isClosed = false
                    }

                    let initialState = State()
                    weak var router: OrderRouting?

                    func mutate(action: Action) -> Observable<Bool> {
                        self.router?.detachRIB()
                        return .just(true)
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isClosed: mutation)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol OrderRouting: AnyObject {
                        func detachRIB()
                    }

                    final class OrderReactor: StateReactor {
                        enum Action {
                            case close
                        }

                        struct State {
                            var isClosed = false
                        }

                        let initialState = State()
                        weak var router: OrderRouting?

                        func mutate(action: Action) -> Mutations<Bool> {
                            self.router?.detachRIB()
                            return .just(true)
                        }

                        func reduce(state: State, mutation: Bool) -> State {
                            State(isClosed: mutation)
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RxSwift

                    protocol Closing {
                        func detachRIB() -> Observable<Void>
                    }
                    """#
                ]),
        ]
    }
}
