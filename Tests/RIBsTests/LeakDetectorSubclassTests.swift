import RIBsTesting
import Testing

@testable import RIBs

/// Uber's tests subclass the detector under `@testable import` and count the checks the runtime
/// registers (issue 66): the runtime tells the subclass's overrides of Uber's two methods of each
/// check, and still registers it itself, whether or not the override calls `super`.
@MainActor
@Suite
struct LeakDetectorSubclassTests {
    private final class CountingDetector: LeakDetector {
        var deallocations: [String] = []
        var disappearances = 0

        override func expectDeallocate(object: AnyObject, inTime time: Double) -> any LeakDetectionHandle {
            deallocations.append("\(type(of: object))")
            return super.expectDeallocate(object: object, inTime: time)
        }

        override func expectViewControllerDisappear(
            viewController: any ViewControllable, inTime time: Double
        ) -> any LeakDetectionHandle {
            disappearances += 1
            return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
        }
    }

    private final class Presenter: Presentable {}

    @Test func theRuntimesChecksReachTheOverridesOnceEach() {
        let clock = ManualClock()
        let detector = CountingDetector(clock: clock, leakHandler: { _ in })
        let interactor = PresentableInteractor(presenter: Presenter())
        var router: ViewableRouter<PresentableInteractor<Presenter>, ViewControllableMock>? =
            LeakDetector.$scoped.withValue(detector) {
                ViewableRouter(interactor: interactor, viewController: ViewControllableMock(name: "View"))
            }
        router!.load()
        // Loaded with its interactor inactive, the view is expected to leave the screen, as in Uber's.
        #expect(detector.disappearances == 1)
        #expect(detector.deallocations.isEmpty)
        router = nil
        // The router's interactor and view are expected to go: told once each, checked once each.
        #expect(detector.deallocations.sorted() == ["PresentableInteractor<Presenter>", "ViewControllableMock"])
        #expect(detector.pendingCount == 3)
        withExtendedLifetime(interactor) {}
    }

    @Test func anAppsDetectorIsNoSubclassAndTellsNoOne() {
        let detector = LeakDetector(clock: ManualClock(), leakHandler: { _ in })
        detector.expectDeallocate(object: Presenter(), inTime: 0.5)
        #expect(detector.pendingCount == 1)
        #expect(!detector.isTellingTestSubclass)
    }
}
