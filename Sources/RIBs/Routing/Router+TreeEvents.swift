/// The routers' own end of `treeEvents`: ``RIBEventSink`` delivers each attach and detach below
/// a router whose `treeEvents` is read.
extension Router {
    var hasTreeEventSubscribers: Bool { subtreeEvents.hasSubscribers }

    func deliverTreeEvent(_ event: RouterTreeEvent) {
        subtreeEvents.send(event)
    }
}
