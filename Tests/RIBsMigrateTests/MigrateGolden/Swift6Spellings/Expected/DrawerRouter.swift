import RIBs

@MainActor
protocol DrawerInteractable: Interactable {
    var router: DrawerRouting? { get set }
    var listener: DrawerListener? { get set }
}

@MainActor
protocol DrawerListener: AnyObject {
    func drawerDidClose()
}

@MainActor
protocol DrawerRouting: ViewableRouting {
    func routeToMenu()
}

@MainActor
protocol DrawerViewControllable: ViewControllable {}

final class DrawerRouter: ViewableRouter<DrawerInteractable, DrawerViewControllable>, DrawerRouting {
    private(set) var menuIsShown = false
    public internal(set) var routes = 0
    private(set) var alreadyJoined = 0

    override init(interactor: DrawerInteractable, viewController: DrawerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToMenu() {
        menuIsShown = true
        routes += 1
        alreadyJoined += 1
    }
}
