extension ServiceLayerPass {
    /// A `[weak self]` handler's guards, moved into the task that holds `self`: each binding of
    /// `self` goes, and what else they bind stays (`let self` of what is no optional compiled with
    /// neither library).
    static var weakSelfExamples: [RuleExample] {
        [
            // A handler's `guard let self, let name = … else { return }`, moved into the task that
            // holds `self`: its `let self` goes, the other conditions stay.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol ProfilePresentable: AnyObject {
                    func show(name: String)
                }

                protocol ProfileRepository {
                    func profile() -> Single<Profile>
                }

                final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                    private let repository: ProfileRepository

                    init(presenter: ProfilePresentable, repository: ProfileRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        repository.profile()
                            .subscribe(onSuccess: { [weak self] profile in
                                guard let self, let name = profile.name else { return }
                                self.presenter.show(name: name)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    @MainActor
                    protocol ProfilePresentable: AnyObject {
                        func show(name: String)
                    }

                    protocol ProfileRepository {
                        nonisolated(nonsending) func profile() async throws -> Profile
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
                                do {
                                    let profile = try await repository.profile()
                                    guard let name = profile.name else { return }
                                    self.presenter.show(name: name)
                                } catch {}
                            }
                        }
                    }
                    """#,
                module: [
                    #"""
                    struct Profile: Sendable {
                        let name: String?
                    }
                    """#
                ]),
            // `if let self, …`, `guard let strongSelf = self, …` and a `let self` after a comment,
            // moved into the task that holds `self` (a review of the guard's fix).
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol ProfilePresentable: AnyObject {
                    func show(name: String)
                }

                protocol ProfileRepository {
                    func profile() -> Single<Profile>
                }

                final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                    private let repository: ProfileRepository

                    init(presenter: ProfilePresentable, repository: ProfileRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    func first() {
                        repository.profile()
                            .subscribe(onSuccess: { [weak self] profile in
                                if let self, let name = profile.name {
                                    self.presenter.show(name: name)
                                }
                            })
                            .disposeOnDeactivate(interactor: self)
                    }

                    func second() {
                        repository.profile()
                            .subscribe(onSuccess: { [weak self] profile in
                                guard let strongSelf = self, let name = profile.name else { return }
                                strongSelf.presenter.show(name: name)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }

                    func third() {
                        repository.profile()
                            .subscribe(onSuccess: { [weak self] profile in
                                guard let name = profile.name, // the name the view shows
                                    let self
                                else { return }
                                self.presenter.show(name: name)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    @MainActor
                    protocol ProfilePresentable: AnyObject {
                        func show(name: String)
                    }

                    protocol ProfileRepository {
                        nonisolated(nonsending) func profile() async throws -> Profile
                    }

                    final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
                        private let repository: ProfileRepository

                        init(presenter: ProfilePresentable, repository: ProfileRepository) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        func first() {
                            whileActive { [self] in
                                do {
                                    let profile = try await repository.profile()
                                    if let name = profile.name {
                                        self.presenter.show(name: name)
                                    }
                                } catch {}
                            }
                        }

                        func second() {
                            whileActive { [self] in
                                do {
                                    let profile = try await repository.profile()
                                    guard let name = profile.name else { return }
                                    self.presenter.show(name: name)
                                } catch {}
                            }
                        }

                        func third() {
                            whileActive { [self] in
                                do {
                                    let profile = try await repository.profile()
                                    guard let name = profile.name // the name the view shows
                                    else { return }
                                    self.presenter.show(name: name)
                                } catch {}
                            }
                        }
                    }
                    """#,
                module: [
                    #"""
                    struct Profile: Sendable {
                        let name: String?
                    }
                    """#
                ]),
            // A `flatMap` closure that captures a value (`[repository]`, a third trial's) is lowered
            // as one that does not: the task reads it as the closure did. Left, its inner call of
            // a function made `async` compiled with neither library.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                public protocol GameRepositoryProtocol {
                    func saveGameState(_ state: Int) -> Single<Void>
                    func load() -> Single<Int>
                }

                final class GameRepository: GameRepositoryProtocol {
                    func saveGameState(_ state: Int) -> Single<Void> { .just(()) }
                    func load() -> Single<Int> { .just(3) }
                }

                protocol GamePresentable: Presentable {
                    func show(_ v: Int)
                    func showError(_ e: Error)
                }

                final class GameInteractor: PresentableInteractor<GamePresentable> {
                    private let repository: GameRepositoryProtocol
                    init(presenter: GamePresentable, repository: GameRepositoryProtocol) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        repository.load()
                            .flatMap { [repository] v in repository.saveGameState(v).map { v } }
                            .observe(on: MainScheduler.instance)
                            .subscribe(onSuccess: { [weak self] v in self?.presenter.show(v) },
                                       onFailure: { [weak self] e in self?.presenter.showError(e) },
                                       onDisposed: { print("disposed") })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    public protocol GameRepositoryProtocol {
                        nonisolated(nonsending) func saveGameState(_ state: Int) async throws
                        nonisolated(nonsending) func load() async throws -> Int
                    }

                    final class GameRepository: GameRepositoryProtocol {
                        nonisolated(nonsending) func saveGameState(_ state: Int) async throws {  }
                        nonisolated(nonsending) func load() async throws -> Int { return 3 }
                    }

                    @MainActor
                    protocol GamePresentable: Presentable {
                        func show(_ v: Int)
                        func showError(_ e: Error)
                    }

                    final class GameInteractor: PresentableInteractor<GamePresentable> {
                        private let repository: GameRepositoryProtocol
                        init(presenter: GamePresentable, repository: GameRepositoryProtocol) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }
                        override func didBecomeActive() {
                            super.didBecomeActive()
                            whileActive { [self] in
                                defer {
                                    print("disposed")
                                }
                                do {
                                    let v = try await repository.load()
                                    try await repository.saveGameState(v)
                                    let v2 = v
                                    self.presenter.show(v2)
                                } catch is CancellationError {
                                    // deactivated: no handler runs, as Rx's disposal called none
                                } catch {
                                    self.presenter.showError(error)
                                }
                            }
                        }
                    }
                    """#),
        ]
    }
}
