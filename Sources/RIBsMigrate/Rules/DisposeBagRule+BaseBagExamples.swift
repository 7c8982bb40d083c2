/// A task the service layer puts in a bag another file declares.
extension DisposeBagRule {
    static var baseBagExamples: [RuleExample] {
        [
            // A task into a bag a base class in another file declares (a review), which that file may
            // keep RxSwift's: it goes in through the bridge, named, and the file keeps RxSwift's import
            // for it. Before, RxSwift's `DisposeBag` was handed a `Task`, and the import went.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol DiaryPresentable: Presentable {
                    func show(_ diary: Int)
                }

                final class DiaryInteractor: BaseInteractor<DiaryPresentable> {
                    private let repository: DiaryRepository

                    init(presenter: DiaryPresentable, repository: DiaryRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    func load() {
                        repository.diary()
                            .subscribe(onSuccess: { [weak self] diary in
                                self?.presenter.show(diary)
                            })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    @MainActor
                    protocol DiaryPresentable: Presentable {
                        func show(_ diary: Int)
                    }

                    final class DiaryInteractor: BaseInteractor<DiaryPresentable> {
                        private let repository: DiaryRepository

                        init(presenter: DiaryPresentable, repository: DiaryRepository) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        func load() {
                            disposeBag.insert(Task { [self] in
                                do {
                                    let diary = try await repository.diary()
                                    self.presenter.show(diary)
                                } catch {}
                            })
                        }
                    }
                    // Written by ribs migrate: tasks here go into a DisposeBag (this file's, or another's that
                    // keeps RxSwift's), and are cancelled when it is freed. Make it a SubscriptionBag once it
                    // holds the runtime's subscriptions alone, then delete this.
                    extension DisposeBag {
                        fileprivate func insert<Success, Failure>(_ task: Task<Success, Failure>) {
                            insert(Disposables.create { task.cancel() })
                        }
                    }

                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    class BaseInteractor<P>: PresentableInteractor<P> {
                        let disposeBag = DisposeBag()
                    }
                    """#,
                    #"""
                    import RxSwift

                    final class DiaryRepository {
                        func diary() -> Single<Int> {
                            Single.just(1)
                        }
                    }
                    """#,
                ],
                named: [
                    "import RxSwift",
                    "insert(Task …)",
                ])
        ]
    }
}
