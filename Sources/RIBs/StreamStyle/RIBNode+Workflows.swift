/// A deep link's workflow through a stream-style RIB or an RVB module (issue 63): the node finds
/// what its RIB's step is implemented in, and waits for its children as an interactor does.
extension RIBNode {
    /// What the node keeps of one of its RIB's parts: not the part itself (the parent keeps
    /// those), so a router that holds its node makes no cycle.
    struct WeakPart {
        weak var object: AnyObject?
    }

    /// The RIB's view or one of its parts, as `Item`: what a workflow step continues in.
    func part<Item>(as item: Item.Type) -> Item? {
        if let found = view as? Item { return found }
        for part in parts { if let found = part.object as? Item { return found } }
        return nil
    }

    /// Waits for a child named `name` that adopts `Item`, at most `limit`, as
    /// `Interactor.waitForChild(_:named:within:for:)` does: what a stream-style RIB's or an RVB
    /// module's workflow step calls.
    public func waitForChild<Item>(
        _ item: Item.Type, named name: String, within limit: Duration, for step: String
    ) async -> Item? {
        await interactor.waitForChild(item, named: name, within: limit, for: step)
    }
}
