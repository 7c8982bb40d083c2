extension OperatorsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        timerExamples + [
            // A Driver over a chain that awaits a call: Rx drove `[]` when the call failed; the
            // runtime reports the error and goes on, and the value is named.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                protocol ItemsService: AnyObject {
                    func items() -> Single<[String]>
                }

                final class ItemsInteractor: Interactor {
                    let refreshes = PublishRelay<Void>()
                    var items: [String] = []
                    private let service: ItemsService
                    private let disposeBag = DisposeBag()

                    init(service: ItemsService) {
                        self.service = service
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        refreshes
                            .flatMapLatest { [service] in service.items() }
                            .asDriver(onErrorJustReturn: [])
                            .drive(onNext: { [weak self] items in self?.items = items })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    protocol ItemsService: AnyObject {
                        nonisolated(nonsending) func items() async throws -> [String]
                    }

                    final class ItemsInteractor: Interactor {
                        let refreshes = EventRelay<Void>()
                        var items: [String] = []
                        private let service: ItemsService
                        private let disposeBag = SubscriptionBag()

                        init(service: ItemsService) {
                            self.service = service
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            refreshes.events
                                .flatMapLatest { [service] in try await service.items() }
                                .subscribe(onNext: { [weak self] items in self?.items = items })
                                .cancelled(by: disposeBag)
                        }
                    }
                    """#,
                named: ["items(), awaited in flatMapLatest,", "asDriver(onErrorJustReturn: [])"]),
            // A view model's `transform(input:)` in an interactor that imports RxSwift alone
            // (DailyChaCha's interactors): its `Input` and `Output` become `Events`, and
            // `asDriver(onErrorJustReturn:).drive(onNext:)` subscribes, as the runtime's streams
            // deliver on the main actor and do not fail.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class TimeInteractor: Interactor, TimePresentableListener {
                    struct Input {
                        let nextStep: Observable<Void>
                    }

                    struct Output {
                        let title: Observable<String>
                    }

                    weak var listener: TimeListener?
                    private let disposeBag = DisposeBag()

                    func transform(input: Input) -> Output {
                        input.nextStep
                            .asDriver(onErrorJustReturn: ())
                            .drive(onNext: { [weak self] in self?.listener?.next() })
                            .disposed(by: disposeBag)
                        return Output(title: .just("Time"))
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class TimeInteractor: Interactor, TimePresentableListener {
                        struct Input {
                            let nextStep: Events<Void>
                        }

                        struct Output {
                            let title: Events<String>
                        }

                        weak var listener: TimeListener?
                        private let disposeBag = SubscriptionBag()

                        func transform(input: Input) -> Output {
                            input.nextStep
                                .subscribe(onNext: { [weak self] in self?.listener?.next() })
                                .cancelled(by: disposeBag)
                            return Output(title: .just("Time"))
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    protocol TimeListener: AnyObject {
                        func next()
                    }

                    protocol TimePresentableListener: AnyObject {
                        func transform(input: TimeInteractor.Input) -> TimeInteractor.Output
                    }

                    final class TimeViewController: UIViewController {
                        weak var listener: TimePresentableListener?
                        private let button = UIButton()
                        private let label = UILabel()
                        private let disposeBag = DisposeBag()

                        func bind() {
                            guard let output = listener?.transform(input: .init(nextStep: button.rx.tap.asObservable()))
                            else { return }
                            output.title.bind(to: label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """#
                ]),
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class FeedInteractor: Interactor {
                    private let titles = BehaviorRelay<String>(value: "")
                    private let refreshes = PublishRelay<Void>()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        titles
                            .distinctUntilChanged()
                            .skip(1)
                            .take(3)
                            .startWith("first")
                            .subscribe(onNext: { title in print(title) })
                            .disposeOnDeactivate(interactor: self)
                        refreshes
                            .withLatestFrom(titles)
                            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
                            .observe(on: MainScheduler.instance)
                            .subscribe(onNext: { title in print("refresh", title) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class FeedInteractor: Interactor {
                        private let titles = ValueRelay<String>("")
                        private let refreshes = EventRelay<Void>()

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            titles.values
                                .removeDuplicates()
                                .dropFirst(1)
                                .prefix(3)
                                .prepend("first")
                                .subscribe(onNext: { title in print(title) })
                                .cancelOnDeactivate(interactor: self)
                            refreshes.events
                                .withLatest(from: titles.values)
                                .debounce(for: .milliseconds(300))
                                .subscribe(onNext: { title in print("refresh", title) })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#),
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class TimerInteractor: Interactor {
                    private let ticks = PublishRelay<Int>()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        ticks
                            .scan(0, accumulator: +)
                            .takeUntil(rx.deallocated)
                            .subscribe(onNext: { total in print(total) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class TimerInteractor: Interactor {
                        private let ticks = EventRelay<Int>()

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            ticks
                                .scan(0, accumulator: +)
                                .takeUntil(rx.deallocated)
                                .subscribe(onNext: { total in print(total) })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                named: ["import RxSwift", "scan(…)", "takeUntil(…)"]),
            .leaves(
                #"""
                final class Totals {
                    func sum(_ values: [Int]) -> Int {
                        values.map { $0 * 2 }.filter { $0 > 0 }.reduce(0, +)
                    }
                }
                """#),
            // Realm's `observe { changes in … }` takes a closure, not a scheduler: Realm's, untouched
            // (Menual's diary screens had it named as RxSwift's `observe(on:)`).
            .rewrites(
                #"""
                import RealmSwift
                import RxRelay
                import RxSwift

                final class DiaryWorker {
                    private var token: NotificationToken?
                    private let titles = PublishRelay<String>()
                    private let disposeBag = DisposeBag()

                    func bind(realm: Realm) {
                        titles
                            .observe(on: MainScheduler.instance)
                            .subscribe(onNext: { print($0) })
                            .disposed(by: disposeBag)
                        token = realm.objects(Diary.self).observe { changes in
                            print(changes)
                        }
                    }
                }
                """#,
                to: #"""
                    import RealmSwift
                    import RIBs

                    final class DiaryWorker {
                        private var token: NotificationToken?
                        private let titles = EventRelay<String>()
                        private let disposeBag = SubscriptionBag()

                        func bind(realm: Realm) {
                            titles.events
                                .subscribe(onNext: { print($0) })
                                .cancelled(by: disposeBag)
                            token = realm.objects(Diary.self).observe { changes in
                                print(changes)
                            }
                        }
                    }
                    """#),
        ]
    }
}
