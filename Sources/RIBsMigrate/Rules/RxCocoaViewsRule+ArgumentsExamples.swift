extension RxCocoaViewsRule {
    /// A view bound with RxCocoa that passes the RIB's streams to Rx's operators, or implements
    /// the streams its presentable protocol requires.
    static var argumentsExamples: [RuleExample] {
        [
            // The listener's relay and stream, `ValueRelay` and `Events` now, passed to
            // `combineLatest` and `withLatestFrom`: each reads through the bridge, as a receiver
            // does; the view's own control property is RxCocoa's and stays as it is.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol SearchPresentableListener: AnyObject {
                    var query: BehaviorRelay<String> { get }
                    var isValid: Observable<Bool> { get }
                }

                final class SearchViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private let label = UILabel()
                    private let button = UIButton()

                    func bind(to listener: SearchPresentableListener) {
                        Observable.combineLatest(listener.query, listener.isValid)
                            .map { query, valid in valid ? query : "" }
                            .bind(to: label.rx.text)
                            .disposed(by: disposeBag)
                        button.rx.tap
                            .withLatestFrom(listener.query)
                            .subscribe(onNext: { print($0) })
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
                    protocol SearchPresentableListener: AnyObject {
                        var query: ValueRelay<String> { get }
                        var isValid: Events<Bool> { get }
                    }

                    final class SearchViewController: UIViewController {
                        private let disposeBag = DisposeBag()
                        private let label = UILabel()
                        private let button = UIButton()

                        func bind(to listener: SearchPresentableListener) {
                            Observable.combineLatest(listener.query.values.asObservable(), listener.isValid.asObservable())
                                .map { query, valid in valid ? query : "" }
                                .bind(to: label.rx.text)
                                .disposed(by: disposeBag)
                            button.rx.tap
                                .withLatestFrom(listener.query.values.asObservable())
                                .subscribe(onNext: { print($0) })
                                .disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RIBs
                    import RxRelay
                    import RxSwift

                    final class SearchInteractor: Interactor, SearchPresentableListener {
                        let query = BehaviorRelay<String>(value: "")
                        var isValid: Observable<Bool> { query.map { !$0.isEmpty } }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "Observable",
                    "map(_:)", "RxCocoa's .rx", "disposed(…)", "RxCocoa's .rx", "withLatestFrom(_:)",
                    "subscribe(onNext:)", "disposed(…)",
                ]),
            // The presentable protocol requires a stream of the view's (GRIG's `dimmedViewDidTap`):
            // `Events` now, so the view's getter returns its RxSwift stream through the bridge
            // `asEvents()`, its body as it was.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                final class FeedViewController: UIViewController, FeedPresentable {
                    private let button = UIButton()

                    var refreshTaps: Observable<Void> { button.rx.tap.asObservable() }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    final class FeedViewController: UIViewController, FeedPresentable {
                        private let button = UIButton()

                        var refreshTaps: Events<Void> { button.rx.tap.asObservable().asEvents() }
                    }
                    """# + eventsBridge,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    protocol FeedPresentable: Presentable {
                        var refreshTaps: Observable<Void> { get }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "var refreshTaps: Observable<…>",
                    "RxCocoa's .rx",
                ]),
        ]
    }
}
