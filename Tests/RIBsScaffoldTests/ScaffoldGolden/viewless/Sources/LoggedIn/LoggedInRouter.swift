import RIBs

/// What LoggedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn's router shows its children's views in: its parent's, as LoggedIn has none.
/// @mockable
@MainActor
protocol LoggedInViewControllable: ViewControllable {}

/// Attaches and detaches LoggedIn's children.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let viewController: any LoggedInViewControllable

    init(interactor: any LoggedInInteractable, viewController: any LoggedInViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of LoggedIn's children out of its parent's view, as LoggedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {}
}
