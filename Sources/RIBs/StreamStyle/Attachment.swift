/// A child's attachment to a ``RIBNode``: what the parent handles of the child while it stays
/// attached. Everything registered on it ends when the child is detached, whoever detaches it.
///
/// The parent registers its handlers in the closure of ``RIBNode/attach(_:as:handling:)``,
/// which runs before the child is attached: each sequence is subscribed to before the child
/// becomes active, so nothing it sends is missed, on every platform.
///
/// ```swift
/// node.attach(detail, as: .push) { outputs, attachment in
///     attachment.on(outputs.close) { [weak self] in self?.closeDetail() }
///     attachment.on(outputs.addToCart) { [weak self] item in self?.cart.append(item) }
///     attachment.onDetach { [weak self] in self?.selection = nil }   // a back gesture too
/// }
/// ```
@MainActor
public final class Attachment {
    private(set) var registrations: [DeliveryRegistration] = []
    private(set) var detachHandlers: [@MainActor () -> Void] = []
    private let detector: LeakDetector

    init(detector: LeakDetector) {
        self.detector = detector
    }

    /// Calls `handle` with each element of `sequence` until the child is detached.
    ///
    /// An ``Events`` (a relay's) is subscribed before this returns, and its elements reach
    /// `handle` as ``Events/subscribe(onNext:)`` says: one sent on the main actor before `send`
    /// returns, all of a child's outputs in the order the child sent them, and every one sent
    /// before the child is detached, even in the same turn, before the detach handlers run. Any
    /// other sequence is read by a task, from an iterator made now: its elements come in its
    /// order, in later turns, and what it still holds when the child is detached is not read. A
    /// sequence that throws ends the subscription.
    public func on<Sequence: AsyncSequence>(
        _ sequence: Sequence, _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        registrations.append(RIBNode.subscribe(handle, to: sequence, detector: detector))
    }

    /// Runs `operation` in a task until the child is detached: for the deprecated
    /// `attach(_:as:whileAttached:)`.
    func run(_ operation: @escaping @MainActor () async -> Void) {
        let task = Task { @MainActor in await operation() }
        registrations.append(
            DeliveryRegistration { after in
                task.cancel()
                if let after { DeliveryQueue.enqueue(after) }
            })
    }

    /// Calls `handle` once, after the child is detached, whoever detached it: the parent's
    /// router, or the view (a back gesture, a swipe down) through the ``ViewContainer``. It runs
    /// once every output the child sent before has been handled: at once, or, when a handler of
    /// this child's outputs detached it, right after that handler returns.
    public func onDetach(_ handle: @escaping @MainActor () -> Void) {
        detachHandlers.append(handle)
    }

    /// Ends every subscription; the detach handlers run once what the child sent before is
    /// handled.
    func end() {
        let ending = registrations
        registrations = []
        let handlers = detachHandlers
        detachHandlers = []
        for registration in ending { registration.end(nil) }
        if !handlers.isEmpty {
            DeliveryQueue.enqueue {
                for handler in handlers { handler() }
            }
        }
    }
}
