extension Events where Element == Int {
    /// 0, 1, 2, … one every `period` on `clock`, the first a period after the subscription:
    /// Rx's `Observable<Int>.interval(_:scheduler:)`.
    ///
    /// Each subscription counts from 0 on a timer of its own, which ends with it; the elements
    /// reach the handler on the main actor, in order with the other streams'. The next wait is
    /// measured from when the last one was due, so a late turn does not make the timer drift;
    /// periods missed whole (the main actor busy, the app suspended) are not sent one after the
    /// other on resuming: one element is, as Rx's dispatch timer merges what it missed. Tests
    /// pass RIBsTesting's `ManualClock` and advance it. A period of zero or less stops the
    /// program: it would tick for ever in one turn.
    ///
    /// ```swift
    /// Events<Int>.interval(.seconds(1))
    ///     .map { countdown - $0 }
    ///     .subscribe(onNext: { [weak self] left in self?.presenter.show(left) })
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    public static func interval<C: Clock>(_ period: Duration, clock: C = ContinuousClock()) -> Events<Int>
    where C.Duration == Duration {
        // A period of zero would tick without end in one turn of the main actor.
        if period <= .zero { misuse("Events.interval(\(period)): the period must be longer than zero.") }
        return ticks(firstAfter: period, every: period, clock: clock)
    }

    /// 0, once, `dueTime` after the subscription on `clock`: Rx's `Observable<Int>.timer(_:scheduler:)`.
    ///
    /// Each subscription has a timer of its own, which ends with it. As other streams an operator
    /// makes, it does not tell its end: a `for await` loop over it waits after the element until
    /// its task is cancelled, so read the one element with ``first(isolation:)``. Tests pass
    /// RIBsTesting's `ManualClock` and advance it.
    ///
    /// ```swift
    /// Events<Int>.timer(.seconds(3))
    ///     .subscribe(onNext: { [weak self] _ in self?.presenter.hideHint() })
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    public static func timer<C: Clock>(_ dueTime: Duration, clock: C = ContinuousClock()) -> Events<Int>
    where C.Duration == Duration {
        ticks(firstAfter: dueTime, every: nil, clock: clock)
    }

    /// The count of ticks, the first `delay` after the subscription, then one every `period`
    /// (none after the first when `period` is `nil`).
    private static func ticks<C: Clock>(firstAfter delay: Duration, every period: Duration?, clock: C) -> Events<Int>
    where C.Duration == Duration {
        Events(
            source: EventSource(derived: { handle in
                let sink = DeliverySink(handle)
                let start = clock.now
                let timer = Task { @MainActor in
                    var due = start.advanced(by: delay)
                    var count = 0
                    while true {
                        do { try await clock.sleep(until: due, tolerance: nil) } catch { return }
                        guard !Task.isCancelled else { return }
                        DeliveryQueue.deliver(count, to: sink)
                        guard let period else { return }
                        count += 1
                        due = due.advanced(by: period)
                        // Behind by whole periods: they merge into the element just sent.
                        let behind = due.duration(to: clock.now)
                        if behind >= .zero { due = due.advanced(by: period * (Int(behind / period) + 1)) }
                    }
                }
                return DeliveryRegistration { after in
                    timer.cancel()
                    DeliveryQueue.end(sink, after: after)
                }
            }))
    }
}
