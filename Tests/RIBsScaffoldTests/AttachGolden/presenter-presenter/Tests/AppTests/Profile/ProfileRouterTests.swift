import RIBs
import RIBsTesting
import Testing

@testable import App

/// Profile's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct ProfileRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            ProfileBuilder(dependency: ProfileDependencyMock()).build(withListener: ProfileListenerMock())
        }
        harness.expectTree("Profile (active)")
        // Work ProfileInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: ProfileInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to AvatarPicker and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesAvatarPicker() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            ProfileBuilder(dependency: ProfileDependencyMock()).build(withListener: ProfileListenerMock())
        }
        harness.router.routeToAvatarPicker()
        harness.expectAttached("AvatarPicker")
        harness.router.detachAvatarPicker()
        harness.expectDetached("AvatarPicker")
        harness.finish()
    }

    /// The person closes AvatarPicker's view (a back key, a sheet pulled down): Profile detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensAvatarPicker() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            ProfileBuilder(dependency: ProfileDependencyMock()).build(withListener: ProfileListenerMock())
        }
        harness.router.routeToAvatarPicker()
        harness.closeByUser("AvatarPicker")
        harness.expectDetached("AvatarPicker")
        harness.router.routeToAvatarPicker()
        harness.expectAttached("AvatarPicker")
        harness.finish()
    }
}
