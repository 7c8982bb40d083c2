import RIBs

/// What Profile needs from its parent.
/// @mockable
@MainActor
protocol ProfileDependency: Dependency {}

/// Profile's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class ProfileComponent: Component<any ProfileDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol ProfileBuildable: Buildable {
    func build(withListener listener: any ProfileListener) -> any ProfileRouting
}

final class ProfileBuilder: Builder<any ProfileDependency>, ProfileBuildable {
    func build(withListener listener: any ProfileListener) -> any ProfileRouting {
        let viewController = ProfileViewController()
        let presenter = ProfilePresenter(viewController: viewController)
        let interactor = ProfileInteractor(presenter: presenter)
        interactor.listener = listener
        let component = ProfileComponent(dependency: dependency)
        return ProfileRouter(
            interactor: interactor,
            viewController: viewController,
            avatarPickerBuilder: AvatarPickerBuilder(dependency: component))
    }
}
