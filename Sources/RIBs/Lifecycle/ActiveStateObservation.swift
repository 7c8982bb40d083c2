/// A token for a synchronous observer of an ``InteractorScope``'s active state.
///
/// Pass it back to ``InteractorScope/removeActiveStateObserver(_:)`` to stop observing.
public struct ActiveStateObservation: Hashable, Sendable {
    let id: UInt32
}
