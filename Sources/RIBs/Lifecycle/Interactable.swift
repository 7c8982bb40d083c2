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

extension Interactable {
    /// Follows a parent that became active or inactive (or that this RIB was attached under):
    /// the runtime's ``Interactor`` is told directly, without asking its router whether the
    /// parent allows it; any other `Interactable` (a test double) is activated or deactivated.
    func followParent(isActive: Bool) {
        // A class cast: cheaper than asking the runtime for a conformance.
        if let interactor = self as? Interactor {
            interactor.parentDidChangeActiveState(isActive)
        } else if isActive {
            activate()
        } else {
            deactivate()
        }
    }
}
