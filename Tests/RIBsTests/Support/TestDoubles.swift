import RIBs

/// An interactor that counts its lifecycle hooks.
final class InteractorMock: Interactor {
    private(set) var didBecomeActiveCallCount = 0
    private(set) var willResignActiveCallCount = 0
    var onDidBecomeActive: (() -> Void)?
    var onWillResignActive: (() -> Void)?

    override func didBecomeActive() {
        super.didBecomeActive()
        didBecomeActiveCallCount += 1
        onDidBecomeActive?()
    }

    override func willResignActive() {
        super.willResignActive()
        willResignActiveCallCount += 1
        onWillResignActive?()
    }
}

/// An `Interactable` that is not an `Interactor`, counting activate and deactivate.
final class InteractableMock: Interactable {
    let relay = ActiveStateRelay()
    private(set) var activateCallCount = 0
    private(set) var deactivateCallCount = 0

    var isActive: Bool { relay.isActive }
    var isActiveStream: AsyncStream<Bool> { relay.isActiveStream }

    func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        relay.observeActiveState(observer)
    }

    func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        relay.removeActiveStateObserver(observation)
    }

    func activate() {
        activateCallCount += 1
        relay.activate()
    }

    func deactivate() {
        deactivateCallCount += 1
        relay.deactivate()
    }
}

/// A `Routing` that is not a `Router`, counting its calls.
final class RouterMock: Routing {
    let interactable: any Interactable
    private(set) var children: [any Routing] = []
    private(set) var loadCallCount = 0
    private(set) var attachChildCallCount = 0
    private(set) var detachChildCallCount = 0
    var name: String { "Mock" }
    var lifecycle: AsyncStream<RouterLifecycle> { AsyncStream { $0.finish() } }

    init(interactable: any Interactable = InteractableMock()) {
        self.interactable = interactable
    }

    func load() { loadCallCount += 1 }

    func attachChild(_ child: any Routing) {
        attachChildCallCount += 1
        children.append(child)
    }

    func detachChild(_ child: any Routing) {
        detachChildCallCount += 1
        children.removeAll { $0 === child }
    }
}

/// A view whose presence on screen the test sets.
final class ViewMock: ViewControllable {
    var isInViewHierarchy = false
}

/// A window recording what was shown in it.
final class WindowMock: WindowControllable {
    var rootViewControllable: (any ViewControllable)?
    private(set) var isKeyAndVisible = false

    func makeKeyAndVisible() { isKeyAndVisible = true }
}

/// A router for tests, named at will, recording its `didLoad`.
final class NamedRouter: Router<InteractorMock> {
    private let customName: String
    private(set) var didLoadCallCount = 0
    var onDidLoad: ((NamedRouter) -> Void)?

    init(_ name: String, interactor: InteractorMock = InteractorMock()) {
        customName = name
        super.init(interactor: interactor)
    }

    override var name: String { customName }

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        onDidLoad?(self)
    }
}

/// A launch router for tests.
final class RootRouter: LaunchRouter<InteractorMock, ViewMock> {
    init() { super.init(interactor: InteractorMock(), viewController: ViewMock()) }
}

/// A viewable router for tests.
final class ScreenRouter: ViewableRouter<InteractorMock, ViewMock> {
    init(view: ViewMock = ViewMock()) { super.init(interactor: InteractorMock(), viewController: view) }
}

/// Collects everything a stream yields until it finishes.
func collect<S: AsyncSequence>(_ sequence: S) async -> [S.Element] where S.Element: Sendable {
    var elements: [S.Element] = []
    do {
        for try await element in sequence { elements.append(element) }
    } catch {}
    return elements
}
