import RIBs
import RIBsTerminal

/// Username, password, an activity indicator while the request runs, and an error alert.
final class LoginViewController: TerminalViewController, LoginPresentable, LoginViewControllable {
    weak var listener: (any LoginPresentableListener)?
    private var form = CredentialsForm()
    private var isLoading = false
    private var alert: String?

    override var title: String { alert == nil ? "Login" : "Login: error" }
    override var isBusy: Bool { isLoading }

    func showActivityIndicator() { isLoading = true }
    func hideActivityIndicator() { isLoading = false }
    func showErrorAlert(message: String) { alert = message }

    override func render() -> [String] {
        if let alert { return ["! \(alert)", "", "Type ok (or press Enter) to try again."] }
        return form.lines(submitTitle: "Log in")
            + (isLoading ? ["", "⏳ Logging in…"] : ["", "No account? Type create."])
    }

    override var commands: [String] {
        alert == nil ? ["<text>", "login", "login <username> <password>", "create"] : ["ok"]
    }

    override func handleCommand(_ command: String) -> Bool {
        if alert != nil {
            guard command == "ok" else { return false }
            alert = nil
            return true
        }
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "login":
            if words.count == 3 { (form.username, form.password) = (words[1], words[2]) }
            submit()
        case "create":
            listener?.didTapCreateAccount()
        default:
            form.type(command)
        }
        return true
    }

    override func handleKey(_ key: Key) -> Bool {
        if alert != nil { return key == .enter && handleCommand("ok") }
        let (used, submitted) = form.handle(key)
        if submitted { submit() }
        return used
    }

    private func submit() {
        guard !isLoading else { return }
        listener?.didTapLogin(username: form.username, password: form.password)
    }

    // LoginViewControllable's present(_:) and dismiss(_:) are TerminalViewController's own.
}
