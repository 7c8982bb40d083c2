extension DisposeBagRule {
    /// What the rule makes of a subscription the service layer keeps on RxSwift:
    /// `MigrationRuleTests` runs each one.
    static var keptSingleExamples: [RuleExample] {
        [
            // A subscription to a `Single` the service layer keeps (a use case's `Single.create`)
            // returns RxSwift's `Disposable`: `disposeOnDeactivate` stays Uber's, through the
            // bridge. Renamed `cancelOnDeactivate`, it compiled with neither library (found with
            // `--keep-rx-services`, which keeps every service's).
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol GamePresentable: Presentable {
                    func show(_ value: Int)
                }

                final class GameInteractor: PresentableInteractor<GamePresentable> {
                    private let startGame: StartGameUseCase

                    init(presenter: GamePresentable, startGame: StartGameUseCase) {
                        self.startGame = startGame
                        super.init(presenter: presenter)
                    }

                    func start() {
                        startGame.execute(value: 1)
                            .subscribe(onSuccess: { [weak self] value in
                                self?.presenter.show(value)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs
                    import RxSwift

                    @MainActor
                    protocol GamePresentable: Presentable {
                        func show(_ value: Int)
                    }

                    final class GameInteractor: PresentableInteractor<GamePresentable> {
                        private let startGame: StartGameUseCase

                        init(presenter: GamePresentable, startGame: StartGameUseCase) {
                            self.startGame = startGame
                            super.init(presenter: presenter)
                        }

                        func start() {
                            startGame.execute(value: 1)
                                .subscribe(onSuccess: { [weak self] value in
                                    self?.presenter.show(value)
                                })
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

                    """#,
                module: [
                    #"""
                    import Foundation
                    import RxSwift

                    public protocol GameRepository {
                        func save(_ value: Int) -> Single<Void>
                    }

                    public final class StartGameUseCase {
                        private let repository: GameRepository
                        public init(repository: GameRepository) { self.repository = repository }

                        public func execute(value: Int) -> Single<Int> {
                            return Single.create { observer in
                                let disposable = self.repository.save(value)
                                    .subscribe(
                                        onSuccess: { _ in observer(.success(value)) },
                                        onFailure: { error in observer(.failure(error)) }
                                    )
                                return disposable
                            }
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "subscribe(onSuccess:) on a Single",
                    "disposeOnDeactivate(interactor:)",
                ]),
            // A subscription kept in a local, then `disposeOnDeactivate`d (a review): the local is
            // RxSwift's `Disposable`, so the call stays Uber's, through the bridge.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol ProfilePresentable: Presentable {
                    func show(_ name: String)
                }

                final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                    private let service: ProfileService
                    init(presenter: ProfilePresentable, service: ProfileService) {
                        self.service = service
                        super.init(presenter: presenter)
                    }
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        let subscription = service.fetch()
                            .subscribe(onSuccess: { [weak self] n in self?.presenter.show(n) })
                        subscription.disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs
                    import RxSwift

                    @MainActor
                    protocol ProfilePresentable: Presentable {
                        func show(_ name: String)
                    }

                    final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                        private let service: ProfileService
                        init(presenter: ProfilePresentable, service: ProfileService) {
                            self.service = service
                            super.init(presenter: presenter)
                        }
                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let subscription = rxSingle { [self] in try await service.fetch() }
                                .subscribe(onSuccess: { [weak self] n in self?.presenter.show(n) })
                            subscription.disposeOnDeactivate(interactor: self)
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
                module: [
                    #"""
                    import RxSwift

                    protocol ProfileService {
                        func fetch() -> Single<String>
                        func logout() -> Completable
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "fetch(), now async throws,",
                    "subscribe(onSuccess:)",
                    "disposeOnDeactivate(interactor:)",
                ]),
        ]
    }
}
