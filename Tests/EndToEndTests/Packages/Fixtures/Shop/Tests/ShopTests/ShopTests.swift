import RIBs
import RIBsTesting
import RVB
import Testing

@testable import Shop

@MainActor
@Suite(.leakDetection)
struct CatalogTests {
    @Test func detailsTwoOutputsAndTheBackGestureReachTheCatalog() async throws {
        let harness = RIBTestHarness(exhaustivity: .off) { CatalogBuilder().build() }
        let catalog = try #require(harness.router.view as? CatalogView)
        catalog.interactor.select(Item(name: "Teapot"))
        let detail = try #require(catalog.viewContainer.stack.first?.view as? DetailView)
        detail.interactor.tapAdd()
        await catalog.state.waitUntil { $0.cart == [Item(name: "Teapot")] }
        detail.interactor.tapAdd()
        await catalog.state.waitUntil { $0.cart.count == 2 }
        catalog.viewContainer.pop()  // the back gesture
        #expect(catalog.state.selection == nil)
        catalog.interactor.select(Item(name: "Kettle"))
        let kettle = try #require(catalog.viewContainer.stack.first?.view as? DetailView)
        kettle.interactor.tapClose()
        await catalog.state.waitUntil { $0.selection == nil }
        #expect(catalog.viewContainer.stack.isEmpty)
        harness.finish()
    }

    @Test func anOutputIsRecordedAsItIsSent() async {
        let detail = DetailBuilder(item: Item(name: "Teapot")).build()
        let added = OutputRecorder(detail.outputs.addToCart)
        (detail.view as? DetailView)?.interactor.tapAdd()
        #expect(await added.next() == Item(name: "Teapot"))
    }
}

@MainActor
@Suite(.leakDetection)
struct SignUpTests {
    @Test func dsCompletionReachesRootAndTheFlowLeavesNothingBehind() async throws {
        let harness = RIBTestHarness(exhaustivity: .off) { RootModule() }
        let root = harness.router
        root.startSignUp()
        let a = try #require(root.signUp)
        let completed = OutputRecorder(a.completed)
        a.next()
        let b = try #require(a.node.viewContainer.stack.first?.view as? any StepControllable)
        b.next()
        let c = try #require(b.node.viewContainer.stack.first?.view as? any StepControllable)
        c.next()
        harness.expectTree(
            """
            Root (active)
            └── A (active)
                └── B (active)
                    └── C (active)
                        └── D (active)
            """)
        let d = try #require(c.node.viewContainer.stack.first?.view as? any StepControllable)
        d.next()
        #expect(await completed.next() == SignUpResult(name: "Ada"))
        await root.node.waitUntilDetached(named: "A")
        #expect(root.results == [SignUpResult(name: "Ada")])
        #expect(root.signUp == nil)
        harness.finish()
    }
}
