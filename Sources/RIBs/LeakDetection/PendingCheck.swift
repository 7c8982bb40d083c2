/// One expectation: a weak reference (or none, for objects that withdraw their own check when
/// they deinitialise) and what to say if it is still there.
struct PendingCheck {
    let expectation: LeakReport.Expectation
    weak var object: AnyObject?
    weak var view: (any ViewControllable)?
    var isSelfReporting = false
    let objectType: Any.Type
    let path: LeakPath?
    let within: Duration
    /// The root of the tree the RIB was detached from, when the runtime detached it.
    var tree: RIBID? = nil

    static func deallocation(
        of object: AnyObject, path: LeakPath?, within: Duration, tree: RIBID? = nil
    ) -> PendingCheck {
        PendingCheck(
            expectation: .deallocation, object: object, objectType: type(of: object), path: path, within: within,
            tree: tree)
    }

    static func disappearance(of view: any ViewControllable, path: LeakPath?, within: Duration) -> PendingCheck {
        PendingCheck(
            expectation: .viewDisappearance, view: view, objectType: type(of: view), path: path, within: within)
    }

    /// The report to make now, or `nil` if the expectation was met.
    @MainActor
    func leakReport() -> LeakReport? {
        switch expectation {
        case .deallocation:
            // A self-reporting object that deallocated has withdrawn its check already.
            guard isSelfReporting || object != nil else { return nil }
        case .viewDisappearance:
            guard let view, view.isInViewHierarchy else { return nil }
        }
        return LeakReport(
            expectation: expectation, typeName: String(describing: objectType), path: path?.description, within: within,
            tree: tree)
    }
}
