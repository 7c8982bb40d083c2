/// A router that owns its RIB's view.
///
/// Besides what a ``Router`` does, it watches its view: each time the RIB becomes inactive
/// (including when it loads inactive) the view is expected to leave the screen within five
/// seconds, and when the router is deallocated the view is expected to follow it. Both checks go
/// to the ``LeakDetector`` the router was created under.
///
/// ```swift
/// final class LoginRouter: ViewableRouter<LoginInteractable, LoginViewControllable>, LoginRouting {
///     func routeToCreateAccount() {
///         let child = createAccountBuilder.build(withListener: interactor)
///         attachChild(child)
///         viewController.present(child.viewControllable)
///     }
/// }
/// ```
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view of this RIB, typed as the router's own protocol for it.
    public let viewController: ViewControllerType
    /// The same view, as the runtime sees it.
    public let viewControllable: any ViewControllable
    private var viewDisappearanceCheck: (any LeakDetectionHandle)?

    /// Creates a router for `interactor` and `viewController`, which must be
    /// ``ViewControllable``.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        guard let viewControllable = viewController as? any ViewControllable else {
            misuse(
                "ViewableRouter: \(type(of: viewController)) is not ViewControllable. Make the view adopt ViewControllable."
            )
        }
        self.viewController = viewController
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    override func didLoadInternally() {
        watchViewDisappearance(isActive: interactable.isActive)
    }

    override var ownView: (any ViewControllable)? { viewControllable }

    override func interactorActiveStateDidChange(_ isActive: Bool) {
        guard isLoaded else { return }
        watchViewDisappearance(isActive: isActive)
    }

    private func watchViewDisappearance(isActive: Bool) {
        viewDisappearanceCheck?.cancel()
        viewDisappearanceCheck = nil
        if !isActive {
            let placement = deallocationCheck?.path ?? LeakPath(parentPath: parentNode?.path, name: name)
            viewDisappearanceCheck = leakDetector.watchDisappearance(of: viewControllable, at: placement.with(.view))
        }
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Expects the view to follow this router.
    private func deinitWork() -> MainActorDeinit.Work {
        let view = viewControllable
        let check = deallocationCheck
        let attachedPath = check == nil ? LeakPath(name: name) : nil
        let ownID = ribID
        let detector = leakDetector
        return MainActorDeinit.Work {
            // This subclass's work runs before the router's withdraws its own check.
            // A check its router holds is pending, or kept with its path once it reported a leak.
            let path = check?.path ?? attachedPath ?? LeakPath(name: "\(type(of: view))")
            let tree = check.flatMap { detector.tree(ofCheck: $0.id) } ?? (detector.isWatched ? ownID : nil)
            DetachedSubtreeChecks.expectView(view, at: path, tree: tree, detector: detector)
        }
    }
}
