/// An ``InteractorScope`` that its router can activate and deactivate.
///
/// The methods are part of the protocol, not only of ``Interactor``, so that a test can give a
/// router a mock and count the calls.
@MainActor
public protocol Interactable: InteractorScope {
    /// Makes the scope active: idempotent.
    func activate()
    /// Makes the scope inactive: idempotent.
    func deactivate()
}
