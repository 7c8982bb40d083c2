import RIBs

/// What Episodes's router needs from its interactor.
/// @mockable
@MainActor
protocol EpisodesInteractable: Interactable {
    var router: (any EpisodesRouting)? { get set }
    var listener: (any EpisodesListener)? { get set }
}

/// What Episodes's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol EpisodesViewControllable: ViewControllable {}

/// Attaches and detaches Episodes's children.
final class EpisodesRouter: ViewableRouter<any EpisodesInteractable, any EpisodesViewControllable>, EpisodesRouting {
    override init(interactor: any EpisodesInteractable, viewController: any EpisodesViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
