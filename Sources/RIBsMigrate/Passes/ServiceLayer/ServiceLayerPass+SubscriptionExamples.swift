extension ServiceLayerPass {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var subscriptionsExamples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol ProfilePresentable: AnyObject {
                    func show(name: String)
                    func showError()
                    func hideLoading()
                }

                protocol ProfileRepository {
                    func profile(id: String) -> Single<String>
                }

                final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                    private let repository: ProfileRepository

                    init(presenter: ProfilePresentable, repository: ProfileRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        repository.profile(id: "me")
                            .subscribe(
                                onSuccess: { [weak self] name in self?.presenter.show(name: name) },
                                onFailure: { [weak self] _ in self?.presenter.showError() },
                                onDisposed: { [weak self] in self?.presenter.hideLoading() })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol ProfilePresentable: AnyObject {
                        func show(name: String)
                        func showError()
                        func hideLoading()
                    }

                    protocol ProfileRepository {
                        nonisolated(nonsending) func profile(id: String) async throws -> String
                    }

                    final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                        private let repository: ProfileRepository

                        init(presenter: ProfilePresentable, repository: ProfileRepository) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            whileActive { [self] in
                                defer {
                                    self.presenter.hideLoading()
                                }
                                do {
                                    let name = try await repository.profile(id: "me")
                                    self.presenter.show(name: name)
                                } catch is CancellationError {
                                    // deactivated: no handler runs, as Rx's disposal called none
                                } catch {
                                    self.presenter.showError()
                                }
                            }
                        }
                    }
                    """#),
            // `retry(3)` before the subscription (AppStoreClone's search): the request runs again
            // in a loop, three times in all, in a closure called at once whose result the handler
            // reads; the scheduler goes, as the task runs on the interactor's actor.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol SearchPresentable: AnyObject {
                    func show(_ titles: [String])
                }

                enum SearchAPI {
                    static func search(_ text: String) -> Single<[String]> {
                        Single.just([text])
                    }
                }

                final class SearchInteractor: PresentableInteractor<SearchPresentable> {
                    func search(_ text: String) {
                        SearchAPI.search(text)
                            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
                            .retry(3)
                            .subscribe(with: self, onSuccess: { owner, titles in
                                owner.presenter.show(titles)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    @MainActor
                    protocol SearchPresentable: AnyObject {
                        func show(_ titles: [String])
                    }

                    enum SearchAPI {
                        static nonisolated(nonsending) func search(_ text: String) async throws -> [String] {
                            return [text]
                        }
                    }

                    final class SearchInteractor: PresentableInteractor<SearchPresentable> {
                        func search(_ text: String) {
                            whileActive { [self] in
                                do {
                                    let titles = try await {
                                        var retriesLeft = 2
                                        while true {
                                            do {
                                                return try await SearchAPI.search(text)
                                            } catch is CancellationError {
                                                throw CancellationError()
                                            } catch {
                                                guard retriesLeft > 0 else { throw error }
                                                retriesLeft -= 1
                                            }
                                        }
                                    }()
                                    self.presenter.show(titles)
                                } catch {}
                            }
                        }
                    }
                    """#),
            // A worker's `disposeOnStop(self)`: the task is cancelled when the worker stops (a
            // review: the call had been left on a function made `async`).
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class ProfileWorker: Worker {
                    private let service: ProfileService
                    init(service: ProfileService) {
                        self.service = service
                        super.init()
                    }
                    override func didStart(_ interactorScope: InteractorScope) {
                        super.didStart(interactorScope)
                        service.fetch()
                            .subscribe(onSuccess: { name in print(name) })
                            .disposeOnStop(self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    final class ProfileWorker: Worker {
                        private let service: ProfileService
                        init(service: ProfileService) {
                            self.service = service
                            super.init()
                        }
                        override func didStart(_ interactorScope: InteractorScope) {
                            super.didStart(interactorScope)
                            Task { [self] in
                                do {
                                    let name = try await service.fetch()
                                    print(name)
                                } catch {}
                            }
                            .cancelOnStop(self)
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RxSwift

                    protocol ProfileService {
                        func fetch() -> Single<String>
                    }
                    """#
                ]),
        ]
    }
}
