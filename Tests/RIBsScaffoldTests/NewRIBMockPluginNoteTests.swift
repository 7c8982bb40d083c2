import Foundation
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// A new RIB's tests use the mocks RIBsMockPlugin writes: `ribs new` says so, with the line to
/// add, when the test target does not use the plugin (a new user's first `swift test` failed on
/// `cannot find 'PantryRoutingMock' in scope`, and nothing said why).
@Suite struct NewRIBMockPluginNoteTests {
    @Test(arguments: [([String](), true), (["RIBsMockPlugin"], false)])
    func aTestTargetWithoutThePluginIsToldToAddIt(plugins: [String], told: Bool) throws {
        var sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        sandbox.manifest = PackageManifest(targets: [
            .init(name: "App", kind: .regular),
            .init(name: "AppTests", kind: .test, dependencies: ["App"], plugins: plugins),
        ])
        let spec = ScaffoldSpec(name: try RIBName("Pantry"), shape: .view, module: "App", tests: true)
        let plan = try NewRIBPlan(spec: spec, layout: try sandbox.layout, overwrite: false)
        let note = plan.notes.first { $0.description.contains("RIBsMockPlugin") }
        #expect((note != nil) == told, "\(plan.notes)")
        #expect(
            note?.description.contains(
                "add plugins: [.plugin(name: \"RIBsMockPlugin\", package: \"swift-ribs\")] to that target") ?? !told)
    }
}
