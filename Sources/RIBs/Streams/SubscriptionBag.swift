/// Subscriptions and tasks kept until the bag is freed: Rx's `DisposeBag`, for code that owned
/// one and ended its subscriptions with its owner (`ribs migrate` makes an interactor's or a
/// worker's bag one of these).
///
/// A bag ends what it holds when its owner lets go of it, not when a RIB deactivates: a RIB's
/// work is better bound to its active period, with
/// ``EventSubscription/cancelOnDeactivate(interactor:fileID:line:)`` or
/// ``EventSubscription/cancelOnStop(_:fileID:line:)``, which is what Uber's RIBs asked for too.
///
/// ```swift
/// private let bag = SubscriptionBag()
///
/// func start() {
///     scores.subscribe(onNext: { [weak self] in self?.show($0) }).cancelled(by: bag)
/// }
/// ```
@MainActor
public final class SubscriptionBag {
    private var subscriptions: [EventSubscription] = []
    private var tasks: [Task<Void, Never>] = []

    /// An empty bag.
    public init() {}

    /// Keeps `subscription` until the bag is freed, then cancels it.
    public func insert(_ subscription: EventSubscription) {
        subscriptions.append(subscription)
    }

    /// Keeps `task` until the bag is freed, then cancels it.
    public func insert(_ task: Task<Void, Never>) {
        tasks.append(task)
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    private func deinitWork() -> MainActorDeinit.Work {
        let subscriptions = subscriptions
        let tasks = tasks
        return MainActorDeinit.Work {
            for subscription in subscriptions { subscription.cancel() }
            for task in tasks { task.cancel() }
        }
    }
}

extension EventSubscription {
    /// Keeps the subscription in `bag`, which cancels it when it is freed: Rx's
    /// `disposed(by:)`.
    public func cancelled(by bag: SubscriptionBag) {
        bag.insert(self)
    }
}
