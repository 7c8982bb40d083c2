import RIBsSource
import SwiftSyntax

/// A test that waits for expectations, once it is `async`: XCTest's `wait(for:timeout:)` is
/// unavailable there (Swift 6 refuses it), and `await fulfillment(of:timeout:)` is its
/// counterpart; `waitForExpectations(timeout:)` has none that names no expectation, so it is named.
/// Before, the test became `async` around a `wait` that compiled with neither (a new user's
/// trial on godo129/RIBs-todo).
extension XCTestCasesRule {
    /// Each wait of `body`'s own code (not of a closure inside it).
    func awaitExpectations(in body: CodeBlockSyntax) {
        for call in Self.waits(in: Syntax(body)) {
            // A statement of its own, not an autoclosure's argument (`XCTAssertNoThrow(wait(…))`)
            // nor a `defer`'s, where no `await` goes; and XCTest's, not a function of the app's.
            guard let name = Self.calledName(call), call.parent?.is(CodeBlockItemSyntax.self) == true,
                !Self.isDeferred(call), let key = FunctionKey(call), !file.index.declaredFunctions.contains(key)
            else { continue }
            let labels = call.arguments.map { $0.label?.text }
            if name == "wait", labels.first == "for", labels.dropFirst().first == "timeout",
                labels.count <= 3, let label = call.arguments.first?.label,
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            {
                file.edits.insert("await ", at: call.positionAfterSkippingLeadingTrivia)
                file.rename(callee, to: "fulfillment")
                file.rename(label, to: "of")
            } else if name == "waitForExpectations" {
                file.leave(call, construct: "waitForExpectations(timeout:)", recipe: .waitForExpectations)
            }
        }
    }

    /// Whether `call` is in a `defer` of the test.
    private static func isDeferred(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self) {
            if syntax.is(DeferStmtSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// `wait(…)` or `self.wait(…)`: XCTestCase's own.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The calls of `node`'s own code, not of the closures or functions inside it.
    private static func waits(in node: Syntax) -> [FunctionCallExprSyntax] {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return [] }
        let inner = node.children(viewMode: .sourceAccurate).flatMap { waits(in: $0) }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return inner }
        return [call] + inner
    }
}
extension XCTestCasesRule {
    /// Tests that wait for expectations (a new user's trial on godo129/RIBs-todo).
    static var waitingExamples: [RuleExample] {
        [
            .rewrites(
                #"""
                import XCTest

                final class NetworkProviderTests: XCTestCase {
                    private let worker = FeedWorker()

                    func testRequestSucceeds() throws {
                        let expectation = XCTestExpectation(description: "the response")
                        Task {
                            expectation.fulfill()
                        }
                        wait(for: [expectation], timeout: 3.0)
                    }

                    func testRequestsArriveInOrder() {
                        let first = expectation(description: "first")
                        let second = expectation(description: "second")
                        first.fulfill()
                        second.fulfill()
                        self.wait(for: [first, second], timeout: 1, enforceOrder: true)
                    }

                    func testAnyOrder() {
                        let done = expectation(description: "done")
                        done.fulfill()
                        waitForExpectations(timeout: 1)
                    }
                }
                """#,
                to:
                    #"""
                    import XCTest

                    @MainActor
                    final class NetworkProviderTests: XCTestCase {
                        private let worker = FeedWorker()

                        func testRequestSucceeds() async throws {
                            let expectation = XCTestExpectation(description: "the response")
                            Task {
                                expectation.fulfill()
                            }
                            await fulfillment(of: [expectation], timeout: 3.0)
                        }

                        func testRequestsArriveInOrder() async {
                            let first = expectation(description: "first")
                            let second = expectation(description: "second")
                            first.fulfill()
                            second.fulfill()
                            await self.fulfillment(of: [first, second], timeout: 1, enforceOrder: true)
                        }

                        func testAnyOrder() async {
                            let done = expectation(description: "done")
                            done.fulfill()
                            waitForExpectations(timeout: 1)
                        }
                    }
                    """#,
                named: ["waitForExpectations(timeout:)"])
        ]
    }
}
