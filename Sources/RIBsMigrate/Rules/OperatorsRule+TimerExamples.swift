extension OperatorsRule {
    /// Rx's timers, rewritten and left, and `take`'s other forms: ``examples`` begins with them.
    static var timerExamples: [RuleExample] {
        [
            // Rx's timers are the runtime's where their ticks reach the chain on the main actor (on
            // the main scheduler, or observed on it); a number of seconds (RxSwift 4's), or a time
            // spelled with RxSwift's type, is written as a Duration.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class ClockInteractor: Interactor {
                    var ticks = 0

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        Observable<Int>.interval(1, scheduler: ConcurrentDispatchQueueScheduler(qos: .background))
                            .observeOn(MainScheduler.instance)
                            .subscribe(onNext: { [weak self] tick in self?.ticks = tick })
                            .disposeOnDeactivate(interactor: self)
                        Observable<Int>.timer(RxTimeInterval.milliseconds(300), scheduler: RxSwift.MainScheduler.instance)
                            .subscribe(onNext: { [weak self] _ in self?.ticks = 0 })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class ClockInteractor: Interactor {
                        var ticks = 0

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            Events<Int>.interval(.seconds(1))
                                .subscribe(onNext: { [weak self] tick in self?.ticks = tick })
                                .cancelOnDeactivate(interactor: self)
                            Events<Int>.timer(.milliseconds(300))
                                .subscribe(onNext: { [weak self] _ in self?.ticks = 0 })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#),
            // A time held in a value may be of RxSwift's `DispatchTimeInterval`: the timer stays
            // RxSwift's, named, and its chain with it.
            .leaves(
                #"""
                import RIBs
                import RxSwift

                final class ClockInteractor: Interactor {
                    var ticks = 0
                    let period: DispatchTimeInterval = .seconds(2)
                    private let disposeBag = DisposeBag()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        Observable<Int>.interval(period, scheduler: MainScheduler.instance)
                            .map { $0 * 2 }
                            .subscribe(onNext: { [weak self] tick in self?.ticks = tick })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "import RxSwift", "DisposeBag", "Observable.interval", "MainScheduler", "map(…)", "disposed(…)",
                ]),
            // A countdown that ends (`take(until:)`, `do(onCompleted:)`) needs what the runtime's
            // streams lack: the timer stays RxSwift's with its chain, as it was (DailyChaCha's).
            .leaves(
                #"""
                import RIBs
                import RxSwift

                final class CountdownInteractor: Interactor {
                    var left = 0
                    private let disposeBag = DisposeBag()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                            .map { 5 - $0 }
                            .take(until: { $0 == 0 })
                            .subscribe(onNext: { [weak self] left in self?.left = left })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "import RxSwift", "DisposeBag", "Observable.interval", "MainScheduler", "map(…)", "take(…)",
                    "disposed(…)",
                ]),
            // A condition (`take(until:)`) is named as one, not as a time (`take(for:)`).
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                final class ScoreInteractor: Interactor {
                    let scores = PublishRelay<Int>()
                    var best = 0

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        scores
                            .take(until: { $0 >= 100 })
                            .subscribe(onNext: { [weak self] score in self?.best = score })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class ScoreInteractor: Interactor {
                        let scores = EventRelay<Int>()
                        var best = 0

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            scores.events
                                .take(until: { $0 >= 100 })
                                .subscribe(onNext: { [weak self] score in self?.best = score })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                named: ["import RxSwift", "take(until:)"]),
            // A timer kept beside one migrated: the migrated one's subscription goes into the bag
            // that stays RxSwift's through the bridge written at the end of the file.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class CountdownInteractor: Interactor {
                    var left = 0
                    private let disposeBag = DisposeBag()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                            .take(until: { $0 == 5 })
                            .subscribe(onNext: { [weak self] tick in self?.left = 5 - tick })
                            .disposed(by: disposeBag)
                        Observable<Int>.timer(.seconds(3), scheduler: MainScheduler.instance)
                            .subscribe(onNext: { [weak self] _ in self?.left = 0 })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class CountdownInteractor: Interactor {
                        var left = 0
                        private let disposeBag = DisposeBag()

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                                .take(until: { $0 == 5 })
                                .subscribe(onNext: { [weak self] tick in self?.left = 5 - tick })
                                .disposed(by: disposeBag)
                            Events<Int>.timer(.seconds(3))
                                .subscribe(onNext: { [weak self] _ in self?.left = 0 })
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
                named: [
                    "import RxSwift", "DisposeBag", "Observable.interval", "MainScheduler", "take(…)", "disposed(…)",
                    "disposed(…)",
                ]),
            // A timer returned, or kept in a value, may meet Rx's operators elsewhere; one observed on
            // another scheduler does its work off the main actor: each stays RxSwift's.
            .leaves(
                #"""
                import RIBs
                import RxSwift

                final class TickInteractor: Interactor {
                    var tick = 0
                    private let disposeBag = DisposeBag()

                    func ticks() -> Observable<Int> {
                        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        let pings = Observable<Int>.interval(.seconds(5), scheduler: MainScheduler.instance)
                        pings
                            .subscribe(onNext: { [weak self] in self?.tick = $0 })
                            .disposed(by: disposeBag)
                        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                            .observe(on: ConcurrentDispatchQueueScheduler(qos: .utility))
                            .subscribe(onNext: { [weak self] in self?.tick = $0 })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "import RxSwift", "DisposeBag", "ticks(), whose Observable RxSwift makes", "interval(…)",
                    "Observable", "interval(…)", "MainScheduler", "disposed(…)", "Observable", "interval(…)",
                    "MainScheduler", "observe(…)", "ConcurrentDispatchQueueScheduler", "disposed(…)",
                ]),
            // A logger's static `debug` is no Rx operator: Rx's are called on a stream.
            .leaves(
                #"""
                import LogFlume
                import RxSwift

                final class Tracker {
                    let clicks = PublishRelay<String>()

                    func track(_ event: String) {
                        LogFlume.debug("tracked \(event)")
                        clicks.accept(event)
                    }
                }
                """#),
            // `Observable.just(())` is `Events.just`, but not on a chain with an operator the runtime
            // lacks (`delay`): the chain stays RxSwift's whole (YoutubeExample's splash screen).
            .leaves(
                #"""
                import RxSwift

                final class SplashTimer {
                    let disposeBag = DisposeBag()

                    func start(_ done: @escaping () -> Void) {
                        Observable.just(())
                            .delay(.seconds(1), scheduler: MainScheduler.instance)
                            .subscribe(onNext: { done() })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: ["import RxSwift", "DisposeBag", "Observable", "delay(…)", "MainScheduler", "disposed(…)"]),
        ]
    }
}
