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
                    "RxCocoa's .rx", "disposed(…)", "PublishRelay", "RxCocoa's .rx", "disposed(…)",
                ]),
            // Uber's template declares the listener in the view controller's file: it is the
            // module's, migrated with the interactor that adopts it. `bind(to:)` into one of its
            // relays sends into it; RxCocoa's `refreshControl.rx.isRefreshing` is not the relay
            // of that name.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol FeedPresentableListener: AnyObject {
                    var isRefreshing: BehaviorRelay<Bool> { get }
                    var taps: PublishRelay<Void> { get }
                }

                final class FeedViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private let refreshControl = UIRefreshControl()
                    private let button = UIButton()

                    func bind(to listener: FeedPresentableListener) {
                        listener.isRefreshing
                            .bind(to: refreshControl.rx.isRefreshing)
                            .disposed(by: disposeBag)
                        button.rx.tap
                            .bind(to: listener.taps)
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
                    }

                    final class FeedViewController: UIViewController {
                        private let disposeBag = DisposeBag()
                        private let refreshControl = UIRefreshControl()
                        private let button = UIButton()

                        func bind(to listener: FeedPresentableListener) {
                            listener.isRefreshing.values.asObservable()
                                .bind(to: refreshControl.rx.isRefreshing)
                                .disposed(by: disposeBag)
                            button.rx.tap
                                .bind(onNext: listener.taps.send)
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
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "disposed(…)", "RxCocoa's .rx", "disposed(…)",
                ]),
        ]
    }
}
