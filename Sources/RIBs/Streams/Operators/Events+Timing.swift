extension Events {
    /// Each element that is not followed by another within `dueTime`, delivered once that time
    /// has passed on `clock`: Rx's `debounce(_:scheduler:)`.
    ///
    /// The element reaches the handler on the main actor, in order with the other streams'.
    /// Tests pass RIBsTesting's `ManualClock` and advance it.
    public func debounce<C: Clock>(for dueTime: Duration, clock: C = ContinuousClock()) -> Events<Element>
    where C.Duration == Duration {
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                let sink = DeliverySink(handle)
                let timer = OperatorState<Task<Void, Never>?>(nil)
                let registration = base.attach { element in
                    timer.value?.cancel()
                    timer.value = Task { @MainActor in
                        do { try await clock.sleep(for: dueTime) } catch { return }
                        // A newer element cancelled this wait while it was resuming.
                        guard !Task.isCancelled else { return }
                        DeliveryQueue.deliver(element, to: sink)
                    }
                }
                return DeliveryRegistration { after in
                    timer.value?.cancel()
                    registration.end(nil)
                    DeliveryQueue.end(sink, after: after)
                }
            }))
    }

    /// At most one element per `interval` on `clock`: the first at once, then, with `latest`,
    /// the last one sent during the interval when it ends. Rx's `throttle(_:latest:scheduler:)`.
    public func throttle<C: Clock>(
        for interval: Duration, clock: C = ContinuousClock(), latest: Bool = true
    ) -> Events<Element> where C.Duration == Duration {
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                let sink = DeliverySink(handle)
                let window = ThrottleWindow<C, Element>()
                let registration = base.attach { element in
                    let now = clock.now
                    if window.timer == nil, window.lastSent.map({ $0.duration(to: now) >= interval }) ?? true {
                        window.lastSent = now
                        handle(element)
                        return
                    }
                    guard latest else { return }
                    window.pending = element
                    guard window.timer == nil, let lastSent = window.lastSent else { return }
                    window.timer = Task { @MainActor in
                        do { try await clock.sleep(until: lastSent.advanced(by: interval), tolerance: nil) } catch {
                            return
                        }
                        window.timer = nil
                        guard !Task.isCancelled, let pending = window.pending else { return }
                        window.pending = nil
                        window.lastSent = clock.now
                        DeliveryQueue.deliver(pending, to: sink)
                    }
                }
                return DeliveryRegistration { after in
                    window.timer?.cancel()
                    registration.end(nil)
                    DeliveryQueue.end(sink, after: after)
                }
            }))
    }
}

/// What one subscription of ``Events/throttle(for:clock:latest:)`` remembers.
@MainActor
private final class ThrottleWindow<C: Clock, Element> {
    var lastSent: C.Instant?
    var pending: Element?
    var timer: Task<Void, Never>?
}
