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
    private(set) var tasks: [Task<Void, Never>] = []
    private(set) var detachHandlers: [@MainActor () -> Void] = []
    private let detector: LeakDetector

    init(detector: LeakDetector) {
        self.detector = detector
    }

    /// Calls `handle` with each element of `sequence` until the child is detached.
    ///
    /// The sequence's iterator is made now, so an ``Events`` (or any sequence that subscribes
    /// when iterated) is subscribed before this returns. Handlers run on the main actor, one
    /// element at a time, in order. A sequence that throws ends the subscription.
    public func on<Sequence: AsyncSequence>(
        _ sequence: Sequence, _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        tasks.append(RIBNode.consume(sequence, detector: detector, with: handle))
    }

    /// Calls `handle` once, after the child is detached, whoever detached it: the parent's
    /// router, or the view (a back gesture, a swipe down) through the ``ViewContainer``.
    public func onDetach(_ handle: @escaping @MainActor () -> Void) {
        detachHandlers.append(handle)
    }

    /// Ends every subscription; returns the detach handlers to call.
    func end() -> [@MainActor () -> Void] {
        for task in tasks { task.cancel() }
        tasks = []
        defer { detachHandlers = [] }
        return detachHandlers
    }
}
