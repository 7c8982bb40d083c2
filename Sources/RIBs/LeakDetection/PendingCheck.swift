/// One expectation: a weak reference (or none, for objects that withdraw their own check when
/// they deinitialise) and what to say if it is still there.
///
/// The weak reference sits in a box of its own: a check is copied into and out of the store,
/// and a weak field makes every copy go through the runtime's weak-reference calls (measured: 2k
/// instructions a RIB of the tree benchmark's 17.9k), where a box is one retain, and a
/// self-reporting check, the kind every detached RIB gets, holds none.
struct PendingCheck {
    let expectation: LeakReport.Expectation
    private let watched: WeakReference?
    var isSelfReporting = false
    private(set) var objectType: Any.Type
    private(set) var path: LeakPath?
    let within: Duration
    /// The root of the tree the RIB was detached from, when the runtime detached it.
    var tree: RIBID? = nil
    /// When a check handed over to another object is due: later than the deadline it was
    /// scheduled for, which then only wakes the detector to schedule it again.
    private(set) var handedOverDeadline: Duration?
    /// When the check is due, on the detector's clock: set as it is added.
    var deadline: Duration?

    init(
        expectation: LeakReport.Expectation, watched: WeakReference? = nil, isSelfReporting: Bool = false,
        objectType: Any.Type, path: LeakPath?, within: Duration, tree: RIBID? = nil
    ) {
        self.expectation = expectation
        self.watched = watched
        self.isSelfReporting = isSelfReporting
        self.objectType = objectType
        self.path = path
        self.within = within
        self.tree = tree
    }

    /// This check, now about `object`, the `part` of the same RIB, due at `deadline`.
    mutating func handOver(to object: AnyObject, as part: LeakPath.Part, dueAt deadline: Duration) {
        objectType = type(of: object)
        path = path?.with(part)
        handedOverDeadline = deadline
    }

    /// The watched object, while it lives.
    var object: AnyObject? { watched?.object }
    /// The watched view, while it lives.
    var view: (any ViewControllable)? { watched?.view }

    static func deallocation(
        of object: AnyObject, path: LeakPath?, within: Duration, tree: RIBID? = nil
    ) -> PendingCheck {
        PendingCheck(
            expectation: .deallocation, watched: WeakReference(object: object), objectType: type(of: object),
            path: path, within: within, tree: tree)
    }

    static func disappearance(of view: any ViewControllable, path: LeakPath?, within: Duration) -> PendingCheck {
        PendingCheck(
            expectation: .viewDisappearance, watched: WeakReference(view: view), objectType: type(of: view), path: path,
            within: within)
    }

    /// Whether the expectation is met now: the object went (a self-reporting object that went
    /// has withdrawn its check already), or the view left the screen.
    @MainActor
    var isMet: Bool {
        switch expectation {
        case .deallocation: !isSelfReporting && object == nil
        case .viewDisappearance: !(view?.isInViewHierarchy ?? false)
        }
    }

    /// The report to make at `now`, or `nil` if the expectation was met. A check judged before
    /// it was due (`runAllChecksNow()`, as a test's end runs it) says so.
    @MainActor
    func leakReport(at now: Duration) -> LeakReport? {
        guard !isMet else { return nil }
        let dueAt = handedOverDeadline ?? deadline
        return LeakReport(
            expectation: expectation, typeName: String(describing: objectType), path: path?.description, within: within,
            tree: tree, isJudgedEarly: dueAt.map { now < $0 } ?? false)
    }
}

/// A weak reference to a watched object or view, shared by the copies of its check.
final class WeakReference {
    weak var object: AnyObject?
    weak var view: (any ViewControllable)?

    init(object: AnyObject? = nil, view: (any ViewControllable)? = nil) {
        self.object = object
        self.view = view
    }
}
