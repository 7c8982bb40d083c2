import RIBs

/// What Account's router needs from its interactor.
/// @mockable
@MainActor
protocol AccountInteractable: Interactable, SyncListener {
    var router: (any AccountRouting)? { get set }
    var listener: (any AccountListener)? { get set }
}

/// What Account's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol AccountViewControllable: ViewControllable, SyncViewControllable {}

/// Attaches and detaches Account's children.
final class AccountRouter: ViewableRouter<any AccountInteractable, any AccountViewControllable>, AccountRouting {
    private let syncBuilder: any SyncBuildable
    private var sync: (any SyncRouting)?

    init(
        interactor: any AccountInteractable,
        viewController: any AccountViewControllable,
        syncBuilder: any SyncBuildable
    ) {
        self.syncBuilder = syncBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToSync() {
        guard sync == nil else { return }
        let sync = syncBuilder.build(withListener: interactor)
        self.sync = sync
        attachChild(sync)
    }

    func detachSync() {
        guard let sync else { return }
        self.sync = nil
        detachChild(sync)
    }
}
