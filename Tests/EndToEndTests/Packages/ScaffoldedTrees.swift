/// The two trees a new user builds, as commands and the lines they type afterwards: the seed
/// article's Root → Login → CreateAccount, and Uber's tutorial 1 (Root and LoggedOut, with a
/// view and a listener). Each step says whether its lines are business logic.
enum ScaffoldedTrees {
    struct Tree {
        /// `ribs` commands before the hand edits that the wiring reads (listener methods,
        /// dependencies).
        var create: [[String]]
        var beforeAttach: [HandEdit]
        var attach: [[String]]
        var afterAttach: [HandEdit]
        var edits: [HandEdit] { beforeAttach + afterAttach }
    }

    // MARK: - The seed article

    static let seed: Tree = {
        let source = "Sources/Seed/"
        let login = source + "Login/"
        let account = source + "CreateAccount/"
        let root = source + "Root/"
        let tests = "Tests/SeedTests/"
        let into = ["--in", "Sources/Seed"]
        return Tree(
            create: [
                ["new", "Root", "--launch"] + into,
                ["new", "Login", "--view"] + into,
                ["new", "CreateAccount", "--view"] + into,
            ],
            beforeAttach: [
                // The service Login calls.
                .business(
                    source + "Web/WebServicing.swift",
                    .create([
                        "/// The login backend.",
                        "/// @mockable",
                        "protocol WebServicing: Sendable {",
                        "    func login(username: String, password: String) async throws -> String",
                        "}",
                        "",
                        "/// A backend that accepts any user with a password.",
                        "struct WebService: WebServicing {",
                        "    func login(username: String, password: String) async throws -> String {",
                        "        guard !password.isEmpty else { throw LoginRejected() }",
                        "        return \"token-\\(username)\"",
                        "    }",
                        "}",
                        "",
                        "struct LoginRejected: Error {}",
                    ])),
                .wiring(
                    login + "LoginBuilder.swift",
                    .member(
                        of: "protocol LoginDependency: Dependency",
                        ["    var webService: any WebServicing { get }"])),
                .wiring(
                    login + "LoginInteractor.swift",
                    .insert(
                        after: "protocol LoginPresentable: Presentable {", ["    func showError(_ message: String)"])),
                .wiring(
                    login + "LoginInteractor.swift",
                    .member(of: "protocol LoginListener: AnyObject", ["    func loginDidFinish(token: String)"])),
                .wiring(
                    login + "LoginViewController.swift",
                    .member(
                        of: "protocol LoginPresentableListener: AnyObject",
                        [
                            "    func didTapLogin(username: String, password: String) -> Task<Void, Never>?",
                            "    func didTapCreateAccount()",
                        ])),
                .wiring(
                    login + "LoginInteractor.swift",
                    .insert(
                        after: "weak var listener: (any LoginListener)?",
                        ["    private let webService: any WebServicing"])),
                .wiring(
                    login + "LoginInteractor.swift",
                    .replace(
                        "override init(presenter: any LoginPresentable) {",
                        with: [
                            "    init(presenter: any LoginPresentable, webService: any WebServicing) {",
                            "        self.webService = webService",
                        ])),
                .wiring(
                    login + "LoginBuilder.swift",
                    .replace(
                        "let interactor = LoginInteractor(presenter: viewController)",
                        with: [
                            "        let interactor = LoginInteractor(presenter: viewController, webService: dependency.webService)"
                        ])),
                // The article's didTapLogin: ask the service, then end the flow or show the error.
                .business(
                    login + "LoginInteractor.swift",
                    .insertBefore(
                        "override func didBecomeActive() {",
                        [
                            "    func didTapLogin(username: String, password: String) -> Task<Void, Never>? {",
                            "        let webService = self.webService",
                            "        return whileActive { [weak self] in",
                            "            do {",
                            "                let token = try await webService.login(username: username, password: password)",
                            "                self?.listener?.loginDidFinish(token: token)",
                            "            } catch {",
                            "                self?.presenter.showError(\"Login failed: \\(error)\")",
                            "            }",
                            "        }",
                            "    }",
                            "",
                        ])),
                .wiring(
                    login + "LoginInteractor.swift",
                    .insertBefore(
                        "override func didBecomeActive() {",
                        ["    func didTapCreateAccount() {", "        router?.routeToCreateAccount()", "    }", ""])),
                .business(
                    login + "LoginViewController.swift",
                    .insert(
                        after: "weak var listener: (any LoginPresentableListener)?",
                        [
                            "    private(set) var error: String?",
                            "    private(set) var presented: [any ViewControllable] = []",
                            "",
                            "    func showError(_ message: String) {",
                            "        error = message",
                            "    }",
                        ])),
                .wiring(
                    account + "CreateAccountInteractor.swift",
                    .member(of: "protocol CreateAccountListener: AnyObject", ["    func createAccountDidCancel()"])
                ),
                .wiring(
                    account + "CreateAccountViewController.swift",
                    .member(
                        of: "protocol CreateAccountPresentableListener: AnyObject", ["    func didTapCancel()"])),
                .business(
                    account + "CreateAccountInteractor.swift",
                    .insertBefore(
                        "override func didBecomeActive() {",
                        ["    func didTapCancel() {", "        listener?.createAccountDidCancel()", "    }", ""])),
                // The generated test makes the interactor: it now takes the service.
                .wiring(
                    tests + "Login/LoginInteractorTests.swift",
                    .replace(
                        "let interactor = LoginInteractor(presenter: presenter)",
                        with: [
                            "        let interactor = LoginInteractor(presenter: presenter, webService: WebServicingMock())"
                        ])),
                .business(
                    tests + "Login/LoginFlowTests.swift",
                    .create([
                        "import RIBs",
                        "import RIBsTesting",
                        "import Testing",
                        "",
                        "@testable import Seed",
                        "",
                        "@MainActor",
                        "@Suite struct LoginFlowTests {",
                        "    @Test(.leakDetection)",
                        "    func aLoginEndsTheFlowWithTheToken() async {",
                        "        let listener = LoginListenerMock()",
                        "        var tokens: [String] = []",
                        "        listener.loginDidFinishHandler = { tokens.append($0) }",
                        "        let interactor = LoginInteractor(presenter: LoginPresentableMock(), webService: WebService())",
                        "        interactor.listener = listener",
                        "        interactor.activate()",
                        "        await interactor.didTapLogin(username: \"alice\", password: \"secret\")?.value",
                        "        #expect(tokens == [\"token-alice\"])",
                        "        interactor.deactivate()",
                        "    }",
                        "}",
                    ])),
            ],
            attach: [
                ["attach", "CreateAccount", "--to", "Login"] + into,
                ["attach", "Login", "--to", "Root"] + into,
            ],
            afterAttach: [
                .wiring(
                    login + "LoginInteractor.swift",
                    .insert(
                        after:
                            "// TODO: CreateAccount tells Login this: handle it, such as router?.detachCreateAccount().",
                        ["        router?.detachCreateAccount()"])),
                .wiring(
                    root + "RootInteractor.swift",
                    .insert(
                        after: "super.didBecomeActive()",
                        ["        router?.routeToLogin()"])),
                .wiring(
                    root + "RootInteractor.swift",
                    .insert(
                        after: "// TODO: Login tells Root this: handle it, such as router?.detachLogin().",
                        ["        router?.detachLogin()"])),
                // Root asks its parent, the app, for Login's web service.
                .wiring(
                    root + "RootApp.swift",
                    .insert(
                        after: "final class AppComponent: Component<any EmptyDependency>, RootDependency {",
                        ["    var webService: any WebServicing { shared { WebService() } }"])),
                .business(
                    login + "LoginViewController.swift",
                    .insert(
                        after:
                            "// TODO: Show viewController's view over this one (CreateAccount's, when Login routes to it).",
                        ["        presented.append(viewController)"])),
                .business(
                    login + "LoginViewController.swift",
                    .insert(
                        after: "// TODO: Hide viewController's view.",
                        ["        presented.removeAll { $0 === viewController }"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after: "weak var listener: (any RootPresentableListener)?",
                        ["    private(set) var presented: [any ViewControllable] = []"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after: "// TODO: Show viewController's view over this one (Login's, when Root routes to it).",
                        ["        presented.append(viewController)"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after: "// TODO: Hide viewController's view.",
                        ["        presented.removeAll { $0 === viewController }"])),
                // Root now shows Login as soon as it is active: the generated test says so.
                .wiring(
                    tests + "Root/RootRouterTests.swift",
                    .replace(
                        "harness.expectTree(\"Root (active)\")",
                        with: ["        harness.expectTree(\"Root (active)\\n└── Login (active)\")"])),
            ])
    }()

    // MARK: - A tree whose forwarding is generated

    /// The leaf needs a web service that only the app's component makes: two lines, and no
    /// forwarding anywhere in between.
    static let wired: [HandEdit] = [
        .wiring(
            "Sources/Wired/OffGame/OffGameBuilder.swift",
            .member(
                of: "protocol OffGameDependency: Dependency, OffGamePassThrough",
                ["    var webService: String { get }"])),
        .wiring(
            "Sources/Wired/Root/RootApp.swift",
            .insert(
                after: "final class AppComponent: Component<any EmptyDependency>, RootDependency {",
                ["    var webService: String { \"web\" }"])),
    ]

    // MARK: - Uber's tutorial 1

    static let tutorial: Tree = {
        let source = "Sources/Tutorial/"
        let loggedOut = source + "LoggedOut/"
        let root = source + "Root/"
        let tests = "Tests/TutorialTests/"
        let into = ["--in", "Sources/Tutorial"]
        return Tree(
            create: [
                ["new", "Root", "--launch"] + into,
                ["new", "LoggedOut", "--view"] + into,
            ],
            beforeAttach: [
                .wiring(
                    loggedOut + "LoggedOutViewController.swift",
                    .member(
                        of: "protocol LoggedOutPresentableListener: AnyObject",
                        ["    func login(withPlayer1Name player1Name: String?, player2Name: String?)"])),
                .wiring(
                    loggedOut + "LoggedOutInteractor.swift",
                    .member(
                        of: "protocol LoggedOutListener: AnyObject",
                        ["    func didLogin(withPlayer1Name player1Name: String, player2Name: String)"])),
                // The tutorial's login: empty names become "Player 1" and "Player 2".
                .business(
                    loggedOut + "LoggedOutInteractor.swift",
                    .insertBefore(
                        "override func didBecomeActive() {",
                        [
                            "    func login(withPlayer1Name player1Name: String?, player2Name: String?) {",
                            "        let player1 = playerName(player1Name, withDefaultName: \"Player 1\")",
                            "        let player2 = playerName(player2Name, withDefaultName: \"Player 2\")",
                            "        listener?.didLogin(withPlayer1Name: player1, player2Name: player2)",
                            "    }",
                            "",
                            "    private func playerName(_ name: String?, withDefaultName defaultName: String) -> String {",
                            "        guard let name, !name.isEmpty else { return defaultName }",
                            "        return name",
                            "    }",
                            "",
                        ])),
                .business(
                    loggedOut + "LoggedOutViewController.swift",
                    .insert(
                        after: "weak var listener: (any LoggedOutPresentableListener)?",
                        [
                            "",
                            "    func didTapLogin(player1: String?, player2: String?) {",
                            "        listener?.login(withPlayer1Name: player1, player2Name: player2)",
                            "    }",
                        ])),
                .business(
                    tests + "LoggedOut/LoggedOutLoginTests.swift",
                    .create([
                        "import RIBs",
                        "import Testing",
                        "",
                        "@testable import Tutorial",
                        "",
                        "@MainActor",
                        "@Suite struct LoggedOutLoginTests {",
                        "    @Test func emptyNamesBecomeDefaultNames() {",
                        "        let listener = LoggedOutListenerMock()",
                        "        var names: [String] = []",
                        "        listener.didLoginHandler = { names += [$0, $1] }",
                        "        let interactor = LoggedOutInteractor(presenter: LoggedOutPresentableMock())",
                        "        interactor.listener = listener",
                        "        interactor.login(withPlayer1Name: \"\", player2Name: \"Bob\")",
                        "        #expect(names == [\"Player 1\", \"Bob\"])",
                        "    }",
                        "}",
                    ])),
            ],
            attach: [["attach", "LoggedOut", "--to", "Root"] + into],
            afterAttach: [
                .wiring(
                    root + "RootInteractor.swift",
                    .insert(
                        after: "super.didBecomeActive()",
                        ["        router?.routeToLoggedOut()"])),
                .wiring(
                    root + "RootInteractor.swift",
                    .insert(
                        after: "// TODO: LoggedOut tells Root this: handle it, such as router?.detachLoggedOut().",
                        ["        router?.detachLoggedOut()"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after: "weak var listener: (any RootPresentableListener)?",
                        ["    private(set) var presented: [any ViewControllable] = []"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after:
                            "// TODO: Show viewController's view over this one (LoggedOut's, when Root routes to it).",
                        ["        presented.append(viewController)"])),
                .business(
                    root + "RootViewController.swift",
                    .insert(
                        after: "// TODO: Hide viewController's view.",
                        ["        presented.removeAll { $0 === viewController }"])),
                .wiring(
                    tests + "Root/RootRouterTests.swift",
                    .replace(
                        "harness.expectTree(\"Root (active)\")",
                        with: ["        harness.expectTree(\"Root (active)\\n└── LoggedOut (active)\")"])),
            ])
    }()
}
