/// The ``Events`` of a main-actor owner's own state: an interactor's activity, a router's
/// lifecycle, a worker's state, the leak detector's status and leaks.
///
/// Delivered as a relay delivers, as Uber's subjects did: a handler subscribed before a change
/// has it by the time the call that made the change returns. The relay's core is made on the
/// first subscription, so an owner nobody watches (most of them) pays one `nil` reference, and a
/// change nobody watches costs a test of it.
///
/// The owner sends through ``sink`` after its own state's mutation has ended: the read of the
/// owner's property ends before a handler runs, so a handler may read the owner, or subscribe
/// again.
struct OwnedEvents<Element: Sendable>: Sendable {
    private var core: RelayCore<Element>?
    private let replaysLatest: Bool
    private(set) var isFinished = false

    /// Events that hand a new subscriber the latest element first when `replaysLatest` (a
    /// `BehaviorSubject`), or only what comes after (a `PublishSubject`).
    init(replaysLatest: Bool) {
        self.replaysLatest = replaysLatest
    }

    /// Whether anyone subscribes now.
    var hasSubscribers: Bool { (core?.subscriberCount ?? 0) > 0 }

    /// The stream, made on first use with `current` as its latest element (for one that
    /// replays); once finished, one that ends at once, as a completed subject.
    mutating func events(current: Element? = nil) -> Events<Element> {
        if isFinished { return .none }
        if let core { return core.events }
        let made = RelayCore(latest: replaysLatest ? current : nil, replaysLatest: replaysLatest)
        core = made
        return made.events
    }

    /// Where the owner sends (`owned.sink?.send(element)`): `nil` until someone subscribes.
    var sink: RelayCore<Element>? { core }

    /// Ends every subscription; later ones end at once.
    mutating func finish() {
        isFinished = true
        core?.finish()
        core = nil
    }
}
