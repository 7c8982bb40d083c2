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

    /// Waits, as ``waitForChild(_:)`` does, for a child named `name` that adopts `Item`, at most
    /// `limit`: what a generated workflow step calls, so that a link never waits silently for
    /// ever. When the wait cannot end well it returns `nil` at once and says why
    /// (``RIBsDiagnostics``), naming `step` and `name`: a child named `name` is attached and no
    /// part of it adopts `Item` (a stream-style RIB's interactor, an RVB module's view), or the
    /// time is up. A stream-style or RVB child is found by what its builder made it of.
    ///
    /// ```swift
    /// func waitForHome() async -> (any HomeActionableItem, Void)? {
    ///     await waitForChild(
    ///         (any HomeActionableItem).self, named: "Home", within: .seconds(60), for: "OpenLedger's step in Root"
    ///     ).map { ($0, ()) }
    /// }
    /// ```
    public final func waitForChild<Item>(
        _ item: Item.Type, named name: String, within limit: Duration, for step: String
    ) async -> Item? {
        guard let router = owningRouter else { return nil }
        let path = router.path
        func outcome() -> (found: Item?, refused: Bool) {
            if let found = Self.child(of: router, as: item) { return (found, false) }
            return (nil, router.children.contains { $0.name == name })
        }
        func refuse() -> Item? {
            RIBsDiagnostics.report(
                "\(step): \(name) is attached below \(path), but no part of it adopts \(Item.self), so the link stops here: make \(name)'s interactor (an RVB module's view) adopt it."
            )
            return nil
        }
        let now = outcome()
        if let found = now.found { return found }
        if now.refused { return refuse() }
        // Subscribed before the first suspension, so an attach in between is not missed.
        let events = router.treeEvents
        let (signals, signal) = AsyncStream.makeStream(of: Bool.self)
        let forwarding = Task { @MainActor in
            for await event in events where event.kind == .attached { signal.yield(true) }
            signal.finish()
        }
        let timer = Task {
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            signal.yield(false)
        }
        defer {
            forwarding.cancel()
            timer.cancel()
        }
        for await attached in signals {
            guard attached else {
                RIBsDiagnostics.report(
                    "\(step): waited \(limit) for \(name) to be attached below \(path), which did not happen, so the link is dropped: attach \(name) where the link should go on (its parent's routeTo\(name)), or open it in this step (ribs new workflow --opens)."
                )
                return nil
            }
            guard owningRouter != nil else { return nil }
            let now = outcome()
            if let found = now.found { return found }
            if now.refused { return refuse() }
        }
        return nil
    }

    private static func child<Item>(of router: any InteractorOwner, as item: Item.Type) -> Item? {
        for child in router.children {
            if let found = child.interactable as? Item { return found }
            // A stream-style RIB's interactor, an RVB module's view.
            if let node = child as? RIBNode, let found = node.part(as: item) { return found }
        }
        return nil
    }
}
