#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
import RIBs
import UIKit

/// What ``RIBViewController`` and ``RIBHostingController`` share: UIKit's signs that the person
/// using the app closed a view, turned into `reportClosedByUser()`.
@MainActor
enum UserCloseDetection {
    /// A view controller being presented becomes its sheet's delegate, unless the app set one.
    static func viewWillAppear(_ controller: some UIViewController & UIAdaptivePresentationControllerDelegate) {
        let presented = controller.navigationController ?? controller
        guard presented.isBeingPresented, let presentation = presented.presentationController,
            presentation.delegate == nil
        else { return }
        presentation.delegate = controller
    }

    /// A view controller left the screen: popped (the back button, the back swipe, or the
    /// router), or dismissed with its navigation controller. Reported on the next turn of the
    /// main actor: a router that dismisses a view before it detaches the RIB (UIKit may call
    /// this within `dismiss` when nothing animates) has detached it by then, and its own
    /// dismissal is not reported.
    static func viewDidDisappear(_ controller: UIViewController) {
        let closed: UIViewController
        if controller.isMovingFromParent || controller.isBeingDismissed {
            closed = controller
        } else if let navigation = controller.navigationController, navigation.isBeingDismissed {
            closed = navigation
        } else {
            return
        }
        let views = closedViews(closed)
        guard !views.isEmpty else { return }
        Task { @MainActor in
            for view in views { view.reportClosedByUser() }
        }
    }

    /// The person pulled a sheet down: UIKit tells only for the person's dismissal.
    static func sheetWasPulledDown(_ presentation: UIPresentationController) {
        for view in closedViews(presentation.presentedViewController) { view.reportClosedByUser() }
    }

    /// The RIB views that go with `controller`: those on its stack (top first) when it is a
    /// navigation controller, then itself.
    private static func closedViews(_ controller: UIViewController) -> [any ViewControllable] {
        let stack = (controller as? UINavigationController)?.viewControllers.reversed() ?? []
        return (stack + [controller]).compactMap { $0 as? any ViewControllable }
    }
}
#endif
