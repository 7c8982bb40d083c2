/// The state behind every ``InteractorScope`` of the runtime: the flag, its synchronous
/// observers and the subscribers of `isActiveStream`.
///
/// Uber's RIBs propagate activation through RxSwift synchronously: when `activate()` returns, the
/// whole subtree is active, and a subscriber of `isActiveStream` has heard it. Routers, workers
/// and confined streams observe through synchronous callbacks; `isActiveStream` is an ``Events``
/// served from the same place (``publisher``), for handlers and `for await` alike.
///
/// It is a value stored inline in its owner, so an interactor costs no extra allocation. Callers
/// must not run observers while accessing it: ``setActive(_:)`` returns the observers to call,
/// and the owner calls them after the mutation has ended, so an observer may add or remove
/// observers (a worker starting another worker) without an exclusivity violation.
@MainActor
struct ActiveStateStorage {
    typealias Observer = @MainActor (Bool) -> Void

    private(set) var isActive = false
    private var observers: ContiguousArray<(id: UInt32, observer: Observer)> = []
    private var nextObserverID: UInt32 = 0
    private var subscribers = OwnedEvents<Bool>(replaysLatest: true)

    /// Changes the flag; returns the observers to notify, or `nil` when nothing changed.
    mutating func setActive(_ isActive: Bool) -> ContiguousArray<(id: UInt32, observer: Observer)>? {
        guard self.isActive != isActive, !subscribers.isFinished else { return nil }
        self.isActive = isActive
        return observers
    }

    func isObserving(_ id: UInt32) -> Bool {
        observers.contains { $0.id == id }
    }

    mutating func addObserver(_ observer: @escaping Observer) -> ActiveStateObservation {
        nextObserverID &+= 1
        observers.append((nextObserverID, observer))
        return ActiveStateObservation(id: nextObserverID)
    }

    mutating func removeObserver(_ observation: ActiveStateObservation) {
        if let index = observers.firstIndex(where: { $0.id == observation.id }) {
            observers.remove(at: index)
        }
    }

    mutating func stream() -> Events<Bool> {
        subscribers.events(current: isActive)
    }

    /// Where the state `setActive(_:)` stored is delivered to the subscribers of the stream
    /// (`state.publisher?.send(isActive)`), once that mutation has ended, as the observers are.
    var publisher: RelayCore<Bool>? { subscribers.sink }

    /// Ends every stream and drops every observer: the owner is going away.
    mutating func finish() {
        observers = []
        subscribers.finish()
    }
}

extension ContiguousArray where Element == (id: UInt32, observer: ActiveStateStorage.Observer) {
    /// Calls each observer that `isStillObserving` confirms, in registration order.
    ///
    /// An observer removed by an earlier one during the same notification is not called.
    @MainActor
    func notify(_ isActive: Bool, isStillObserving: (UInt32) -> Bool) {
        for entry in self where count == 1 || isStillObserving(entry.id) {
            entry.observer(isActive)
        }
    }
}
