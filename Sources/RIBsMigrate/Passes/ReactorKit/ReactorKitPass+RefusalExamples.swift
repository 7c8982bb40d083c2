extension ReactorKitPass {
    /// The reactors the rule leaves on ReactorKit, named: what `Mutations` cannot carry as Rx ran it.
    static var refusalExamples: [RuleExample] {
        [
            // An observer called from another API's completion handler, which may run off the
            // main actor where the runtime's observer is not: the reactor stays on ReactorKit.
            .leaves(
                #"""
                import ReactorKit
                import RxSwift

                protocol Geocoder {
                    func lookUp(_ address: String, completion: @escaping (Bool) -> Void)
                }

                final class AddressReactor: Reactor {
                    enum Action {
                        case check(String)
                    }

                    struct State {
                        var isFound = false
                    }

                    let initialState = State()
                    let geocoder: Geocoder

                    init(geocoder: Geocoder) {
                        self.geocoder = geocoder
                    }

                    func mutate(action: Action) -> Observable<Bool> {
                        switch action {
                        case let .check(address):
                            return Observable<Bool>.create { observer in
                                self.geocoder.lookUp(address) { found in
                                    observer.onNext(found)
                                    observer.onCompleted()
                                }
                                return Disposables.create()
                            }
                        }
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isFound: mutation)
                    }
                }
                """#,
                named: ["import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is"]),
            .leaves(
                #"""
                import ReactorKit
                import RxSwift

                final class StrongReactor: Reactor {
                    enum Action {
                        case check(String)
                    }

                    struct State {
                        var isValid = false
                    }

                    let initialState = State()

                    func mutate(action: Action) -> Observable<Bool> {
                        switch action {
                        case let .check(text):
                            // The body holds the reactor strongly, and the stream lives until its
                            // observer ends it: `Mutations.create` would keep the reactor for ever.
                            return Observable<Bool>.create { observer in
                                let _ = self.format(text)
                                    .flatMap { valid -> Observable<Void> in
                                        observer.onNext(valid)
                                        return Observable<Void>.empty()
                                    }
                                    .subscribe()
                                return Disposables.create()
                            }
                        }
                    }

                    private func format(_ text: String) -> Observable<Bool> {
                        .just(!text.isEmpty)
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isValid: mutation)
                    }
                }
                """#,
                named: ["import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is"]),
            .leaves(
                #"""
                import ReactorKit
                import RxSwift

                final class LoggingReactor: Reactor {
                    enum Action {
                        case check(String)
                    }

                    struct State {
                        var isValid = false
                    }

                    let initialState = State()

                    func mutate(action: Action) -> Observable<Bool> {
                        switch action {
                        case let .check(text):
                            // `Mutations.do` has `onNext:` only.
                            return Observable.just(!text.isEmpty)
                                .do(onNext: { print($0) }, onError: { print($0) })
                        }
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isValid: mutation)
                    }
                }
                """#,
                named: ["import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is"]),
            .leaves(
                #"""
                import ReactorKit
                import RxSwift

                final class LegacyReactor: Reactor {
                    enum Action {
                        case check(String)
                    }

                    struct State {
                        var isValid = false
                    }

                    let initialState = State()

                    func mutate(action: Action) -> Observable<Bool> {
                        switch action {
                        case let .check(text):
                            // A stream that is no `Mutations` in the array: the combination would mix them.
                            return Observable.combineLatest([LegacyValidator.check(text), .just(true)]) { $0.allSatisfy { $0 } }
                        }
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isValid: mutation)
                    }
                }
                """#,
                named: ["import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is"]),
            // A service's call after `?.` would be an optional element: the reactor stays.
            .leaves(
                #"""
                import ReactorKit
                import RxSwift

                final class RegisterReactor: Reactor {
                    enum Action {
                        case register(String)
                    }

                    struct State {
                        var isRegistered = false
                    }

                    let initialState = State()
                    let service: RegisterService

                    init(service: RegisterService) {
                        self.service = service
                    }

                    func mutate(action: Action) -> Observable<Bool> {
                        switch action {
                        case let .register(email):
                            return Observable<Bool>.create { [weak self] observer in
                                let _ = self?.service.register(email: email).asObservable()
                                    .flatMap { registered -> Observable<Void> in
                                        observer.onNext(registered)
                                        return Observable<Void>.empty()
                                    }
                                    .subscribe()
                                return Disposables.create()
                            }
                        }
                    }

                    func reduce(state: State, mutation: Bool) -> State {
                        State(isRegistered: mutation)
                    }
                }
                """#,
                module: [
                    #"""
                    import RxSwift

                    protocol RegisterService {
                        func register(email: String) -> Single<Bool>
                    }
                    """#
                ],
                named: [
                    "import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is",
                    "register(email:), now async throws,",
                ]),
        ]
    }
}
