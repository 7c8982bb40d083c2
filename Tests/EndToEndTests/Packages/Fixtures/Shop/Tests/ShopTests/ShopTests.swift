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
        let catalog = try harness.router.view(as: CatalogView.self)
        catalog.interactor.select(Item(name: "Teapot"))
        let detail = try catalog.viewContainer.top(as: DetailView.self)
        detail.interactor.tapAdd()
        await catalog.state.waitUntil { $0.cart == [Item(name: "Teapot")] }
        detail.interactor.tapAdd()
        await catalog.state.waitUntil { $0.cart.count == 2 }
        catalog.viewContainer.pop()  // the back gesture
        #expect(catalog.state.selection == nil)
        catalog.interactor.select(Item(name: "Kettle"))
        let kettle = try catalog.viewContainer.top(as: DetailView.self)
        kettle.interactor.tapClose()
        await catalog.state.waitUntil { $0.selection == nil }
        #expect(catalog.viewContainer.stack.isEmpty)
        harness.finish()
    }

    @Test func anOutputIsRecordedAsItIsSent() async throws {
        let detail = DetailBuilder(item: Item(name: "Teapot")).build()
        let added = OutputRecorder(detail.outputs.addToCart)
        try detail.view(as: DetailView.self).interactor.tapAdd()
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
        let b = try a.node.viewContainer.top(as: (any StepControllable).self)
        b.next()
        let c = try b.node.viewContainer.top(as: (any StepControllable).self)
        c.next()
        harness.expectTree(
            """
            Root (active)
            └── A (active)
                └── B (active)
                    └── C (active)
                        └── D (active)
            """)
        let d = try c.node.viewContainer.top(as: (any StepControllable).self)
        d.next()
        #expect(await completed.next() == SignUpResult(name: "Ada"))
        await root.node.waitUntilDetached(named: "A")
        #expect(root.results == [SignUpResult(name: "Ada")])
        #expect(root.signUp == nil)
        harness.finish()
    }
}
