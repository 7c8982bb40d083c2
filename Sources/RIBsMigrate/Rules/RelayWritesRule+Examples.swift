extension RelayWritesRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // A variable a function declares as a relay is that relay too.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class CounterInteractor: Interactor {
                    func counts() -> Observable<Int> {
                        var subject = PublishSubject<Int>()
                        subject = PublishSubject<Int>()
                        subject.onNext(1)
                        return subject.asObservable()
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class CounterInteractor: Interactor {
                        func counts() -> Events<Int> {
                            var subject = EventRelay<Int>()
                            subject = EventRelay<Int>()
                            subject.send(1)
                            return subject.events
                        }
                    }
                    """#),
            // Relays a function declares for itself (DailyChaCha's `transform(input:)`): their
            // declarations become the runtime's, and so do their writes and reads.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                final class TimerInteractor: Interactor {
                    private let disposeBag = DisposeBag()

                    func start(ticks: Observable<Void>) -> Observable<Double> {
                        let isRunning: BehaviorRelay<Bool> = .init(value: false)
                        let timer: PublishSubject<Double> = .init()
                        ticks
                            .subscribe(onNext: {
                                isRunning.accept(true)
                                timer.onNext(1)
                            })
                            .disposed(by: disposeBag)
                        return timer.asObservable()
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class TimerInteractor: Interactor {
                        private let disposeBag = SubscriptionBag()

                        func start(ticks: Events<Void>) -> Events<Double> {
                            let isRunning: ValueRelay<Bool> = .init(false)
                            let timer: EventRelay<Double> = .init()
                            ticks
                                .subscribe(onNext: {
                                    isRunning.value = true
                                    timer.send(1)
                                })
                                .cancelled(by: disposeBag)
                            return timer.events
                        }
                    }
                    """#),
            .rewrites(
                #"""
                import RxRelay

                final class ProfileState {
                    let name = BehaviorRelay<String>(value: "")
                    let taps = PublishRelay<Void>()
                    let done = PublishSubject<Int>()

                    func update(_ newName: String) {
                        name.accept(newName)
                        taps.accept(())
                        done.onNext(1)
                        done.onCompleted()
                    }

                    func clear(_ all: Bool) {
                        all ? name.accept("") : taps.accept(())
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    final class ProfileState {
                        let name = ValueRelay<String>("")
                        let taps = EventRelay<Void>()
                        let done = EventRelay<Int>()

                        func update(_ newName: String) {
                            name.value = newName
                            taps.send(())
                            done.send(1)
                            done.finish()
                        }

                        func clear(_ all: Bool) {
                            all ? (name.value = "") : taps.send(())
                        }
                    }
                    """#),
            .leaves(
                #"""
                final class Counter {
                    var values: [Int] = []

                    func accept(_ value: Int) {
                        values.append(value)
                    }

                    func record() {
                        accept(1)
                    }
                }
                """#),
            // A listener's `accept()` (Channy's WebAccept RIB) is the app's call, not a relay's
            // write: it is not named, and no import of Rx is kept
            // for it (a kept import is named).
            .leaves(
                #"""
                import RIBs
                import RxSwift

                protocol WebAcceptListener: AnyObject {
                    func accept()
                    func accept(model: Int)
                }

                final class WebAcceptInteractor: Interactor {
                    weak var listener: WebAcceptListener?

                    func accept() {
                        self.listener?.accept()
                        listener?.accept(model: 1)
                    }
                }
                """#),
            // `reload.onNext()` and `tapped.accept()` on relays of `Void`, through the app's own
            // extensions of Rx's (a review): the runtime's `send(())`.
            .rewrites(
                #"""
                import RIBs
                import RxSwift
                import RxRelay

                protocol HomePresentable: Presentable {
                    func refresh()
                }

                final class HomeInteractor: PresentableInteractor<HomePresentable> {
                    private let reload = PublishSubject<Void>()
                    private let tapped = PublishRelay<Void>()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        reload.subscribe(onNext: { [weak self] in self?.presenter.refresh() })
                            .disposeOnDeactivate(interactor: self)
                        tapped.subscribe(onNext: { [weak self] in self?.presenter.refresh() })
                            .disposeOnDeactivate(interactor: self)
                    }

                    func pullToRefresh() {
                        reload.onNext()
                        tapped.accept()
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    @MainActor
                    protocol HomePresentable: Presentable {
                        func refresh()
                    }

                    final class HomeInteractor: PresentableInteractor<HomePresentable> {
                        private let reload = EventRelay<Void>()
                        private let tapped = EventRelay<Void>()

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            reload.events.subscribe(onNext: { [weak self] in self?.presenter.refresh() })
                                .cancelOnDeactivate(interactor: self)
                            tapped.events.subscribe(onNext: { [weak self] in self?.presenter.refresh() })
                                .cancelOnDeactivate(interactor: self)
                        }

                        func pullToRefresh() {
                            reload.send(())
                            tapped.send(())
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RxSwift
                    import RxRelay

                    extension ObserverType where Element == Void {
                        func onNext() { onNext(()) }
                    }

                    extension PublishRelay where Element == Void {
                        func accept() { accept(()) }
                    }
                    """#
                ]),
            // The app's extension of an event relay writes `()` with `send(())` once it extends
            // `EventRelay` (a review: it had kept `accept(())`, which `EventRelay` lacks).
            .rewrites(
                #"""
                import RxRelay

                extension PublishRelay where Element == Void {
                    func accept() { accept(()) }
                }
                """#,
                to:
                    #"""
                    import RIBs

                    extension EventRelay where Element == Void {
                        func accept() { send(()) }
                    }
                    """#),
        ]
    }
}
