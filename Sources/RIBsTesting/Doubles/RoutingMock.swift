import RIBs

/// A `Routing` that counts and records `load`, `attachChild` and `detachChild`, and keeps its
/// children as a router would.
///
/// Its interactable is an ``InteractableMock`` recording into the same log under the same name,
/// so `log.entries` shows a parent's attach as `["Child.activate", "Child.load"]`.
@MainActor
open class RoutingMock: Routing {
    /// Where calls are recorded.
    public let log: CallLog
    /// The interactable the mock was made with (an ``InteractableMock`` unless one was given).
    public let interactable: any Interactable
    /// The children attached and not yet detached, in attach order.
    public private(set) var children: [any Routing] = []
    private let mockName: String
    private let lifecycleEvents = EventRelay<RouterLifecycle>()

    /// How many times `load()` was called.
    public private(set) var loadCallCount = 0
    /// How many times `attachChild(_:)` was called.
    public private(set) var attachChildCallCount = 0
    /// How many times `detachChild(_:)` was called.
    public private(set) var detachChildCallCount = 0
    /// Runs on each `load()`.
    public var loadHandler: (() -> Void)?
    /// Runs on each `attachChild(_:)`, after the child was added to ``children``.
    public var attachChildHandler: ((any Routing) -> Void)?
    /// Runs on each `detachChild(_:)`, after the child was removed from ``children``.
    public var detachChildHandler: ((any Routing) -> Void)?

    /// Creates a mock named `name` whose interactable is `interactable`, or a new
    /// ``InteractableMock`` recording into `log`.
    public init(name: String = "RoutingMock", interactable: (any Interactable)? = nil, log: CallLog = CallLog()) {
        self.mockName = name
        self.log = log
        self.interactable = interactable ?? InteractableMock(name: name, log: log)
    }

    /// The name given at creation.
    open var name: String { mockName }

    /// `didLoad` on the first `load()`, to a subscriber made before it, as a router sends it;
    /// finishes when the mock is deallocated.
    public var lifecycle: Events<RouterLifecycle> { lifecycleEvents.events }

    /// Counts and records the call (`<name>.load`); the first one sends `didLoad` on ``lifecycle``.
    open func load() {
        loadCallCount += 1
        log.record("\(name).load")
        if loadCallCount == 1 { lifecycleEvents.send(.didLoad) }
        loadHandler?()
    }

    /// Counts and records the call (`<name>.attachChild(<child>)`), adds `child` to ``children``, then runs
    /// ``attachChildHandler``. It does not activate or load the child: a test that wants it does so in the handler.
    open func attachChild(_ child: any Routing) {
        attachChildCallCount += 1
        log.record("\(name).attachChild(\(child.name))")
        children.append(child)
        attachChildHandler?(child)
    }

    /// Counts and records the call (`<name>.detachChild(<child>)`), removes `child` from ``children``, then
    /// runs ``detachChildHandler``.
    open func detachChild(_ child: any Routing) {
        detachChildCallCount += 1
        log.record("\(name).detachChild(\(child.name))")
        children.removeAll { $0 === child }
        detachChildHandler?(child)
    }
}
