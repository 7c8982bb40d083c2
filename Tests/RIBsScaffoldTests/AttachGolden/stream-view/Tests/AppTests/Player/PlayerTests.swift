import RIBs
import RIBsTesting
import Testing

@testable import App

/// Player, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct PlayerTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            PlayerBuilder(dependency: PlayerDependency()).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? PlayerView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Player (active)")
        harness.finish()
    }

    /// Routes to Settings and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesSettings() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            PlayerBuilder(dependency: PlayerDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? PlayerRouter }.first)
        router.routeToSettings(listener: SettingsListenerMock())
        harness.expectAttached("Settings")
        router.detachSettings()
        harness.expectDetached("Settings")
        harness.finish()
    }

    /// The person closes Settings's view (a back key, a sheet pulled down): Player detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensSettings() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            PlayerBuilder(dependency: PlayerDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? PlayerRouter }.first)
        router.routeToSettings(listener: SettingsListenerMock())
        harness.closeByUser("Settings")
        harness.expectDetached("Settings")
        router.routeToSettings(listener: SettingsListenerMock())
        harness.expectAttached("Settings")
        harness.finish()
    }
}
