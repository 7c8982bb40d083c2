import RIBs

extension Router {
    /// Waits until a router named `name` is attached anywhere below this one (returning at once
    /// if it already is), and returns it; `nil` if this router is deallocated first.
    ///
    /// It follows `treeEvents`, subscribed before any suspension, so an attach cannot
    /// slip between the check and the wait: no sleeping, no polling.
    public func waitForChild(named name: String) async -> (any Routing)? {
        if let found = descendant(named: name) { return found }
        for await event in treeEvents where event.kind == .attached && event.name == name {
            if let found = descendant(named: name) { return found }
        }
        return nil
    }

    /// Waits until no router named `name` is attached below this one.
    public func waitUntilDetached(named name: String) async {
        guard descendant(named: name) != nil else { return }
        for await event in treeEvents where event.kind == .detached && event.name == name {
            if descendant(named: name) == nil { return }
        }
    }
}

extension Routing {
    /// The first router named `name` below this one, depth first.
    public func descendant(named name: String) -> (any Routing)? {
        for child in children {
            if child.name == name { return child }
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }
}

extension AsyncSequence {
    /// Waits for the first `count` elements (fewer if the sequence ends first).
    ///
    /// ```swift
    /// let scores = await scoreStream.scores.first(2)
    /// ```
    public func first(_ count: Int, isolation: isolated (any Actor)? = #isolation) async throws(Failure) -> [Element] {
        var elements: [Element] = []
        guard count > 0 else { return elements }
        var iterator = makeAsyncIterator()
        while let element = try await iterator.next(isolation: isolation) {
            elements.append(element)
            if elements.count == count { break }
        }
        return elements
    }
}
