// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Core's asset accessors, which Tuist generates into Derived/Sources when it makes
// the project. The app's copy there, checked in, is an old Tuist's, written for iOS and macOS
// only, whose `CoreColors` (a class with a `lazy var`) Swift 6 refuses in a static: `ribs
// migrate` names each. Current Tuist writes it `Sendable`, as here; regenerating the project
// is what a person does, no line by hand. The colour the routers name.
import UIKit

public enum CoreAsset {
    public enum Colors {
        public static let grigBlack = CoreColors(name: "GRIG_Black")
    }
}

public final class CoreColors: Sendable {
    public let name: String
    public var color: UIColor { .black }
    fileprivate init(name: String) { self.name = name }
}
