import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable, LibraryListener {
    var router: (any RootRouting)? { get set }
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable, LibraryViewControllable {}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let libraryBuilder: any LibraryBuildable
    private var library: (any LibraryRouting)?

    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        libraryBuilder: any LibraryBuildable
    ) {
        self.libraryBuilder = libraryBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLibrary() {
        guard library == nil else { return }
        let library = libraryBuilder.build(withListener: interactor)
        self.library = library
        attachChild(library)
    }

    func detachLibrary() {
        guard let library else { return }
        self.library = nil
        detachChild(library)
    }
}
