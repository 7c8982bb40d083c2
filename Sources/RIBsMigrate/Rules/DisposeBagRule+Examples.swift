extension DisposeBagRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RxSwift
                import RxRelay

                final class CartWorker {
                    private let disposeBag = DisposeBag()
                    private let items = BehaviorRelay<[String]>(value: [])

                    func start() {
                        items
                            .subscribe(onNext: { items in print(items.count) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class CartWorker {
                        private let disposeBag = SubscriptionBag()
                        private let items = ValueRelay<[String]>([])

                        func start() {
                            items.values
                                .subscribe(onNext: { items in print(items.count) })
                                .cancelled(by: disposeBag)
                        }
                    }
                    """#),
            .leaves(
                #"""
                import RxCocoa
                import RxSwift
                import UIKit

                final class CartViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private let button = UIButton()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        button.rx.tap
                            .subscribe(onNext: { print("tap") })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "subscribe(onNext:)", "disposed(…)",
                ]),
            // A bag the file does not declare (a base class's, in a module of its own) may stay a
            // DisposeBag: the migrated chain goes into it through a bridge that takes either.
            .rewrites(
                #"""
                import RxRelay
                import RxSwift

                final class RecordView: BaseView {
                    private let actions = PublishRelay<Int>()
                    weak var listener: RecordListening?

                    func bindActions() {
                        actions.asObservable()
                            .subscribe(onNext: { [weak self] in self?.listener?.send($0) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class RecordView: BaseView {
                        private let actions = EventRelay<Int>()
                        weak var listener: RecordListening?

                        func bindActions() {
                            actions.events
                                .subscribe(onNext: { [weak self] in self?.listener?.send($0) })
                                .disposed(by: disposeBag)
                        }
                    }
                    """# + DisposeBagRule.othersBagBridge,
                named: ["import RxSwift", "disposed(…)"]),
            // A parameter generic over Rx's protocols is no relay of the module's, whatever a
            // relay of its name is: its subscription stays RxSwift's, in RxSwift's bag (iTime's
            // test support).
            .leaves(
                #"""
                import RxSwift

                enum Recorder {
                    static func record<O: ObservableConvertibleType>(_ source: O, into disposeBag: DisposeBag) {
                        source.asObservable().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    }
                }
                """#,
                module: [
                    #"""
                    import RxRelay

                    final class FeedStore {
                        let source = PublishRelay<Int>()
                    }
                    """#
                ],
                named: ["import RxSwift", "ObservableConvertibleType", "DisposeBag", "disposed(…)"]),
            // A parameter of a type the migration keeps (RxSwift's `Infallible`) is RxSwift's
            // stream: its subscription stays in RxSwift's bag.
            .leaves(
                #"""
                import RxSwift

                final class Watcher {
                    private let disposeBag = DisposeBag()

                    func watch(_ ticks: Infallible<Int>) {
                        ticks.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    }
                }
                """#,
                named: ["import RxSwift", "DisposeBag", "Infallible", "disposed(…)"]),
            // A chain the file migrates goes into the bag its chains that stay RxSwift's keep
            // (`tooltip.tapped`, of a type the module does not know): through the bridge.
            .rewrites(
                #"""
                import RxSwift
                import RxRelay

                final class TooltipBinder {
                    private let disposeBag = DisposeBag()
                    private let loaded = PublishRelay<Void>()
                    private let action = PublishRelay<Int>()

                    func bind(tooltip: Tooltip) {
                        loaded
                            .map { 1 }
                            .bind(to: action)
                            .disposed(by: disposeBag)
                        tooltip.tapped
                            .subscribe(onNext: { print($0) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class TooltipBinder {
                        private let disposeBag = DisposeBag()
                        private let loaded = EventRelay<Void>()
                        private let action = EventRelay<Int>()

                        func bind(tooltip: Tooltip) {
                            loaded.events
                                .map { 1 }
                                .bind(to: action)
                                .disposed(by: disposeBag)
                            tooltip.tapped
                                .subscribe(onNext: { print($0) })
                                .disposed(by: disposeBag)
                        }
                    }
                    // Written by ribs migrate: the runtime's subscriptions here go into the file's DisposeBag,
                    // which its chains that stay on RxSwift use too. Make it a SubscriptionBag once they are
                    // on the runtime's streams, write cancelled(by:), then delete this.
                    extension EventSubscription {
                        fileprivate func disposed(by bag: DisposeBag) {
                            Disposables.create { [self] in MainActor.assumeIsolated { cancel() } }.disposed(by: bag)
                        }
                    }

                    """#,
                named: ["import RxSwift", "DisposeBag", "disposed(…)", "disposed(…)"]),
            // A chain from a local the file made of a relay (YAPP's mission screen) is the
            // runtime's too, so the bag is.
            .rewrites(
                #"""
                import RxSwift
                import RxRelay

                final class MissionWorker {
                    private let disposeBag = DisposeBag()
                    private let actions = PublishRelay<Int>()

                    func start() {
                        let finished = actions.filter { $0 == 0 }
                        finished
                            .subscribe(onNext: { print($0) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class MissionWorker {
                        private let disposeBag = SubscriptionBag()
                        private let actions = EventRelay<Int>()

                        func start() {
                            let finished = actions.events.filter { $0 == 0 }
                            finished
                                .subscribe(onNext: { print($0) })
                                .cancelled(by: disposeBag)
                        }
                    }
                    """#),
            // A private bag nothing uses (Menual's interactors, from their template) is the
            // runtime's, and the file needs RxSwift no more.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class ProfileInteractor: Interactor {
                    private let disposeBag = DisposeBag()
                }
                """#,
                to: #"""
                    import RIBs

                    final class ProfileInteractor: Interactor {
                        private let disposeBag = SubscriptionBag()
                    }
                    """#),
            // One that another file may use (a subclass's `disposed(by: disposeBag)`), or that the
            // file hands on, stays RxSwift's, named.
            .leaves(
                #"""
                import RIBs
                import RxSwift

                class BaseInteractor: Interactor {
                    let disposeBag = DisposeBag()
                }
                """#,
                named: ["import RxSwift", "DisposeBag"]),
            .leaves(
                #"""
                import RxSwift

                final class Binder {
                    private let disposeBag = DisposeBag()

                    func bind(_ screen: Screen) {
                        screen.bind(in: disposeBag)
                    }
                }
                """#,
                named: ["import RxSwift", "DisposeBag"]),
        ]
    }
}
