import RIBs
import RIBsTesting
import Testing

@testable import App

/// Checkout's steps, on mocks of the actionable items: each RIB waits for the next, and Cart
/// does what the link asks, with what the link carries.
@MainActor
@Suite struct CheckoutWorkflowTests {
    @Test(.leakDetection)
    func goesThroughRootAndCart() async {
        let root = RootActionableItemMock()
        let cart = CartActionableItemMock()
        root.waitForCartHandler = { (cart, ()) }
        var received: [[String]] = []
        // weak: the mock keeps its handler.
        cart.checkoutHandler = { [weak cart] items in
            received.append(items)
            return cart.map { ($0, ()) }
        }
        let subscription = CheckoutWorkflow(items: []).subscribe(root)
        #expect(await subscription.finished())
        #expect(received.count == 1, "Cart did what the link asks, once")
        #expect(received.first == [])
    }

    /// Checkout's step in Root goes on in Cart on the real tree: Root, built as its tests
    /// build it, attaches Cart, and the step finds Cart's actionable item.
    @Test(.leakDetection)
    func theStepInRootGoesOnInCart() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RootBuilder(dependency: RootDependencyMock()).build().launchRouter
        }
        let router = try #require(harness.router as? any RootRouting)
        let step = try #require(harness.interactor(as: RootInteractor.self))
        router.routeToCart()
        let next = await step.waitForCart()
        #expect(next != nil, "Root's step found no Cart to go on in")
        harness.expectAttached("Cart")
        router.detachCart()
        harness.finish()
    }
}
