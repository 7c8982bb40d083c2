extension ServiceCallsRule {
    /// Calls bridged where a review of the day's fixes found them left: `MigrationRuleTests` runs
    /// each one.
    static var reviewExamples: [RuleExample] {
        [
            // A `flatMap` closure's call of a function made `async`, on a chain that starts from a
            // bridged call, is bridged too (a review: it had been left, compiling with neither).
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                public protocol GameRepositoryProtocol {
                    func load() -> Single<Int>
                    func report(_ state: Int) -> Single<Int>
                }

                final class GameRepository: GameRepositoryProtocol {
                    func load() -> Single<Int> { .just(3) }
                    func report(_ state: Int) -> Single<Int> { .just(state) }
                }

                protocol GamePresentable: Presentable {
                    func show(_ v: Int)
                }

                final class GameInteractor: PresentableInteractor<GamePresentable> {
                    private let repository: GameRepositoryProtocol
                    private let state: Int = 42
                    init(presenter: GamePresentable, repository: GameRepositoryProtocol) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        repository.load()
                            .flatMap { [repository] state in repository.report(state) }
                            .flatMap { [repository, state] r in repository.report(state + r) }
                            .subscribe(onSuccess: { [weak self] v in self?.presenter.show(v) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs
                    import RxSwift

                    public protocol GameRepositoryProtocol {
                        nonisolated(nonsending) func load() async throws -> Int
                        nonisolated(nonsending) func report(_ state: Int) async throws -> Int
                    }

                    final class GameRepository: GameRepositoryProtocol {
                        nonisolated(nonsending) func load() async throws -> Int { return 3 }
                        nonisolated(nonsending) func report(_ state: Int) async throws -> Int { return state }
                    }

                    @MainActor
                    protocol GamePresentable: Presentable {
                        func show(_ v: Int)
                    }

                    final class GameInteractor: PresentableInteractor<GamePresentable> {
                        private let repository: GameRepositoryProtocol
                        private let state: Int = 42
                        init(presenter: GamePresentable, repository: GameRepositoryProtocol) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }
                        override func didBecomeActive() {
                            super.didBecomeActive()
                            rxSingle { [self] in try await repository.load() }
                                .flatMap { [repository] state in rxSingle { [self] in try await repository.report(state) } }
                                .flatMap { [repository, state] r in rxSingle { [self] in try await repository.report(state + r) } }
                                .subscribe(onSuccess: { [weak self] v in self?.presenter.show(v) })
                                .disposeOnDeactivate(interactor: self)
                        }
                    }
                    // Written by ribs migrate: this file stays on RxSwift, and its subscriptions end when
                    // the interactor deactivates, as Uber's disposeOnDeactivate ended them. Delete this once
                    // the file is on the runtime's streams, with cancelOnDeactivate(interactor:).
                    extension Disposable {
                        @MainActor
                        fileprivate func disposeOnDeactivate(interactor: Interactor) {
                            nonisolated(unsafe) let disposable: any Disposable = self
                            Task { @MainActor in
                                // A stream that never sends: the task waits until the deactivation cancels it.
                                let never = AsyncStream<Never> { _ in }
                                await withTaskCancellationHandler {
                                    for await _ in never {}
                                } onCancel: {
                                    disposable.dispose()
                                }
                            }
                            .cancelOnDeactivate(interactor: interactor)
                        }
                    }

                    // Written by ribs migrate: this file stays on RxSwift, and the functions it calls through
                    // these return with async throws now. Await them once the file is on the runtime's
                    // streams, then delete this.
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

                    """#,
                named: [
                    "import RxSwift",
                    "load(), now async throws,",
                    "flatMap(…)",
                    "report(_:), now async throws,",
                    "flatMap(…)",
                    "report(_:), now async throws,",
                    "subscribe(onSuccess:)",
                    "disposeOnDeactivate(interactor:)",
                ])
        ]
    }
}
