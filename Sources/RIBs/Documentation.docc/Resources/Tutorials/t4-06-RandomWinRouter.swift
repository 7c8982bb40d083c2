import RIBs

@MainActor
protocol RandomWinInteractable: Interactable {
    var router: (any RandomWinRouting)? { get set }
    var listener: (any GameListener)? { get set }
}

@MainActor
protocol RandomWinViewControllable: ViewControllable {}

/// A game has no children: its router only ties the interactor to the dice.
final class RandomWinRouter: ViewableRouter<any RandomWinInteractable, any RandomWinViewControllable>, RandomWinRouting
{
    override init(interactor: any RandomWinInteractable, viewController: any RandomWinViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
