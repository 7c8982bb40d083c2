// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for PanModal, which GRIG-iOS's routers present sheets with: its protocol and the
// view controller's extension, with PanModal's signatures. Nothing is presented.
import UIKit

public protocol PanModalPresentable: AnyObject {}

extension UIViewController {
    public var isPanModalPresented: Bool { false }

    public func presentPanModal(
        _ viewControllerToPresent: PanModalPresentable & UIViewController, sourceView: UIView? = nil,
        sourceRect: CGRect = .zero, completion: (() -> Void)? = nil
    ) {}
}
