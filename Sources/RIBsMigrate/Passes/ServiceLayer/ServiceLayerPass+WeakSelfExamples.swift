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
        ]
    }
}
