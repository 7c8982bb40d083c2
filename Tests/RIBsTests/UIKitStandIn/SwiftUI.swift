// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for SwiftUI, which does not exist on Linux: the shape of `UIHostingController`,
// RIBsUIKit's hosting view controller's superclass, so RIBsUIKitTests compiles and plays it.
import UIKit

@MainActor
public protocol View {}

@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
