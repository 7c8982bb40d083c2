/// A case that overrides both of XCTest's synchronous set-ups, or both tear-downs.
extension XCTestCasesRule {
    static var lifecycleExamples: [RuleExample] {
        [
            // A case that overrides both set-ups and both tear-downs: each pair is one function,
            // joined in the order XCTest runs them. Before, each became a second `setUp() async throws`,
            // declared twice.
            .rewrites(
                #"""
                import RIBs
                import XCTest
                @testable import App

                final class HomeInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!
                    private var log: [String] = []

                    override func setUpWithError() throws {
                        try super.setUpWithError()
                        log.append("setUpWithError")
                    }

                    override func setUp() {
                        super.setUp()
                        interactor = HomeInteractor()
                    }

                    override func tearDown() {
                        interactor = nil
                        super.tearDown()
                    }

                    override func tearDownWithError() throws {
                        log.removeAll()
                        try super.tearDownWithError()
                    }

                    func testActivates() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import XCTest
                    @testable import App

                    @MainActor
                    final class HomeInteractorTests: XCTestCase {
                        private var interactor: HomeInteractor!
                        private var log: [String] = []

                        override func setUp() async throws {
                            log.append("setUpWithError")
                            interactor = HomeInteractor()
                        }

                        override func tearDown() async throws {
                            interactor = nil
                            log.removeAll()
                        }

                        func testActivates() async {
                            interactor.activate()
                            XCTAssertTrue(interactor.isActive)
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs

                    final class HomeInteractor: Interactor {}
                    """#
                ],
                named: [
                    "try super.setUpWithError()",
                    "super.setUp()",
                    "super.tearDown()",
                    "try super.tearDownWithError()",
                ]),
            // The same set-ups in the other order: joining them would run `setUp()`'s body first, so the
            // case is left as it is, named.
            .leaves(
                #"""
                import RIBs
                import XCTest
                @testable import App

                final class HomeInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!
                    private var log: [String] = []

                    override func setUp() {
                        super.setUp()
                        interactor = HomeInteractor()
                    }

                    override func setUpWithError() throws {
                        try super.setUpWithError()
                        log.append("setUpWithError")
                    }

                    func testActivates() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs

                    final class HomeInteractor: Interactor {}
                    """#
                ],
                named: [
                    "setUpWithError()"
                ]),
            // Set-ups that each declare a `url` (a review): one body would declare it twice, so the
            // case is left as it is, named.
            .leaves(
                #"""
                import Foundation
                import RIBs
                import XCTest
                @testable import App

                final class StoreInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!
                    private var directory: URL!

                    override func setUpWithError() throws {
                        try super.setUpWithError()
                        let url = FileManager.default.temporaryDirectory.appendingPathComponent("store")
                        directory = url
                    }

                    override func setUp() {
                        super.setUp()
                        let url = directory.appendingPathComponent("seed")
                        interactor = HomeInteractor()
                        print(url)
                    }

                    func testActivates() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs

                    final class HomeInteractor: Interactor {}
                    """#
                ],
                named: [
                    "setUp()"
                ]),
            // A tear-down that may return early (a review): joined, it would skip the other's body, so
            // the case is left as it is, named.
            .leaves(
                #"""
                import Foundation
                import RIBs
                import XCTest
                @testable import App

                final class StoreInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!
                    private var directory: URL?

                    override func tearDown() {
                        guard let directory else { return }
                        try? FileManager.default.removeItem(at: directory)
                        super.tearDown()
                    }

                    override func tearDownWithError() throws {
                        interactor = nil
                        try super.tearDownWithError()
                    }

                    func testActivates() {
                        interactor = HomeInteractor()
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs

                    final class HomeInteractor: Interactor {}
                    """#
                ],
                named: [
                    "tearDownWithError()"
                ]),
            // A case whose set-up is renamed beside one left for its two set-ups (a review): each is
            // read as it is written. Before, the lost-code check read the left case's `setUpWithError()`
            // as renamed too, and refused the file.
            .rewrites(
                #"""
                import RIBs
                import XCTest
                @testable import App

                final class HomeInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!

                    override func setUpWithError() throws {
                        interactor = HomeInteractor()
                    }

                    func testActivates() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }

                final class OtherInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!
                    private var log: [String] = []

                    override func setUp() {
                        interactor = HomeInteractor()
                    }

                    override func setUpWithError() throws {
                        log.append("setUpWithError")
                    }

                    func testActivates() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import XCTest
                    @testable import App

                    @MainActor
                    final class HomeInteractorTests: XCTestCase {
                        private var interactor: HomeInteractor!

                        override func setUp() async throws {
                            interactor = HomeInteractor()
                        }

                        func testActivates() async {
                            interactor.activate()
                            XCTAssertTrue(interactor.isActive)
                        }
                    }

                    final class OtherInteractorTests: XCTestCase {
                        private var interactor: HomeInteractor!
                        private var log: [String] = []

                        override func setUp() {
                            interactor = HomeInteractor()
                        }

                        override func setUpWithError() throws {
                            log.append("setUpWithError")
                        }

                        func testActivates() {
                            interactor.activate()
                            XCTAssertTrue(interactor.isActive)
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs

                    final class HomeInteractor: Interactor {}
                    """#
                ],
                named: [
                    "setUpWithError()"
                ]),
        ]
    }
}
