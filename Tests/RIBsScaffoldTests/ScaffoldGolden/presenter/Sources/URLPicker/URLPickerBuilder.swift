import RIBs

/// What URLPicker needs from its parent.
/// @mockable
@MainActor
protocol URLPickerDependency: Dependency {}

/// URLPicker's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class URLPickerComponent: Component<any URLPickerDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol URLPickerBuildable: Buildable {
    func build(withListener listener: any URLPickerListener) -> any URLPickerRouting
}

final class URLPickerBuilder: Builder<any URLPickerDependency>, URLPickerBuildable {
    func build(withListener listener: any URLPickerListener) -> any URLPickerRouting {
        let viewController = URLPickerViewController()
        let presenter = URLPickerPresenter(viewController: viewController)
        let interactor = URLPickerInteractor(presenter: presenter)
        interactor.listener = listener
        return URLPickerRouter(interactor: interactor, viewController: viewController)
    }
}
