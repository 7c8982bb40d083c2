/// One wait for the first element of an ``Events`` on the main actor: subscribed with a handler
/// at once, so an element the subscription hands over as it starts (`Events.just`, a relay's
/// current value) is there before anything suspends.
///
/// That is what keeps a workflow step that awaits `first()` of such a stream on Rx's timing:
/// the step, started at once on the main actor, goes on without giving the main actor up, as
/// Uber's steps ran inside `subscribe`.
@MainActor
final class FirstElementWaiter<Element: Sendable> {
    private var element: Element?
    private var registration: DeliveryRegistration?
    private var continuation: CheckedContinuation<Element?, Never>?
    private var isDone = false

    init(_ source: EventSource<Element>) {
        // A source that tells its end (a relay's, a RIB's own, one that ended already) ends the
        // wait with `nil`, as `for await` over it does.
        let registration =
            source.attachEnding.map { attach in
                attach({ [weak self] element in self?.receive(element) }, { [weak self] in self?.finish(with: nil) })
            } ?? source.attach { [weak self] element in self?.receive(element) }
        if isDone {
            registration.end(nil)
        } else {
            self.registration = registration
        }
    }

    /// A waiter made from a caller on the main queue that is not main-actor isolated (a
    /// `first()` with another isolation, or none), subscribed at once.
    nonisolated static func onMainQueue(_ source: EventSource<Element>) -> (
        waiter: FirstElementWaiter, arrived: Element?
    ) {
        MainActor.assumeIsolated {
            let waiter = FirstElementWaiter(source)
            return (waiter, waiter.element)
        }
    }

    /// The first element, or `nil` if the task is cancelled first.
    func wait() async -> Element? {
        if isDone { return element }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isDone {
                    continuation.resume(returning: element)
                } else {
                    self.continuation = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.finish(with: nil) }
        }
    }

    private func receive(_ element: Element) {
        finish(with: element)
    }

    private func finish(with element: Element?) {
        guard !isDone else { return }
        isDone = true
        self.element = element
        registration?.end(nil)
        registration = nil
        continuation?.resume(returning: element)
        continuation = nil
    }
}
