extension Interactor {
    /// Waits until this RIB's router has a child whose interactor is an `Item`, and returns that
    /// interactor; at once if one is attached already.
    ///
    /// A deep link's workflow step uses it to wait for the RIB it continues in, as Uber's
    /// tutorial 4 waits for the login with a replay subject the parent fills by hand:
    ///
    /// ```swift
    /// func waitForLoggedIn() async -> (any LoggedInActionableItem, Void)? {
    ///     await waitForChild((any LoggedInActionableItem).self).map { ($0, ()) }
    /// }
    /// ```
    ///
    /// It follows the router's tree events, subscribed before it suspends, so a child attached
    /// in between is not missed; it never polls. It returns `nil` when its task is cancelled
    /// (a workflow bound with `cancelOnDeactivate(interactor:)` cancels it when the RIB resigns),
    /// when the router is deallocated, and at once for an interactor no router owns.
    public final func waitForChild<Item>(_ item: Item.Type) async -> Item? {
        guard let router = owningRouter else { return nil }
        if let found = Self.child(of: router, as: item) { return found }
        let events = router.treeEvents
        for await event in events where event.kind == .attached {
            guard let router = owningRouter else { return nil }
            if let found = Self.child(of: router, as: item) { return found }
        }
        return nil
    }

    private static func child<Item>(of router: any InteractorOwner, as item: Item.Type) -> Item? {
        for child in router.children {
            if let found = child.interactable as? Item { return found }
        }
        return nil
    }
}
