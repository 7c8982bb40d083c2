import RIBs

/// What LoggedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable, ParcelListListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn's router shows its children's views in: its parent's, as LoggedIn has none.
/// @mockable
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches LoggedIn's children.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let parcelListBuilder: any ParcelListBuildable
    private var parcelList: (any ParcelListRouting)?

    private let viewController: any LoggedInViewControllable

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        parcelListBuilder: any ParcelListBuildable
    ) {
        self.parcelListBuilder = parcelListBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of LoggedIn's children out of its parent's view, as LoggedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let parcelList {
            viewController.dismiss(parcelList.viewControllable)
        }
    }

    func routeToParcelList() {
        guard parcelList == nil else { return }
        let parcelList = parcelListBuilder.build(withListener: interactor)
        self.parcelList = parcelList
        attachChild(parcelList, onUserClose: { [weak self] in self?.detachParcelList() })
        viewController.present(parcelList.viewControllable)
    }

    func detachParcelList() {
        guard let parcelList else { return }
        self.parcelList = nil
        detachChild(parcelList)
        viewController.dismiss(parcelList.viewControllable)
    }
}
