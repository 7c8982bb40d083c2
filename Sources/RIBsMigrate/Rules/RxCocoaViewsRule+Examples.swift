extension RxCocoaViewsRule {
    /// What the rule makes of a view bound with RxCocoa, as `ribs migrate` runs it:
    /// `MigrationRuleTests` runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                final class CommentViewController: UIViewController, CommentPresentable {
                    weak var listener: CommentPresentableListener?
                    private let disposeBag = DisposeBag()
                    private let label = UILabel()
                    private let button = UIButton()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        listener?.count
                            .map { "\($0) comments" }
                            .bind(to: label.rx.text)
                            .disposed(by: disposeBag)
                        listener?.count
                            .asObservable()
                            .bind(with: self, onNext: { owner, count in owner.title = "\(count)" })
                            .disposed(by: disposeBag)
                    }

                    func bindTaps(to taps: PublishRelay<Void>) {
                        button.rx.tap.bind(to: taps).disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    final class CommentViewController: UIViewController, CommentPresentable {
                        weak var listener: CommentPresentableListener?
                        private let disposeBag = DisposeBag()
                        private let label = UILabel()
                        private let button = UIButton()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            listener?.count.values.asObservable()
                                .map { "\($0) comments" }
                                .bind(to: label.rx.text)
                                .disposed(by: disposeBag)
                            listener?.count.values
                                .asObservable()
                                .bind(with: self, onNext: { owner, count in owner.title = "\(count)" })
                                .disposed(by: disposeBag)
                        }

                        func bindTaps(to taps: PublishRelay<Void>) {
                            button.rx.tap.bind(to: taps).disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RIBs
                    import RxRelay

                    protocol CommentPresentableListener: AnyObject {
                        var count: BehaviorRelay<Int> { get }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "map(_:)",
                    "RxCocoa's .rx", "disposed(…)", "asObservable()", "bind(with:onNext:)", "disposed(…)",
                    "PublishRelay", "RxCocoa's .rx", "disposed(…)",
                ]),
            // A relay read as a Driver: on the bridge's `Observable`, RxCocoa's `asDriver` says what
            // an error drives (none comes), and `drive` reads a Driver.
            .rewrites(
                #"""
                import RxCocoa
                import RxSwift
                import UIKit

                final class BadgeViewController: UIViewController {
                    weak var listener: BadgePresentableListener?
                    private let disposeBag = DisposeBag()
                    private let label = UILabel()

                    func bind(_ listener: BadgePresentableListener) {
                        listener.unread.asDriver().drive(label.rx.text).disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    final class BadgeViewController: UIViewController {
                        weak var listener: BadgePresentableListener?
                        private let disposeBag = DisposeBag()
                        private let label = UILabel()

                        func bind(_ listener: BadgePresentableListener) {
                            listener.unread.values.asObservable().asDriver(onErrorDriveWith: .empty()).drive(label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RxRelay

                    protocol BadgePresentableListener: AnyObject {
                        var unread: BehaviorRelay<String> { get }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "disposed(…)",
                ]),
            // Uber's template declares the listener in the view controller's file: it is the
            // module's, migrated with the interactor that adopts it. `bind(to:)` into one of its
            // relays sends into it; RxCocoa's `refreshControl.rx.isRefreshing` is not the relay
            // of that name. A `ValueRelay` reached through the listener is held by the closure
            // that sets it, as `bind(to:)` held it, and not the listener.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol FeedPresentableListener: AnyObject {
                    var isRefreshing: BehaviorRelay<Bool> { get }
                    var taps: PublishRelay<Void> { get }
                    var query: BehaviorRelay<String> { get }
                }

                final class FeedViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private let refreshControl = UIRefreshControl()
                    private let button = UIButton()
                    private let field = UITextField()

                    func bind(to listener: FeedPresentableListener) {
                        listener.isRefreshing
                            .bind(to: refreshControl.rx.isRefreshing)
                            .disposed(by: disposeBag)
                        button.rx.tap
                            .bind(to: listener.taps)
                            .disposed(by: disposeBag)
                        field.rx.text.orEmpty
                            .bind(to: listener.query)
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
                    protocol FeedPresentableListener: AnyObject {
                        var isRefreshing: ValueRelay<Bool> { get }
                        var taps: EventRelay<Void> { get }
                        var query: ValueRelay<String> { get }
                    }

                    final class FeedViewController: UIViewController {
                        private let disposeBag = DisposeBag()
                        private let refreshControl = UIRefreshControl()
                        private let button = UIButton()
                        private let field = UITextField()

                        func bind(to listener: FeedPresentableListener) {
                            listener.isRefreshing.values.asObservable()
                                .bind(to: refreshControl.rx.isRefreshing)
                                .disposed(by: disposeBag)
                            button.rx.tap
                                .bind(onNext: listener.taps.send)
                                .disposed(by: disposeBag)
                            field.rx.text.orEmpty
                                .bind(onNext: { [query = listener.query] in query.value = $0 })
                                .disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RIBs
                    import RxRelay

                    final class FeedInteractor: Interactor, FeedPresentableListener {
                        let isRefreshing = BehaviorRelay<Bool>(value: false)
                        let taps = PublishRelay<Void>()
                        let query = BehaviorRelay<String>(value: "")
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "disposed(…)", "RxCocoa's .rx", "disposed(…)", "RxCocoa's .rx", "disposed(…)",
                ]),
            // A presenter's requirement that takes an `Observable` takes `Events` once migrated:
            // the view's implementation does too, and reads it through the bridge, its Rx body
            // as it was (a parameter named as a relay of the module is the view's own).
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                final class PokemonViewController: UIViewController, PokemonPresentable {
                    private let disposeBag = DisposeBag()
                    private let spinner = UIActivityIndicatorView()

                    func loading(_ isLoading: Observable<Bool>) {
                        isLoading.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    final class PokemonViewController: UIViewController, PokemonPresentable {
                        private let disposeBag = DisposeBag()
                        private let spinner = UIActivityIndicatorView()

                        func loading(_ isLoading: Events<Bool>) {
                            let isLoading = isLoading.asObservable()
                            isLoading.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RIBs
                    import RxRelay
                    import RxSwift

                    protocol PokemonPresentable: Presentable {
                        func loading(_ isLoading: Observable<Bool>)
                    }

                    final class PokemonInteractor: PresentableInteractor<PokemonPresentable> {
                        private let isLoading = BehaviorRelay<Bool>(value: false)

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            presenter.loading(isLoading.asObservable())
                        }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "disposed(…)",
                ]),
        ] + traitsExamples + boundaryExamples
    }
}
