import RIBs

/// What Trip's router needs from its interactor.
/// @mockable
@MainActor
protocol TripInteractable: Interactable {
    var router: (any TripRouting)? { get set }
    var listener: (any TripListener)? { get set }
}

/// The view Trip's router shows its children's views in: its parent's, as Trip has none.
/// @mockable
@MainActor
protocol TripViewControllable: ViewControllable {}

/// Attaches and detaches Trip's children.
final class TripRouter: Router<any TripInteractable>, TripRouting {
    private let viewController: any TripViewControllable

    init(interactor: any TripInteractable, viewController: any TripViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of Trip's children out of its parent's view, as Trip resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {}
}
