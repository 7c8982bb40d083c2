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
                ])
        ]
    }
}
