import RIBs
import RIBsTesting
import Testing

/// A detached router that deallocates hands its pending leak check to its interactor, which is
/// then due as a check made at the router's deinit would be: within its time from the router's
/// deinit, not from the detach.
@MainActor
@Suite(.leakDetection)
struct InteractorCheckHandOverTests {
    func activeRoot() -> NamedRouter {
        let root = NamedRouter("Root")
        root.interactable.activate()
        root.load()
        return root
    }

    @Test func anInteractorKeptAfterItsRouterIsDueItsTimeAfterTheRoutersDeinit() {
        let root = activeRoot()
        let interactor = InteractorMock()  // kept by the test: it leaks
        var child: NamedRouter? = NamedRouter("Child", interactor: interactor)
        root.attachChild(child!)
        let detector = LeakDetector.instance
        let watching = detector.leaks  // a reader of leaks: reports name their tree
        defer { _ = watching }
        root.detachChild(child!)
        #expect(detector.pendingCount == 1)
        let clock = LeakTesting.current!.clock
        clock.advance(by: .milliseconds(500))
        child = nil  // the router goes; its check becomes the interactor's
        #expect(detector.pendingCount == 1)
        clock.advance(by: .milliseconds(500))  // the router's deadline: not the interactor's
        #expect(LeakTesting.current!.takeReports().isEmpty)
        #expect(detector.pendingCount == 1)
        clock.advance(by: .milliseconds(500))
        #expect(
            LeakTesting.current!.takeReports() == [
                LeakReport(
                    expectation: .deallocation, typeName: "InteractorMock", path: "Root/Child (interactor)",
                    within: .seconds(1), tree: root.ribID)
            ])
        #expect(detector.pendingCount == 0)
    }

    @Test func anInteractorThatGoesWithinItsTimeIsNotReported() {
        let root = activeRoot()
        var interactor: InteractorMock? = InteractorMock()
        var child: NamedRouter? = NamedRouter("Child", interactor: interactor!)
        root.attachChild(child!)
        root.detachChild(child!)
        let clock = LeakTesting.current!.clock
        clock.advance(by: .milliseconds(500))
        child = nil
        clock.advance(by: .milliseconds(700))  // past the router's deadline, within the interactor's
        interactor = nil
        #expect(LeakDetector.instance.pendingCount == 0)
        clock.advance(by: .seconds(2))
        #expect(LeakTesting.current!.takeReports().isEmpty)
    }

    @Test func anInteractorKeptWhenItsRouterGoesAtOnceIsReportedAtTheDetachsDeadline() {
        let root = activeRoot()
        let interactor = InteractorMock()  // kept by the test: it leaks
        var child: NamedRouter? = NamedRouter("Child", interactor: interactor)
        root.attachChild(child!)
        root.detachChild(child!)
        child = nil
        LeakTesting.current!.clock.advance(by: .seconds(1))
        #expect(LeakTesting.current!.takeReports().map(\.path) == ["Root/Child (interactor)"])
    }

    @Test func aRouterReportedAsLeakedStillNamesItsPlaceWhenItGoesAndItsInteractorStays() {
        let root = activeRoot()
        let interactor = InteractorMock()  // kept by the test: it leaks
        var child: NamedRouter? = NamedRouter("Child", interactor: interactor)
        root.attachChild(child!)
        root.detachChild(child!)
        let clock = LeakTesting.current!.clock
        clock.advance(by: .seconds(1))
        #expect(LeakTesting.current!.takeReports().map(\.path) == ["Root/Child"])
        child = nil  // it went after all; its interactor is expected from now
        #expect(LeakDetector.instance.pendingCount == 1)
        clock.advance(by: .seconds(1))
        #expect(LeakTesting.current!.takeReports().map(\.path) == ["Root/Child (interactor)"])
    }
}
