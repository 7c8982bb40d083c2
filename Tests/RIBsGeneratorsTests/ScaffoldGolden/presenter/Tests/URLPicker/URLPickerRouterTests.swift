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
        harness.finish()
    }
}
