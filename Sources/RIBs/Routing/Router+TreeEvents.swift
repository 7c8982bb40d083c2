/// Delivering attaches and detaches to every ancestor that subscribed to its `treeEvents`.
extension Router {
    func announce(_ kind: RouterTreeEvent.Kind, child: any Routing) {
        var listeners: [any RouterNode] = []
        var current: (any RouterNode)? = self
        while let router = current {
            if router.hasTreeEventSubscribers { listeners.append(router) }
            current = router.parentNode
        }
        guard !listeners.isEmpty else { return }
        let event = RouterTreeEvent(kind, path: "\(path)/\(child.name)")
        for listener in listeners { listener.deliverTreeEvent(event) }
    }

    var hasTreeEventSubscribers: Bool { subtreeEvents.hasSubscribers }

    func deliverTreeEvent(_ event: RouterTreeEvent) {
        subtreeEvents.send(event)
    }
}
