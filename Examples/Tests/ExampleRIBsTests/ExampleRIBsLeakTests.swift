import RIBs
import RIBsTerminal
import RIBsTesting
import Testing

@testable import RVBExample
@testable import StreamStyleExample

/// The examples' own RIBs, built from their modules, driven as a person would, then detached:
/// every router, node, view and object of every RIB must go, which the trait checks.
@MainActor
@Suite(.leakDetection) struct ExampleRIBsLeakTests {
    @Test func theStreamExamplesRIBsLeaveNothingBehind() async throws {
        let harness = RIBTestHarness(exhaustivity: .off) { StreamStyleExample.MainBuilder().build() }
        let main = try #require(harness.router.view as? any TerminalView)
        #expect(main.handle("local") && main.handle("toggle A"))
        #expect(main.handle("next"))
        _ = await harness.waitForChild(named: "Screen2")
        #expect(main.handle("open 1") && main.handle("push") && main.handle("push"))
        harness.expectTree(
            """
            Main (active)
            ├── Screen1 (active)
            │   └── EmbeddedA (active)
            └── Screen2 (active)
                └── SubRoute1 (active)
                    ├── Page1 (active)
                    └── Page2 (active)
            """)
        #expect(main.handle("close"))
        await harness.router.node.waitUntilDetached(named: "SubRoute1")
        #expect(main.handle("back"))  // the view pops Screen2: its router learns of it too
        #expect(main.handle("next"))
        _ = await harness.waitForChild(named: "Screen2")
        harness.finish()
    }

    @Test func theRVBExamplesModulesLeaveNothingBehind() async throws {
        let harness = RIBTestHarness(exhaustivity: .off) { RVBExample.RootView(router: RootRouter()) }
        let root = harness.router
        for command in ["sign up", "next", "accept", "name Ada"] { #expect(root.handle(command)) }
        harness.expectTree(
            """
            Root (active)
            └── Welcome (active)
                └── Terms (active)
                    └── BasicInformation (active)
                        └── Congratulation (active)
            """)
        #expect(root.handle("finish"))
        await root.node.waitUntilDetached(named: "Welcome")
        #expect(root.render().first == "Signed up: Ada")
        #expect(root.handle("product p1") && root.handle("back"))
        harness.finish()
    }
}
