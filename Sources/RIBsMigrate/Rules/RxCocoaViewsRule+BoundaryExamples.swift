extension RxCocoaViewsRule {
    /// Where a view bound with RxCocoa meets the RIB besides reading its relays: the RIB's
    /// streams passed to Rx's operators, a listener's function that returns a stream, and the
    /// streams and relays its presentable protocol requires of the view.
    static var boundaryExamples: [RuleExample] {
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
            // The presentable protocol requires relays of the view's (`targetDate`):
            // the runtime's now, so the view's own become the runtime's too, and it writes and
            // reads them as it does the listener's; the listener's function that returns a stream
            // returns `Events`, read through the bridge.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol CalendarPresentableListener: AnyObject {
                    func months() -> Observable<[String]>
                }

                final class CalendarViewController: UIViewController, CalendarPresentable {
                    weak var listener: CalendarPresentableListener?
                    let targetDate = PublishRelay<Int>()
                    let isBusy: BehaviorRelay<Bool> = .init(value: false)
                    private let disposeBag = DisposeBag()
                    private let button = UIButton()
                    private let label = UILabel()

                    func bind() {
                        button.rx.tap.map { 3 }.bind(to: targetDate).disposed(by: disposeBag)
                        isBusy.bind(to: button.rx.isEnabled).disposed(by: disposeBag)
                        listener?.months().map { $0.joined() }.bind(to: label.rx.text).disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    @MainActor
                    protocol CalendarPresentableListener: AnyObject {
                        func months() -> Events<[String]>
                    }

                    final class CalendarViewController: UIViewController, CalendarPresentable {
                        weak var listener: CalendarPresentableListener?
                        let targetDate = EventRelay<Int>()
                        let isBusy: ValueRelay<Bool> = .init(false)
                        private let disposeBag = DisposeBag()
                        private let button = UIButton()
                        private let label = UILabel()

                        func bind() {
                            button.rx.tap.map { 3 }.bind(onNext: targetDate.send).disposed(by: disposeBag)
                            isBusy.values.asObservable().bind(to: button.rx.isEnabled).disposed(by: disposeBag)
                            listener?.months().asObservable().map { $0.joined() }.bind(to: label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """# + bridge,
                module: [
                    #"""
                    import RIBs
                    import RxRelay

                    protocol CalendarPresentable: Presentable {
                        var targetDate: PublishRelay<Int> { get }
                        var isBusy: BehaviorRelay<Bool> { get }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "disposed(…)", "RxCocoa's .rx", "disposed(…)", "RxCocoa's .rx", "disposed(…)",
                ]),
            // A collection's operator in a view kept on RxSwift (`subviews.lazy.compactMap`) is
            // no Rx it keeps, and is not named; the control's chain is (a new user's trial).
            .leaves(
                #"""
                import RxCocoa
                import RxSwift
                import UIKit

                final class BannerView: UIView {
                    private let disposeBag = DisposeBag()
                    private let closeButton = UIButton()

                    var label: UILabel? {
                        subviews.lazy.compactMap { $0 as? UILabel }.first
                    }

                    func bind(onClose: @escaping () -> Void) {
                        closeButton.rx.tap
                            .map { _ in () }
                            .subscribe(onNext: onClose)
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "map(_:)", "subscribe(onNext:)", "disposed(…)",
                ]),
        ]
    }
}
