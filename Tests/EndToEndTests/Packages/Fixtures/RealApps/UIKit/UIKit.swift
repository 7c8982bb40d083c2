// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of UIKit that the real apps' non-UI files name (issue 39's type-check), with the
// signatures UIKit gives them, and Foundation, which UIKit re-exports. Not UIKit's behaviour:
// nothing here draws or runs. The RIBs runtime's `uiviewController` (RIBsUIKit's, on Apple
// platforms) comes with it, as it comes with UIKit there.
@_exported import Foundation
import RIBs

@MainActor
open class UIResponder: NSObject {
    public override init() {}
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
    open var presentedViewController: UIViewController? { nil }
    open var navigationItem = UINavigationItem()
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none,
        automatic
}

@MainActor
open class UINavigationItem {
    public init() {}
    open var title: String?
    open var backBarButtonItem: UIBarButtonItem?
}

@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {}
    open var tintColor: UIColor?
}

#if !canImport(ObjectiveC)
/// The Objective-C runtime's method name, which Foundation has on Apple platforms only.
public struct Selector: Sendable {
    public init(_ name: String) {}
}
#endif

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision
}

@MainActor
public final class UIDevice {
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) { self.init() }
    open func addAction(_ action: UIAlertAction) {}
    open var actions: [UIAlertAction] { [] }
}

@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
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
    open var visibleViewController: UIViewController? { nil }
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
    public static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    public init(cgColor: CGColor) {}
    public var cgColor: CGColor { CGColor() }
}

#if !canImport(ObjectiveC)
/// CoreGraphics' colour, which UIKit's colours convert to (CoreGraphics' own on Apple platforms).
public final class CGColor: @unchecked Sendable {}
#endif

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
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

// UIKit's additions to Foundation's IndexPath, for tables and collections.
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var item: Int { self[1] }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}
