// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Utility's UINavigationController+Ribs.swift, a UIKit extension (the stand-ins'
// UIViewController is a ViewControllable already): the initialiser the root router calls.
import RIBs
import UIKit

extension UINavigationController {
    public convenience init(root: ViewControllable) {
        self.init(rootViewController: root.uiviewController)
    }
}
