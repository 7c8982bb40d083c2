/// A task the service layer puts in a bag that stays RxSwift's.
extension DisposeBagRule {
    static var taskExamples: [RuleExample] {
        [
            // A one result's subscription the service layer makes a task, in a bag the file keeps a
            // `DisposeBag` for a chain that stays RxSwift's (bengHak/Picture-diary's interactors; a
            // handler that is no closure keeps its subscription, ``ProducerLoopRewrite``): the
            // task goes into it through a bridge, cancelled when the bag is freed. Before, RxSwift's
            // `DisposeBag` was handed a `Task`, which compiles with neither library.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol DiaryPresentable: Presentable {
                    func show(_ diary: Int)
                }

                final class DiaryInteractor: PresentableInteractor<DiaryPresentable> {
                    private let repository: DiaryRepository
                    private let bag = DisposeBag()

                    init(presenter: DiaryPresentable, repository: DiaryRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    func load() {
                        repository.diary()
                            .subscribe(onSuccess: { [weak self] diary in
                                self?.presenter.show(diary)
                            })
                            .disposed(by: bag)
                        repository.updates()
                            .subscribe(onNext: presenter.show)
                            .disposed(by: bag)
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

                    final class DiaryInteractor: PresentableInteractor<DiaryPresentable> {
                        private let repository: DiaryRepository
                        private let bag = DisposeBag()

                        init(presenter: DiaryPresentable, repository: DiaryRepository) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        func load() {
                            bag.insert(Task { [self] in
                                do {
                                    let diary = try await repository.diary()
                                    self.presenter.show(diary)
                                } catch {}
                            })
                            repository.updates()
                                .subscribe(onNext: presenter.show)
                                .disposed(by: bag)
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
                    import RxSwift

                    final class DiaryRepository {
                        func diary() -> Single<Int> {
                            Single.just(1)
                        }

                        func updates() -> Observable<Int> {
                            Observable.create { observer in
                                observer.onNext(1)
                                return Disposables.create()
                            }
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "DisposeBag",
                    "updates(…)",
                    "disposed(…)",
                ]
            ),
            // The same in a view bound with RxCocoa, which keeps its streams and its `DisposeBag`
            // (mishamoix/Channy's proxy view, once its listener's check awaits Moya's request): the task
            // goes into the view's bag through the bridge.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol ProxyPresentableListener: AnyObject {
                    func checkProxy() -> Observable<Bool>
                }

                protocol ProxyPresentable: Presentable {
                    var listener: ProxyPresentableListener? { get set }
                }

                protocol ProxyViewControllable: ViewControllable {}

                final class ProxyViewController: UITableViewController, ProxyPresentable, ProxyViewControllable {
                    weak var listener: ProxyPresentableListener?
                    private let disposeBag = DisposeBag()
                    private let checkButton = UIButton()
                    private let statusLabel = UILabel()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        checkButton.rx.tap
                            .asObservable()
                            .subscribe(onNext: { [weak self] _ in
                                guard let self = self, let listener = self.listener else { return }
                                listener.checkProxy()
                                    .subscribe(onNext: { [weak self] connected in
                                        self?.statusLabel.text = connected ? "connected" : "not connected"
                                    }, onError: { _ in
                                        self.statusLabel.text = "not connected"
                                    })
                                    .disposed(by: self.disposeBag)
                            })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    @MainActor
                    protocol ProxyPresentableListener: AnyObject {
                        nonisolated(nonsending) func checkProxy() async throws -> Bool
                    }

                    @MainActor
                    protocol ProxyPresentable: Presentable {
                        var listener: ProxyPresentableListener? { get set }
                    }

                    @MainActor
                    protocol ProxyViewControllable: ViewControllable {}

                    final class ProxyViewController: UITableViewController, ProxyPresentable, ProxyViewControllable {
                        weak var listener: ProxyPresentableListener?
                        private let disposeBag = DisposeBag()
                        private let checkButton = UIButton()
                        private let statusLabel = UILabel()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            checkButton.rx.tap
                                .asObservable()
                                .subscribe(onNext: { [weak self] _ in
                                    guard let self = self, let listener = self.listener else { return }
                                    self.disposeBag.insert(Task { [self] in
                                        do {
                                            let connected = try await listener.checkProxy()
                                            self.statusLabel.text = connected ? "connected" : "not connected"
                                        } catch is CancellationError {
                                            // the bag was freed: no handler runs, as Rx's disposal called none
                                        } catch {
                                            self.statusLabel.text = "not connected"
                                        }
                                    })
                                })
                                .disposed(by: disposeBag)
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
                    import Moya
                    import RIBs
                    import RxSwift

                    enum ProxyTarget: TargetType {
                        case proxy
                    }

                    final class ProxyInteractor: Interactor, ProxyPresentableListener {
                        private let provider = MoyaProvider<ProxyTarget>()

                        func checkProxy() -> Observable<Bool> {
                            provider.rx.request(.proxy)
                                .asObservable()
                                .map { _ in true }
                        }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa",
                    "import RxCocoa",
                    "import RxSwift",
                    "DisposeBag",
                    "RxCocoa's .rx",
                    "asObservable()",
                    "subscribe(onNext:)",
                    "disposed(…)",
                ]),
        ]
    }
}
