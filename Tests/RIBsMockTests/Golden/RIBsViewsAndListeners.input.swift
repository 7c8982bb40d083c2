import RIBs

@MainActor
public protocol LoginPresentableListener: AnyObject {
    func didTapLogin()
}

@MainActor
public protocol LoginListener: AnyObject {
    func dismissLoginFlow()
}

/// A presenter's listener is its interactor: the mock holds it weakly, as the view does.
/// @mockable
@MainActor
public protocol LoginPresentable: Presentable {
    var listener: (any LoginPresentableListener)? { get set }
    func showActivityIndicator()
}

/// The double already presents and dismisses (`present(_:)`, `presentCallCount`): the mock
/// adds only what it lacks, under names that do not clash.
/// @mockable
@MainActor
public protocol LoginViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: ViewControllable)
    func present(viewController: any ViewControllable)
    func showSpinner()
}

/// @mockable
@MainActor
public protocol LoginInteractable: Interactable {
    var router: (any LoginRouting)? { get set }
    var listener: (any LoginListener)? { get set }
}

/// @mockable
@MainActor
public protocol LoginRouting: ViewableRouting {
    func routeToCreateAccount()
}
