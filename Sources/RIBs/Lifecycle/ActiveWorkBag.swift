/// The cancellations bound to one active period of an interactor (Uber's activeness
/// `CompositeDisposable`).
///
/// Allocates nothing until the first cancellation is bound.
struct ActiveWorkBag {
    private var cancellations: [UInt64: @MainActor () -> Void] = [:]
    private var nextID: UInt64 = 0

    var count: Int { cancellations.count }

    mutating func beginPeriod() {
        if !cancellations.isEmpty { cancellations = [:] }
    }

    /// Cancels everything bound to the period that ends.
    @MainActor
    mutating func endPeriod() {
        guard !cancellations.isEmpty else { return }
        let ending = cancellations
        cancellations = [:]
        for cancel in ending.values { cancel() }
    }

    mutating func reserveID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    mutating func insert(id: UInt64, _ cancel: @escaping @MainActor () -> Void) {
        cancellations[id] = cancel
    }

    mutating func remove(_ id: UInt64) {
        cancellations[id] = nil
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
