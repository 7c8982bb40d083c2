// Needs FlyingFox, which the Inspector or the Tools trait brings (InspectorTrait.swift says how).
#if Inspector || Tools
/// What the server asks of the inspector as clients come and go. The hub's locks are taken here,
/// on the server's tasks, never on the main actor; the main actor only hands over the tree as it
/// is now. The handler is made before the inspector, so it reaches it through this box.
final class InspectorClients: Sendable {
    @MainActor weak var inspector: RIBsInspector?
    private let hub: InspectorHub

    init(hub: InspectorHub) {
        self.hub = hub
    }

    /// A new client's feed: the recent events and the tree as it is now, then what follows. The
    /// inspector's thread connects it, in order with the events the app handed over.
    func connect() async -> InspectorFeed {
        await askInspector { $0.connectClient($1) } ?? hub.connect()
    }

    /// Forgets a client's feed; when it was the last, the inspector goes back to keeping
    /// attaches and detaches only.
    func disconnect(_ feed: InspectorFeed) {
        guard hub.disconnect(feed) == 0 else { return }
        Task { @MainActor in inspector?.clientsLeft() }
    }

    /// The tree now and the recent events, for a request that does not stay.
    func snapshot() async -> String {
        await askInspector { $0.takeSnapshot($1) } ?? hub.snapshotMessage()
    }

    /// Hands `request` to the inspector on the main actor and waits for what its thread replies;
    /// `nil` when the inspector is gone, or its queue was full (then the caller does it here).
    private func askInspector<Answer: Sendable>(
        _ request: @escaping @MainActor (RIBsInspector, @escaping @Sendable (Answer?) -> Void) -> Void
    ) async -> Answer? {
        await withCheckedContinuation { continuation in
            Task { @MainActor in
                guard let inspector else { return continuation.resume(returning: nil) }
                request(inspector) { continuation.resume(returning: $0) }
            }
        }
    }
}
#endif
