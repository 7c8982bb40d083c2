#if canImport(NoSuchModule)
import NoSuchModule
#if canImport(NoSuchOtherModule)
import NoSuchOtherModule
#endif
#endif

@MainActor
public final class ProfileView {
    /// @mockable
    @MainActor
    public protocol Delegate: AnyObject {
        func profileViewDidTapEdit(_ view: ProfileView)
    }

    public weak var delegate: Delegate?
}

public enum Settings {}

extension Settings {
    public struct Panel {
        /// @mockable
        public protocol Listener {
            func panelDidClose()
        }
    }
}

@MainActor
/// @mockable
public protocol Annotated {
    func refresh()
}
