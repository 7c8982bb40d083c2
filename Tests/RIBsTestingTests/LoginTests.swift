import RIBs
import RIBsTesting
import Testing

/// The seed article's five LoginInteractor cases, and the router's attach and detach of
/// CreateAccount, tested with RIBsTesting.
@MainActor
@Suite(.leakDetection)
struct LoginInteractorTests {
    let log = CallLog()
    let webService = WebServicingMock()
    let view: LoginViewMock
    let listener: LoginListenerMock
    let interactor: LoginInteractor

    init() {
        view = LoginViewMock(name: "view", log: log)
        listener = LoginListenerMock(log: log)
        interactor = LoginInteractor(presenter: view, webService: webService)
        interactor.listener = listener
        interactor.activate()
    }

    @Test func showsTheActivityIndicator() async {
        let task = interactor.didTapLogin(username: "ada", password: "secret")
        #expect(view.showActivityIndicatorCallCount == 1)
        await task?.value
    }

    @Test func makesTheWebTask() async {
        await interactor.didTapLogin(username: "ada", password: "secret")?.value
        #expect(webService.loginCallCount == 1)
        #expect(webService.loginArguments.map { "\($0.0):\($0.1)" } == ["ada:secret"])
    }

    @Test func dismissesTheLoginFlowOnSuccess() async {
        webService.loginHandler = { _, _ in LoginSession(token: "t0k3n") }
        await interactor.didTapLogin(username: "ada", password: "secret")?.value
        #expect(listener.dismissLoginFlowSessions == [LoginSession(token: "t0k3n")])
        #expect(view.showErrorAlertMessages.isEmpty)
    }

    @Test func showsAnErrorAlertOnFailure() async {
        webService.loginHandler = { _, _ in throw LoginTestError.wrongPassword }
        await interactor.didTapLogin(username: "ada", password: "wrong")?.value
        #expect(view.showErrorAlertMessages == ["Login failed: wrongPassword"])
        #expect(listener.dismissLoginFlowSessions.isEmpty)
    }

    @Test(arguments: [true, false])
    func hidesTheActivityIndicatorAfterTheWebTask(succeeds: Bool) async {
        webService.loginHandler = { _, _ in
            guard succeeds else { throw LoginTestError.wrongPassword }
            return LoginSession(token: "t0k3n")
        }
        await interactor.didTapLogin(username: "ada", password: "secret")?.value
        #expect(log.entries == [
            "view.showActivityIndicator",
            "view.hideActivityIndicator",
            succeeds ? "listener.dismissLoginFlow" : "view.showErrorAlert",
        ])
    }
}

@MainActor
@Suite(.leakDetection)
struct LoginRouterTests {
    let log = CallLog()

    func makeHarness() -> RIBTestHarness<LoginRouter> {
        RIBTestHarness {
            let view = LoginViewMock(name: "LoginView", log: log)
            let interactor = LoginInteractor(presenter: view, webService: WebServicingMock())
            return LoginRouter(interactor: interactor, viewController: view, createAccountBuilder: CreateAccountBuilder(dependency: EmptyComponent()))
        }
    }

    @Test func attachesAndDetachesCreateAccount() {
        let harness = makeHarness()
        harness.router.routeToCreateAccount()
        harness.expectTree("""
            Login (active)
            └── CreateAccount (active)
            """)
        harness.router.dismissCreateAccount()
        harness.expectTree("Login (active)")
        #expect(log.entries == ["LoginView.present(CreateAccountView)", "LoginView.dismiss(CreateAccountView)"])
        harness.finish()
    }

    @Test func createAccountFinishingGoesBackThroughTheListener() {
        let harness = makeHarness()
        harness.router.routeToCreateAccount()
        harness.expectTree("""
            Login (active)
            └── CreateAccount (active)
            """)
        (harness.router.interactor as? LoginInteractor)?.createAccountDidFinish()
        harness.expectTree("Login (active)")
        harness.finish()
    }
}
