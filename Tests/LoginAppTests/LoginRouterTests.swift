@testable import LoginApp
import RIBs
import RIBsTerminal
import RIBsTesting
import Testing

/// What the Login RIB needs from its parent, for tests: a web service that is a mock.
final class TestLoginDependency: LoginDependency {
    let webService: any WebServicing = WebServicingMock()
}

/// The Login router attaching and detaching CreateAccount, built by the real builder, checked
/// exhaustively by the harness. README's and the article *Testing a RIB*'s code is this code.
@MainActor
@Suite struct LoginRouterTests {
    let listener = LoginListenerMock()

    @Test(.leakDetection)
    func loginPresentsAndDismissesCreateAccount() {
        let harness = RIBTestHarness {
            LoginBuilder(dependency: TestLoginDependency()).build(withListener: listener)
        }
        harness.router.routeToCreateAccount()
        harness.expectTree("""
            Login (active)
            └── CreateAccount (active)
            """)
        harness.router.dismissCreateAccount()
        harness.expectTree("Login (active)")
        harness.finish()
    }

    @Test(.leakDetection)
    func theLoginViewShowsCreateAccountWhileItIsAttached() {
        let view = LoginViewControllableMock()
        let harness = RIBTestHarness {
            LoginRouter(
                interactor: LoginInteractor(presenter: LoginPresentableMock(), webService: WebServicingMock()),
                viewController: view,
                createAccountBuilder: CreateAccountBuilder(dependency: TestLoginDependency())
            )
        }
        harness.router.routeToCreateAccount()
        harness.router.routeToCreateAccount()  // already shown: nothing more
        #expect(view.presentCallCount == 1)
        #expect(view.presented.first is CreateAccountViewController)
        harness.expectTree("""
            Login (active)
            └── CreateAccount (active)
            """)
        harness.router.dismissCreateAccount()
        #expect(view.dismissCallCount == 1)
        #expect(view.presented.isEmpty)
        harness.finish()
    }
}

extension TestLoginDependency: CreateAccountDependency {}
