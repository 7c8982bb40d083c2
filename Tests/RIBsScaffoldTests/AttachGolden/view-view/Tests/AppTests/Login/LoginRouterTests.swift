import RIBs
import RIBsTesting
import Testing

@testable import App

/// Login's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct LoginRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            LoginBuilder(dependency: LoginDependencyMock()).build(withListener: LoginListenerMock())
        }
        harness.expectTree("Login (active)")
        // Work LoginInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: LoginInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to CreateAccount and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesCreateAccount() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LoginBuilder(dependency: LoginDependencyMock()).build(withListener: LoginListenerMock())
        }
        harness.router.routeToCreateAccount()
        harness.expectAttached("CreateAccount")
        harness.router.detachCreateAccount()
        harness.expectDetached("CreateAccount")
        harness.finish()
    }

    /// The person closes CreateAccount's view (a back key, a sheet pulled down): Login detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensCreateAccount() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LoginBuilder(dependency: LoginDependencyMock()).build(withListener: LoginListenerMock())
        }
        harness.router.routeToCreateAccount()
        harness.closeByUser("CreateAccount")
        harness.expectDetached("CreateAccount")
        harness.router.routeToCreateAccount()
        harness.expectAttached("CreateAccount")
        harness.finish()
    }
}
