import RIBs
import RIBsTerminal

/// What RideDetail's view tells its interactor: the user's actions.
@MainActor
protocol RideDetailPresentableListener: AnyObject {}

/// RideDetail's view, and its presenter: a screen of RIBsTerminal.
final class RideDetailViewController: TerminalViewController, RideDetailPresentable, RideDetailViewControllable {
    weak var listener: (any RideDetailPresentableListener)?

    override var title: String { "RideDetail" }

    // TODO: Draw RideDetail: return its lines from render(), name its commands in `commands` and
    // answer them in handleCommand(_:), telling the listener what the user did.
}
