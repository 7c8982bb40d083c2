// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Core's asset accessors, which Tuist generates into Derived/Sources when it makes
// the project (none of them is in the app's sources): the colour the routers name.
import UIKit

public enum CoreAsset {
    public enum Colors {
        @MainActor public static let grigBlack = CoreColors(name: "GRIG_Black")
    }
}

@MainActor
public final class CoreColors {
    public let name: String
    public var color: UIColor { .black }
    init(name: String) { self.name = name }
}
