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
    /// Follows a parent that became active or inactive (or that this RIB was `attaching` under):
    /// the runtime's ``Interactor`` is told directly, without asking its router whether the
    /// parent allows it; any other `Interactable` (a test double) is activated or deactivated,
    /// except that one attached inactive under an inactive parent is told nothing: it is
    /// deactivated once, when it is detached, as in Uber's RIBs (issue 66).
    func followParent(isActive: Bool, attaching: Bool = false) {
        // A class cast: cheaper than asking the runtime for a conformance.
        if let interactor = self as? Interactor {
            interactor.parentDidChangeActiveState(isActive)
        } else if isActive {
            activate()
        } else if !attaching || self.isActive {
            deactivate()
        }
    }
}
