extension OperatorsRule {
    /// Rx's timers, rewritten and left, and `take`'s other forms: ``examples`` begins with them.
    static var timerExamples: [RuleExample] {
        [
            // Rx's timers are the runtime's, on the main actor whatever scheduler Rx ticked on; a
            // number of seconds (RxSwift 4's) is written as a Duration.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class ClockInteractor: Interactor {
                    var ticks = 0

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        Observable<Int>.interval(1, scheduler: ConcurrentDispatchQueueScheduler(qos: .background))
                            .subscribe(onNext: { [weak self] tick in self?.ticks = tick })
                            .disposeOnDeactivate(interactor: self)
                        Observable<Int>.timer(.milliseconds(300), scheduler: MainScheduler.instance)
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
        ]
    }
}
