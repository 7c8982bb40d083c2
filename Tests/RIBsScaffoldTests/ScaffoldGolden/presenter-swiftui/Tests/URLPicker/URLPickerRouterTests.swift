import RIBs
import RIBsTesting
import Testing

@testable import App

/// URLPicker's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct URLPickerRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            URLPickerBuilder(dependency: URLPickerDependencyMock()).build(withListener: URLPickerListenerMock())
        }
        harness.expectTree("URLPicker (active)")
        // Work URLPickerInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: URLPickerInteractor.self)), nil if another type.
        harness.finish()
    }
}
