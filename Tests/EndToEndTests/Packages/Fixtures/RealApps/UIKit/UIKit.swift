// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of UIKit that the real apps' non-UI files name (issue 39's type-check), with the
// signatures UIKit gives them, and Foundation, which UIKit re-exports. Not UIKit's behaviour:
// nothing here draws or runs. The RIBs runtime's `uiviewController` (RIBsUIKit's, on Apple
// platforms) comes with it, as it comes with UIKit there.
@_exported import Foundation
import RIBs

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIViewController: UIResponder, ViewControllable {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public override init() {}
    open var title: String?
    open var navigationController: UINavigationController? { nil }
    open var tabBarItem = UITabBarItem()
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    open var viewControllers: [UIViewController] = []
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open var navigationBar = UINavigationBar()
}

@MainActor
open class UINavigationBar: UIResponder {
    open var isHidden = false
    open var tintColor: UIColor?
}

@MainActor
open class UITabBarItem {
    public init() {}
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var title: String?
}

@MainActor
open class UITableViewCell: UIResponder {
    public enum AccessoryType: Sendable { case none, disclosureIndicator, checkmark }
    open var tintColor: UIColor?
    open var accessoryType: AccessoryType = .none
    open var textLabel: UILabel?
}

@MainActor
open class UILabel: UIResponder {
    open var text: String?
    open var textAlignment: NSTextAlignment = .natural
}

public enum NSTextAlignment: Sendable { case left, center, right, justified, natural }

public struct UIColor: Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let darkGray = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
}

@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public var bounds: CGRect { .zero }
}

@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public static let shared = UIApplication()
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    open func canOpenURL(_ url: URL) -> Bool { false }
}

public final class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    public init?(named name: String) {}
    public init(imageLiteralResourceName path: String) {}
    public init?(data: Data) {}
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

@MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public struct InfoKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    public init() { super.init(rootViewController: UIViewController()) }
    open var sourceType: SourceType = .photoLibrary
    open var allowsEditing = false
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
}

extension ViewControllable {
    /// RIBsUIKit's: the view controller a `ViewControllable` is.
    public var uiviewController: UIViewController {
        guard let controller = self as? UIViewController else {
            preconditionFailure("\(type(of: self)) is not a UIViewController")
        }
        return controller
    }
}

// The controls a view bound with RxCocoa names (`MigratedViewsCompileTests`, issue 65): the
// signatures RxCocoa's stand-in extends.
@MainActor
open class UIView: UIResponder {}

@MainActor
open class UIControl: UIView {
    open var isEnabled = true
}

@MainActor
open class UIButton: UIControl {
    open func setTitle(_ title: String?, for state: UInt) {}
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
}

@MainActor
open class UITableView: UIView {
    open func reloadData() {}
}

@MainActor
open class UIActivityIndicatorView: UIView {
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}
}
