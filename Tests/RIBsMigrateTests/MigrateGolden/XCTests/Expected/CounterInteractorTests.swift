import RIBs
import XCTest

/// An XCTest case of a RIB: `@MainActor` in Swift 6, its set-up `async`.
@MainActor
final class CounterInteractorTests: XCTestCase {
    private var presenter: CounterPresenterSpy!
    private var interactor: CounterInteractor!

    override class func setUp() {
        super.setUp()
    }

    override func setUp() async throws {
        presenter = CounterPresenterSpy()
        interactor = CounterInteractor(presenter: presenter)
    }

    override func tearDown() async throws {
        interactor = nil
    }

    func test_increment_showsTheCount() async {
        interactor.increment()
        XCTAssertEqual(presenter.shown, [1])
    }

    func test_twoIncrements_showBothCounts() async throws {
        interactor.increment()
        interactor.increment()
        XCTAssertEqual(presenter.shown, [1, 2])
    }
}

final class CounterPresenterSpy: CounterPresentable {
    var shown: [Int] = []
    func show(count: Int) { shown.append(count) }
}
