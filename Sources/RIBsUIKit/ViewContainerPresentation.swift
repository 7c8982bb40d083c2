#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit
import Observation

/// The children a stream-style RIB's or an RVB module's node attaches, shown in UIKit over the
/// view controller that shows them (`UIViewController.showChildren(of:)`): each route the
/// node presents is presented, on top of what is presented already; each route it pushes is pushed
/// on the view controller's navigation controller. A route that leaves the container (its RIB was
/// detached) leaves the screen; a view the person closed is reported by its ``RIBViewController``
/// and its RIB detached, so the container and the screen agree.
///
/// It follows the container with Observation for as long as it is kept: keep it in the view
/// controller.
@MainActor
public final class ViewContainerPresentation {
    private weak var host: UIViewController?
    private let container: ViewContainer
    /// The view controllers shown, by route.
    private var presented: [(id: ObjectIdentifier, controller: UIViewController)] = []
    private var pushed: [(id: ObjectIdentifier, controller: UIViewController)] = []
    private var isFollowing = true

    init(host: UIViewController, container: ViewContainer) {
        self.host = host
        self.container = container
        update()
        follow()
    }

    /// Stops following the container; what is shown stays.
    public func stop() {
        isFollowing = false
    }

    private func follow() {
        guard isFollowing else { return }
        withObservationTracking {
            _ = container.presented
            _ = container.stack
        } onChange: { [weak self] in
            // Called before the change: the screen follows once it is made.
            Task { @MainActor in
                self?.update()
                self?.follow()
            }
        }
    }

    /// Makes the screen show what the container holds.
    func update() {
        guard isFollowing, let host else { return }
        let routes = container.presented
        for shown in presented.reversed() where !routes.contains(where: { $0.id == shown.id }) {
            // Dismissed by the router, or already gone with the person's close.
            shown.controller.dismissWithWhatItPresents(animated: true)
        }
        presented.removeAll { shown in !routes.contains { $0.id == shown.id } }
        for route in routes where !presented.contains(where: { $0.id == route.id }) {
            var top = presented.last?.controller ?? host
            while let above = top.presentedViewController { top = above }
            let controller = route.view.uiviewController
            top.present(controller, animated: true)
            presented.append((route.id, controller))
        }
        let stack = container.stack
        if let navigation = host.navigationController {
            let gone = pushed.filter { shown in !stack.contains { $0.id == shown.id } }.map(\.controller)
            if !gone.isEmpty, navigation.viewControllers.contains(where: { shown in gone.contains { $0 === shown } }) {
                navigation.setViewControllers(
                    navigation.viewControllers.filter { shown in !gone.contains { $0 === shown } }, animated: true)
            }
        }
        pushed.removeAll { shown in !stack.contains { $0.id == shown.id } }
        for route in stack where !pushed.contains(where: { $0.id == route.id }) {
            let controller = route.view.uiviewController
            host.navigationController?.pushViewController(controller, animated: true)
            pushed.append((route.id, controller))
        }
    }
}

extension UIViewController {
    /// Shows the children a stream-style RIB's or an RVB module's node attaches over this view
    /// controller, as UIKit shows screens: presented, or pushed on its navigation controller.
    /// Keep what it returns for as long as the view shows them.
    ///
    /// ```swift
    /// final class FeedViewController: RIBViewController {
    ///     private var children: ViewContainerPresentation?
    ///     init(viewContainer: ViewContainer) {
    ///         super.init(nibName: nil, bundle: nil)
    ///         children = showChildren(of: viewContainer)
    ///     }
    /// }
    /// ```
    public func showChildren(of container: ViewContainer) -> ViewContainerPresentation {
        ViewContainerPresentation(host: self, container: container)
    }
}
#endif
