/// A stream whose handlers can be registered synchronously: an ``Events``. The runtime's
/// adapters (an ``Attachment``, a node's `whileActive(consuming:)`) subscribe to one at once,
/// and read any other `AsyncSequence` with a task.
protocol DeliverySource<Element> {
    associatedtype Element
    func attachHandler(_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration
}

extension Events: DeliverySource {
    func attachHandler(_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration {
        source.attach(handle)
    }
}
