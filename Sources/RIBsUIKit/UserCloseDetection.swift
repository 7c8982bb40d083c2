#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
import RIBs
import UIKit

/// What ``RIBViewController`` and ``RIBHostingController`` share: UIKit's signs that a view may
/// have left the app, turned into the detach of the RIBs whose views did (design note: NOTES.md,
/// "What UIKit tells a view that leaves").
///
/// UIKit tells only the visible view controller that it disappears, and tells a removed one that
/// it left its container; a screen hidden under others, or a sheet in the middle of a chain,
/// may be told nothing. So a sign from any RIB view starts one check of every RIB view, on the
/// next turn of the main actor (after UIKit's completion handlers, where a router detaches what
/// it dismissed itself): each RIB view that was shown and is no longer in the app (in no
/// container, presented by nobody, and not the root of a window) has left it, and its RIB is
/// detached by its parent, the deepest first.
@MainActor
enum UserCloseDetection {
    private static var isCheckPending = false

    /// A view controller being presented becomes its sheet's delegate, unless the app set one.
    static func viewWillAppear(_ controller: some UIViewController & UIAdaptivePresentationControllerDelegate) {
        let presented = controller.navigationController ?? controller
        guard presented.isBeingPresented, let presentation = presented.presentationController,
            presentation.delegate == nil
        else { return }
        presentation.delegate = controller
    }

    /// Something may have left the app (a view disappeared, a controller left its container, a
    /// sheet was pulled down): checks every RIB view on the next turn, once for all the signs of
    /// this turn.
    static func somethingMayHaveLeft() {
        guard !isCheckPending else { return }
        isCheckPending = true
        Task { @MainActor in
            isCheckPending = false
            UserClosing.detachRIBsWhoseViewsLeft { view in
                guard let shown = view as? any ShownRIBView, shown.wasShown else { return false }
                return hasLeftTheApp(shown)
            }
        }
    }

    /// Whether `controller` has left the app: the top of its containers and presenters (itself,
    /// or the top-most `parent` or `presentingViewController` above it) is in no window, and
    /// is not the root of the window that shows what it presents. A screen under others, an
    /// unselected tab or a presenter under a full-screen cover stays in the app; a sheet still
    /// animating out over a presenter that left has left with it.
    static func hasLeftTheApp(_ controller: UIViewController) -> Bool {
        var top = controller
        while let above = top.parent ?? top.presentingViewController { top = above }
        // On screen, however it got there (a view a container added without containment too).
        if top.viewIfLoaded?.window != nil { return false }
        var shown = top.presentedViewController
        while let current = shown {
            if let window = current.viewIfLoaded?.window { return window.rootViewController !== top }
            shown = current.presentedViewController
        }
        return true
    }
}

/// RIBsUIKit's view controllers: each knows whether it was ever shown, so that one not shown yet
/// (built, attached, about to be presented) is not taken for one that left.
@MainActor
protocol ShownRIBView: UIViewController {
    var wasShown: Bool { get }
}
#endif
