import RIBs
import XCTest

/// An XCTest case of a RIB: `@MainActor` in Swift 6, its set-up `async`.
final class CounterInteractorTests: XCTestCase {
    private var presenter: CounterPresenterSpy!
    private var interactor: CounterInteractor!

    override class func setUp() {
        super.setUp()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        presenter = CounterPresenterSpy()
        interactor = CounterInteractor(presenter: presenter)
    }

    override func tearDown() {
        interactor = nil
        super.tearDown()
    }

    func test_increment_showsTheCount() {
        interactor.increment()
        XCTAssertEqual(presenter.shown, [1])
    }

    func test_twoIncrements_showBothCounts() throws {
        interactor.increment()
        interactor.increment()
        XCTAssertEqual(presenter.shown, [1, 2])
    }
}

final class CounterPresenterSpy: CounterPresentable {
    var shown: [Int] = []
    func show(count: Int) { shown.append(count) }
}
