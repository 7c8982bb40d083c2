import RIBs
import RIBsTesting

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
final class RootRouter: LaunchRouter<InteractorMock, ViewControllableMock> {
    init() { super.init(interactor: InteractorMock(), viewController: ViewControllableMock(isInViewHierarchy: false)) }
}

/// A viewable router for tests.
final class ScreenRouter: ViewableRouter<InteractorMock, ViewControllableMock> {
    init(view: ViewControllableMock = ViewControllableMock(isInViewHierarchy: false)) {
        super.init(interactor: InteractorMock(), viewController: view)
    }
}

/// Collects everything a stream yields until it finishes.
func collect<S: AsyncSequence>(_ sequence: S) async -> [S.Element] where S.Element: Sendable {
    var elements: [S.Element] = []
    do {
        for try await element in sequence { elements.append(element) }
    } catch {}
    return elements
}
