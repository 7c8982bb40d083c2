// Needs FlyingFox, which the Inspector trait brings (InspectorTrait.swift says how to enable it).
#if Inspector
/// What the server asks of the inspector as clients come and go: each call hops to the main
/// actor, where the inspector counts its clients and starts or stops observing the runtime in
/// one step. The handler is made before the inspector, so it reaches it through this box.
@MainActor
final class InspectorClients: Sendable {
    weak var inspector: RIBsInspector?
    private let hub: InspectorHub

    nonisolated init(hub: InspectorHub) {
        self.hub = hub
    }

    /// A new client's feed; the runtime is observed from now on.
    func connect() -> InspectorFeed {
        inspector?.startObserving()
        return hub.connect()
    }

    /// Forgets a client's feed; the last client gone, the runtime is no longer observed.
    func disconnect(_ feed: InspectorFeed) {
        if hub.disconnect(feed) == 0 { inspector?.stopObserving() }
    }

    /// The tree now and the recent events, for a request that does not stay.
    func snapshot() -> String {
        inspector?.refreshTree()
        return hub.snapshotMessage()
    }
}
#endif
