// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// SVProgressHUD's class methods that ToDo's LoadingPresentable calls, with their signatures.
import UIKit

@MainActor
public final class SVProgressHUD {
    public static func show(withStatus status: String?) {}
    public static func showSuccess(withStatus status: String?) {}
    public static func showError(withStatus status: String?) {}
    public static func dismiss() {}
}
