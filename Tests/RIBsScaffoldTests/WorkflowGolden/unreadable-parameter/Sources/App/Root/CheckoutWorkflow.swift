import RIBs

/// Checkout: a deep link through Root and Cart. Each RIB waits for the next to be attached, then
/// Cart does what the link asks.
final class CheckoutWorkflow: Workflow<any RootActionableItem> {
    init(items: [String]) {
        super.init()
        onStep { root in await root.waitForCart() }
            .onStep { cart, _ in cart.checkout(items: items) }
            .commit()
    }
}
