import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable {
    var router: (any RootRouting)? { get set }

    func homeFinished()
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuilder
    private var home: (rib: BuiltRIB<HomeOutputs>, outputs: [EventSubscription])?

    init(interactor: any RootInteractable, viewController: any RootViewControllable, homeBuilder: HomeBuilder) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHome() {
        guard home == nil else { return }
        let home = homeBuilder.build()
        // Followed before Home is attached, so nothing it sends is missed.
        let outputs = [home.outputs.finished.subscribe { [weak self] in self?.interactor.homeFinished() }]
        self.home = (home, outputs)
        attachChild(home.node)
        if let view = home.view { viewController.present(view) }
    }

    func detachHome() {
        guard let home else { return }
        self.home = nil
        for output in home.outputs { output.cancel() }
        detachChild(home.rib.node)
        if let view = home.rib.view { viewController.dismiss(view) }
    }
}
