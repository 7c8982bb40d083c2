import RIBs
import RIBsTerminal

/// Under the login flow: the welcome once a user is logged in.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?
    private var session: LoginSession?

    override var title: String { "Welcome" }

    func show(session: LoginSession?) {
        self.session = session
    }

    override func render() -> [String] {
        guard let session else { return ["Nobody is logged in."] }
        return ["Logged in as \(session.username).", "Session token: \(session.token)"]
    }

    override var commands: [String] { session == nil ? [] : ["logout"] }

    override func handleCommand(_ command: String) -> Bool {
        guard command == "logout", session != nil else { return false }
        listener?.logout()
        return true
    }

    // RootViewControllable's present(_:) and dismiss(_:) are TerminalViewController's own.
}
