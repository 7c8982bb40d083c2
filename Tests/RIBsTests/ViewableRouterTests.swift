import RIBs
import RIBsTesting
import Testing

@MainActor
@Suite(.leakDetection)
struct ViewableRouterTests {
    @Test func eachDeactivationExpectsTheViewToDisappear() {
        let view = ViewControllableMock(isInViewHierarchy: false)
        let router = ScreenRouter(view: view)
        let detector = LeakDetector.instance
        router.load()  // loads inactive: one expectation at once
        #expect(detector.pendingCount == 1)
        router.interactable.activate()  // withdrawn
        #expect(detector.pendingCount == 0)
        router.interactable.deactivate()
        #expect(detector.pendingCount == 1)

        view.isInViewHierarchy = true
        LeakTesting.current!.clock.advance(by: .seconds(5))
        let reports = LeakTesting.current!.takeReports()
        #expect(reports.map(\.expectation) == [.viewDisappearance])
        #expect(reports.first?.path == "Screen (view)")
    }

    @Test func viewOffScreenMeetsTheExpectation() {
        let router = ScreenRouter()
        router.load()
        LeakTesting.current!.clock.advance(by: .seconds(5))
        #expect(LeakDetector.instance.reports.isEmpty)
    }

    @Test func deinitExpectsInteractorAndViewToDeallocate() {
        let view = ViewControllableMock(isInViewHierarchy: false)
        var router: ScreenRouter? = ScreenRouter(view: view)
        let interactor = router!.interactor
        router = nil
        let detector = LeakDetector.instance
        #expect(detector.pendingCount == 2)
        LeakTesting.current!.clock.advance(by: .seconds(1))
        #expect(LeakTesting.current!.takeReports().map(\.typeName) == ["InteractorMock"])
        LeakTesting.current!.clock.advance(by: .seconds(4))
        #expect(LeakTesting.current!.takeReports().map(\.typeName) == ["ViewControllableMock"])
        _ = (interactor, view)
    }

    /// What a detached RIB leaves behind names the tree it left, whichever object it is: the
    /// tree's identity is kept by the detector with each check, not in every router.
    @Test func everyLeakOfADetachedRIBNamesTheTreeItLeft() {
        let watching = LeakDetector.instance.leaks  // a reader of leaks: reports name their tree
        defer { _ = watching }
        let root = NamedRouter("Root")
        root.interactable.activate()
        root.load()
        let view = ViewControllableMock(isInViewHierarchy: false)
        var screen: ScreenRouter? = ScreenRouter(view: view)
        let interactor = screen!.interactor
        root.attachChild(screen!)
        root.detachChild(screen!)
        screen = nil  // the router goes; its interactor and view are kept by the test
        LeakTesting.current!.clock.advance(by: .seconds(5))
        let reports = LeakTesting.current!.takeReports()
        #expect(Set(reports.map(\.typeName)) == ["InteractorMock", "ViewControllableMock"])
        #expect(reports.allSatisfy { $0.tree == root.ribID }, "\(reports.map { ($0.typeName, $0.tree) })")
        _ = (interactor, view)
    }

}
