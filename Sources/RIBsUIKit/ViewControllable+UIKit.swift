// UIKit exists on iOS, tvOS and Mac Catalyst only; elsewhere this module is empty.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || RIBS_UIKIT_STAND_IN)
public import RIBs
public import UIKit

extension ViewControllable {
    /// This view as the UIKit view controller it is: Uber's `uiviewController`, so a migrated
    /// router or view controller presents a child's view as it did.
    ///
    /// ```swift
    /// func present(viewController: any ViewControllable) {
    ///     present(viewController.uiviewController, animated: true, completion: nil)
    /// }
    /// ```
    ///
    /// A `ViewControllable` that is not a `UIViewController` is read for a stored
    /// `uiviewController` of its own: a test double written for Uber's protocol, where it was a
    /// requirement (`let uiviewController = UIViewController()`), keeps working. Any other stops
    /// here with its type's name: give it one (``RIBViewController``, or a
    /// `UIHostingController` for a SwiftUI view).
    public var uiviewController: UIViewController {
        guard let controller = self as? UIViewController ?? ownViewController else {
            preconditionFailure(
                "\(type(of: self)) is a ViewControllable but not a UIViewController: subclass RIBViewController, or host a SwiftUI view in a UIHostingController that adopts ViewControllable."
            )
        }
        return controller
    }

    /// A stored `uiviewController` the conforming type declares itself, which a protocol
    /// extension's property cannot reach by name.
    private var ownViewController: UIViewController? {
        Mirror(reflecting: self).children.first { $0.label == "uiviewController" }?.value as? UIViewController
    }
}
#endif
