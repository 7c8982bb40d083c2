// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for SwiftUI, which does not exist on Linux: the shape of `View`, `Text` and
// `UIHostingController` (RIBsUIKit's hosting view controller's superclass), so RIBsUIKit, the
// scenarios and the views `ribs new --swiftui` writes compile and play here.
import UIKit

@MainActor
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError("Text draws itself") }
}

@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
