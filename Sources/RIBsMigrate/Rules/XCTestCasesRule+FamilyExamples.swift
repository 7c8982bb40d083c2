extension XCTestCasesRule {
    /// Cases of the app's own base test case (a review of the day's fixes): `MigrationRuleTests`
    /// runs each one.
    static var familyExamples: [RuleExample] {
        [
            // A subclass's `try super.setUpWithError()` awaits the base's `setUp()` (a review: the
            // lost-code check had refused the file for the renamed call).
            .rewrites(
                #"""
                import XCTest
                import RIBs

                final class OtherTests: HelperCase {
                    override func setUpWithError() throws {
                        try super.setUpWithError()
                    }
                    func testHelper() {
                        XCTAssertEqual(helper(), 1)
                    }
                }
                """#,
                to:
                    #"""
                    import XCTest
                    import RIBs

                    @MainActor
                    final class OtherTests: HelperCase {
                        override func setUp() async throws {
                            try await super.setUp()
                        }
                        func testHelper() async {
                            XCTAssertEqual(helper(), 1)
                        }
                    }
                    """#,
                module: [
                    #"""
                    import XCTest

                    class HelperCase: XCTestCase {
                        func helper() -> Int { 1 }
                    }
                    """#
                ]),
            // A subclass's `setUpWithError()` without a super call now overrides the base's own
            // set-up, which XCTest ran beside it: named (a review).
            .rewrites(
                #"""
                import XCTest
                import RIBs

                final class LoginTests: BaseTestCase {
                    var sut: String!

                    override func setUpWithError() throws {
                        // Put setup code here.
                        sut = dependency + "!"
                    }

                    func testSut() {
                        XCTAssertEqual(sut, "ready!")
                    }
                }
                """#,
                to:
                    #"""
                    import XCTest
                    import RIBs

                    @MainActor
                    final class LoginTests: BaseTestCase {
                        var sut: String!

                        override func setUp() async throws {
                            // Put setup code here.
                            sut = dependency + "!"
                        }

                        func testSut() async {
                            XCTAssertEqual(sut, "ready!")
                        }
                    }
                    """#,
                module: [
                    #"""
                    import XCTest
                    import RIBs

                    class BaseTestCase: XCTestCase {
                        var dependency: String!
                        override func setUp() {
                            super.setUp()
                            dependency = "ready"
                        }
                    }
                    """#
                ],
                named: [
                    "setUpWithError()"
                ]),
            // A case that overrides `setUp() async throws` already, beside `setUpWithError()` (a
            // review): the two are not joined, and the case is left as it is, named. Before, it got a
            // second `setUp() async throws`.
            .leaves(
                #"""
                import RIBs
                import XCTest
                @testable import App

                final class HomeInteractorTests: XCTestCase {
                    private var interactor: HomeInteractor!

                    override func setUp() async throws {
                        interactor = HomeInteractor()
                    }

                    override func setUpWithError() throws {
                        continueAfterFailure = false
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
