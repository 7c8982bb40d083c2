// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Loaf, the toast GRIG-iOS's routers show: its class and enums, with Loaf's
// signatures. Nothing is shown.
import UIKit

public final class Loaf {
    public struct Style {
        public init(backgroundColor: UIColor, textColor: UIColor = .white, tintColor: UIColor = .white) {}
    }
    public enum State {
        case success, error, warning, info
        case custom(Style)
    }
    public enum Location { case top, bottom }
    public enum Direction { case left, right, vertical }
    public enum Duration {
        case short, average, long
        case custom(TimeInterval)
    }
    public enum DismissalReason { case tapped, timedOut }

    public init(
        _ message: String, state: State = .info, location: Location = .bottom,
        presentingDirection: Direction = .vertical, dismissingDirection: Direction = .vertical,
        sender: UIViewController
    ) {}

    public func show(_ duration: Duration = .average, completionHandler: ((DismissalReason) -> Void)? = nil) {}
}
