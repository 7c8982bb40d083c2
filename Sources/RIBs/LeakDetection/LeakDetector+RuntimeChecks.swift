/// The checks the runtime's own objects register, and what it asks of them: a router's at its
/// detach, handed to its interactor at its deinit, a view's when its router resigns.
extension LeakDetector {
    /// Registers a deallocation check for one of the runtime's own objects, which withdraws the
    /// check itself when it deinitialises: no weak reference is needed, so none is made.
    func watchSelfReportingDeallocation(
        of object: AnyObject,
        at path: LeakPath,
        tree: RIBID?,
        within time: Duration = LeakDefaultExpectationTime.deallocation
    ) -> UInt64 {
        tellTestSubclass(deallocationOf: object, within: time)
        return addCheck(
            PendingCheck(
                expectation: .deallocation, isSelfReporting: true, objectType: type(of: object), path: path,
                within: time, tree: tree))
    }

    /// The tree a pending check's RIB was detached from. Kept here, with the check, rather than
    /// in the routers' and interactors' own records of it, which every attached RIB carries.
    func tree(ofCheck id: UInt64) -> RIBID? {
        pending.read(id) { $0.tree } ?? nil
    }

    /// Where the RIB of check `id` stood: the check's path while it is pending, and after it
    /// reported its object as leaked, until the object withdraws it as it goes.
    func path(ofCheck id: UInt64) -> LeakPath? {
        pending.read(id) { $0.path } ?? reportedPaths[id]
    }

    /// Makes the pending check `id` (a router's) about `object`, the `part` of the same RIB, due
    /// `within` of the check from now, as a check registered now would be: what a router does
    /// when it deallocates and expects its interactor to follow. One check changes hands where a
    /// withdrawal and a registration were made (they were a tenth of the tree benchmark's work).
    /// Returns whether the check was still pending.
    func handOver(_ id: UInt64, to object: AnyObject, as part: LeakPath.Part) -> Bool {
        guard pending.contains(id) else { return false }
        tellTestSubclass(
            deallocationOf: object, within: pending.read(id, \.within) ?? LeakDefaultExpectationTime.deallocation)
        let now = self.now
        return pending.update(id) { check in check.handOver(to: object, as: part, dueAt: now + check.within) }
    }

    /// Registers a deallocation check and returns its id, for the runtime to withdraw it.
    @discardableResult
    func watchDeallocation(
        of object: AnyObject,
        at path: LeakPath,
        tree: RIBID? = nil,
        within time: Duration = LeakDefaultExpectationTime.deallocation
    ) -> UInt64 {
        tellTestSubclass(deallocationOf: object, within: time)
        return addCheck(.deallocation(of: object, path: path, within: time, tree: tree))
    }

    /// Registers a disappearance check for a RIB's view.
    func watchDisappearance(of view: any ViewControllable, at path: LeakPath) -> any LeakDetectionHandle {
        tellTestSubclass(disappearanceOf: view, within: LeakDefaultExpectationTime.viewDisappear)
        return add(.disappearance(of: view, path: path, within: LeakDefaultExpectationTime.viewDisappear))
    }
}
