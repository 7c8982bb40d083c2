/// The cancellations bound to one active period of an interactor (Uber's activeness
/// `CompositeDisposable`).
///
/// Allocates nothing until the first cancellation is bound.
struct ActiveWorkBag {
    /// What a cancellation ends: a task runs until it is cancelled or returns; a subscription
    /// only waits for elements.
    enum Kind { case task, subscription }

    private var cancellations: [UInt64: @MainActor () -> Void] = [:]
    /// What each piece of work is, for a harness that reports what is left running.
    private var labels: [UInt64: WorkLabel] = [:]
    private var nextID: UInt64 = 0
    /// The bit of an id that marks a subscription: the kind costs an interactor no storage.
    private static let subscriptionBit: UInt64 = 1 << 63

    /// How many tasks (and other running work) are bound now.
    var count: Int { cancellations.keys.count { $0 & Self.subscriptionBit == 0 } }

    /// How many pieces of work are bound now: tasks and subscriptions.
    var boundCount: Int { cancellations.count }

    /// The tasks (and other running work) bound now, labelled.
    var running: [WorkLabel] {
        labels.filter { $0.key & Self.subscriptionBit == 0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The subscriptions bound now, labelled.
    var subscriptions: [WorkLabel] {
        labels.filter { $0.key & Self.subscriptionBit != 0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    mutating func beginPeriod() {
        if !cancellations.isEmpty { cancellations = [:] }
        if !labels.isEmpty { labels = [:] }
    }

    /// Cancels everything bound to the period that ends.
    @MainActor
    mutating func endPeriod() {
        guard !cancellations.isEmpty else { return }
        let ending = cancellations
        cancellations = [:]
        labels = [:]
        for cancel in ending.values { cancel() }
    }

    mutating func reserveID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    /// Binds `cancel` under `id`; returns the id it is bound under, which `remove(_:)` takes.
    @discardableResult
    mutating func insert(
        id: UInt64, kind: Kind = .task, label: WorkLabel, _ cancel: @escaping @MainActor () -> Void
    ) -> UInt64 {
        let key = kind == .subscription ? id | Self.subscriptionBit : id
        cancellations[key] = cancel
        labels[key] = label
        return key
    }

    mutating func remove(_ id: UInt64) {
        cancellations[id] = nil
        labels[id] = nil
    }

    /// Starts `operation` in a task bound to the current period; `didEnd` is called with the
    /// task's id when it finishes, for the owner to `remove(_:)` it.
    @MainActor
    mutating func startTask(
        label: WorkLabel,
        _ operation: sending @escaping @MainActor () async -> Void,
        didEnd: @escaping @MainActor (UInt64) -> Void
    ) -> Task<Void, Never> {
        let id = reserveID()
        let task = Task { @MainActor in
            await operation()
            didEnd(id)
        }
        insert(id: id, label: label) { task.cancel() }
        return task
    }
}
