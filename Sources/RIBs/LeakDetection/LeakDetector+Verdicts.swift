/// The verdicts a session's end asks for before the checks' time: a test harness's, which spares
/// the RIB under test, and the met checks judged at once.
extension LeakDetector {
    /// Runs now every pending check but those of the routers in the subtrees of `roots` and of
    /// their views, which stay pending: what a test harness judges while the RIB under test,
    /// detached and finished, is still kept alive for the judgement of the RIBs detached before it.
    package func runAllChecksNow(sparingSubtreesOf roots: [any Routing]) {
        let statusBefore = currentStatus
        var sparedChecks: Set<UInt64> = []
        var sparedObjects: Set<ObjectIdentifier> = []
        var subtree = roots
        while let routing = subtree.popLast() {
            if let node = routing.routerNode {
                if let id = node.deallocationCheck?.id { sparedChecks.insert(id) }
            } else {
                sparedObjects.insert(ObjectIdentifier(routing))
            }
            if let viewable = routing as? any ViewableRouting {
                sparedObjects.insert(ObjectIdentifier(viewable.viewControllable))
            }
            subtree.append(contentsOf: routing.children)
        }
        let due = pending.ids { id, check in
            guard !sparedChecks.contains(id) else { return false }
            let object: AnyObject? = check.object ?? check.view
            return object.map { !sparedObjects.contains(ObjectIdentifier($0)) } ?? true
        }
        for id in due { judge(id) }
        arm(schedule.retainOnly { pending.contains($0) })
        publishStatus(ifChangedFrom: statusBefore)
    }

    /// Judges now the pending checks that are met already (the object went, the view left the
    /// screen): what the end of a session does before it waits for the others' time.
    func judgeMetChecks() {
        let statusBefore = currentStatus
        for id in pending.ids(where: { _, check in check.isMet }) { judge(id) }
        arm(schedule.retainOnly { pending.contains($0) })
        publishStatus(ifChangedFrom: statusBefore)
    }
}
