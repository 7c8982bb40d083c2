/// The base of a RIB's builder: it keeps the dependency the parent gave it.
///
/// A builder assembles the RIB (component, interactor, view, router) in `build` and keeps
/// nothing of what it built.
///
/// ```swift
/// final class LoginBuilder: Builder<LoginDependency>, LoginBuildable {
///     func build(withListener listener: LoginListener) -> LoginRouting {
///         let component = LoginComponent(dependency: dependency)
///         let view = LoginView()
///         let interactor = LoginInteractor(presenter: view, webService: component.webService)
///         interactor.listener = listener
///         return LoginRouter(interactor: interactor, viewController: view)
///     }
/// }
/// ```
@MainActor
open class Builder<DependencyType>: Buildable {
    /// What the parent provides to build this RIB.
    public let dependency: DependencyType

    /// Creates a builder with the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
