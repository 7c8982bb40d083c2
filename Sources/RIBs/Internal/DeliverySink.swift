/// One subscription's way to its main-actor handler, through the ``DeliveryQueue``.
///
/// `isEnded` is written and read only under the delivery queue's lock, which is what makes the
/// class safe to share; once set, the sink accepts no element.
final class DeliverySink<Element: Sendable>: @unchecked Sendable {
    let handle: @MainActor (Element) -> Void
    /// What runs when the source ends (Rx's `onCompleted`), after every element it accepted.
    let onSourceEnd: (@MainActor () -> Void)?
    var isEnded = false

    init(_ handle: @escaping @MainActor (Element) -> Void, onSourceEnd: (@MainActor () -> Void)? = nil) {
        self.handle = handle
        self.onSourceEnd = onSourceEnd
    }
}
