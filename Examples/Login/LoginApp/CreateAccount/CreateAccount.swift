import RIBs
import RIBsTerminal

// CreateAccount: presented by Login, dismissed with its router detached. Small enough for one
// file.

@MainActor
protocol CreateAccountDependency: Dependency {
    var webService: any WebServicing { get }
}

@MainActor
protocol CreateAccountListener: AnyObject {
    func createAccountDidFinish(session: LoginSession)
    func createAccountDidCancel()
}

@MainActor
protocol CreateAccountBuildable: Buildable {
    func build(withListener listener: any CreateAccountListener) -> any ViewableRouting
}

final class CreateAccountBuilder: Builder<any CreateAccountDependency>, CreateAccountBuildable {
    func build(withListener listener: any CreateAccountListener) -> any ViewableRouting {
        let viewController = CreateAccountViewController()
        let interactor = CreateAccountInteractor(presenter: viewController, webService: dependency.webService)
        interactor.listener = listener
        return CreateAccountRouter(interactor: interactor, viewController: viewController)
    }
}

/// CreateAccount has no children: its router only owns the interactor and the view.
final class CreateAccountRouter: ViewableRouter<CreateAccountInteractor, CreateAccountViewController> {}

@MainActor
protocol CreateAccountPresentable: Presentable {
    var listener: (any CreateAccountPresentableListener)? { get set }
    func show(isCreating: Bool, error: String?)
}

@MainActor
protocol CreateAccountPresentableListener: AnyObject {
    func create(username: String, password: String)
    func cancel()
}

final class CreateAccountInteractor: PresentableInteractor<any CreateAccountPresentable>,
    CreateAccountPresentableListener
{
    weak var listener: (any CreateAccountListener)?
    private let webService: any WebServicing

    init(presenter: any CreateAccountPresentable, webService: any WebServicing) {
        self.webService = webService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func create(username: String, password: String) {
        presenter.show(isCreating: true, error: nil)
        let webService = self.webService
        whileActive { [weak self] in
            do {
                let session = try await webService.createAccount(username: username, password: password)
                self?.listener?.createAccountDidFinish(session: session)
            } catch {
                self?.presenter.show(isCreating: false, error: "Could not create the account: \(error)")
            }
        }
    }

    func cancel() {
        listener?.createAccountDidCancel()
    }
}

final class CreateAccountViewController: TerminalViewController, CreateAccountPresentable {
    weak var listener: (any CreateAccountPresentableListener)?
    private var form = CredentialsForm()
    private var isCreating = false
    private var error: String?

    override var title: String { "Create account" }
    override var isBusy: Bool { isCreating }

    func show(isCreating: Bool, error: String?) {
        self.isCreating = isCreating
        self.error = error
    }

    override func render() -> [String] {
        form.lines(submitTitle: "Create account") + (isCreating ? ["", "⏳ Creating…"] : [])
            + (error.map { ["", "! \($0)"] } ?? [])
    }

    override var commands: [String] { ["<text>", "create", "create <username> <password>", "cancel"] }

    override func handleCommand(_ command: String) -> Bool {
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "create":
            if words.count == 3 { (form.username, form.password) = (words[1], words[2]) }
            listener?.create(username: form.username, password: form.password)
        case "cancel":
            listener?.cancel()
        default:
            form.type(command)
        }
        return true
    }

    /// Escape is the terminal's back key: it closes this screen, and Login detaches CreateAccount.
    override func handleKey(_ key: Key) -> Bool {
        let (used, submitted) = form.handle(key)
        if submitted { listener?.create(username: form.username, password: form.password) }
        return used
    }
}
