/// The cancellations bound to one active period of an interactor (Uber's activeness
/// `CompositeDisposable`).
///
/// Allocates nothing until the first cancellation is bound.
struct ActiveWorkBag {
    /// What a cancellation ends: a task runs until it is cancelled or returns; a subscription
    /// only waits for elements.
    enum Kind { case task, subscription }

    private var cancellations: [UInt64: @MainActor () -> Void] = [:]
    private var subscriptions: Set<UInt64> = []
    private var nextID: UInt64 = 0

    /// How many tasks (and other running work) are bound now.
    var count: Int { cancellations.count - subscriptions.count }

    mutating func beginPeriod() {
        if !cancellations.isEmpty { cancellations = [:] }
        if !subscriptions.isEmpty { subscriptions = [] }
    }

    /// Cancels everything bound to the period that ends.
    @MainActor
    mutating func endPeriod() {
        guard !cancellations.isEmpty else { return }
        let ending = cancellations
        cancellations = [:]
        subscriptions = []
        for cancel in ending.values { cancel() }
    }

    mutating func reserveID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    mutating func insert(id: UInt64, kind: Kind = .task, _ cancel: @escaping @MainActor () -> Void) {
        cancellations[id] = cancel
        if kind == .subscription { subscriptions.insert(id) }
    }

    mutating func remove(_ id: UInt64) {
        cancellations[id] = nil
        subscriptions.remove(id)
    }

    /// Starts `operation` in a task bound to the current period; `didEnd` is called with the
    /// task's id when it finishes, for the owner to `remove(_:)` it.
    @MainActor
    mutating func startTask(
        _ operation: sending @escaping @MainActor () async -> Void,
        didEnd: @escaping @MainActor (UInt64) -> Void
    ) -> Task<Void, Never> {
        let id = reserveID()
        let task = Task { @MainActor in
            await operation()
            didEnd(id)
        }
        insert(id: id) { task.cancel() }
        return task
    }
}
