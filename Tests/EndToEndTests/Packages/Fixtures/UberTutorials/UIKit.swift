// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of UIKit the tutorials' non-UI files use (PlayerType's colours), and Foundation,
// which UIKit re-exports. Not UIKit's behaviour.
@_exported import Foundation

public struct UIColor: Sendable {
    public static let red = UIColor()
    public static let blue = UIColor()
}
