import RIBs

@MainActor
protocol OffGameInteractable: Interactable {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

@MainActor
protocol OffGameViewControllable: ViewControllable {}

/// OffGame has no children yet.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    override init(interactor: any OffGameInteractable, viewController: any OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
