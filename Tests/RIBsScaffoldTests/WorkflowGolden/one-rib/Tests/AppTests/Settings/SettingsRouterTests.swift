import RIBs
import RIBsTesting
import Testing

@testable import App

/// Settings's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct SettingsRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            SettingsBuilder(dependency: SettingsDependencyMock()).build(withListener: SettingsListenerMock())
        }
        harness.expectTree("Settings (active)")
        // Work SettingsInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: SettingsInteractor.self)), nil if another type.
        harness.finish()
    }
}
