import RIBs

@MainActor
protocol BasicScoreBoardInteractable: Interactable {
    var router: (any BasicScoreBoardRouting)? { get set }
}

@MainActor
protocol BasicScoreBoardViewControllable: ViewControllable {}

/// The score board has no children: its router only ties the interactor to the view.
final class BasicScoreBoardRouter: ViewableRouter<any BasicScoreBoardInteractable, any BasicScoreBoardViewControllable>,
    BasicScoreBoardRouting
{
    override init(interactor: any BasicScoreBoardInteractable, viewController: any BasicScoreBoardViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
