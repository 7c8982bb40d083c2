import RIBsSource
import SwiftSyntax

/// XCTest cases in Swift 6: the RIBs they test are `@MainActor` now, so the case is too, and its
/// synchronous `setUp`, whose XCTestCase declaration is not isolated, becomes `setUp() async`,
/// which runs on the case's actor (the `super` call goes, named: XCTestCase's does nothing, and
/// awaiting it would send the case off its actor). Its test methods become `async` too.
final class XCTestCasesRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .xcTestCases,
            summary:
                "an `XCTestCase` becomes `@MainActor`, its `setUp()`/`setUpWithError()` and `tearDown()` `async throws` without the `super` call, its tests `async`, their `wait(for:timeout:)` `await fulfillment(of:timeout:)`",
            recipes: [.superSetUp, .waitForExpectations],
            examples: examples + waitingExamples)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard file.imports.contains(where: { $0.path.trimmedText == "XCTest" }),
            node.inheritanceClause?.inheritedTypes.first.map({ MigrationIndex.baseName(of: $0.type) })
                == "XCTestCase",
            !node.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            })
        else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia
        file.edits.insert("@MainActor\n" + file.edits.indentation(of: start), at: start)
        for member in node.memberBlock.members {
            makeTestAsync(member.decl.as(FunctionDeclSyntax.self))
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.text == "override" }),
                // `override class func setUp()` runs once for the case, before any instance.
                !function.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }),
                let lifecycle = Self.testLifecycle[function.name.text],
                function.signature.parameterClause.parameters.isEmpty,
                function.signature.effectSpecifiers?.asyncSpecifier == nil
            else { continue }
            file.rename(function.name, to: lifecycle)
            if lifecycle != function.name.text { file.renamedFunctions[function.name.text] = lifecycle }
            let signature = function.signature
            file.edits.replace(
                signature.parameterClause.endPositionBeforeTrailingTrivia
                    .utf8Offset..<signature
                    .endPositionBeforeTrailingTrivia.utf8Offset,
                with: " async throws")
            for item in function.body?.statements ?? [] where Self.callsSuper(item, named: function.name.text) {
                file.drop(
                    item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPosition.utf8Offset, naming: item,
                    construct: item.trimmedDescription, recipe: .superSetUp)
                file.edits.replace(file.edits.wholeLines(of: item), with: "")
            }
        }
        return .visitChildren
    }

    /// `func test…()` becomes `async`: on Linux, XCTest's discovery casts a synchronous test
    /// method to a non-isolated function type, which a `@MainActor` case's is not, and the test
    /// run stops at launch ("Could not cast value of type … @MainActor () -> ()"); an `async`
    /// one it runs on the case's actor, here and on Apple platforms alike.
    private func makeTestAsync(_ function: FunctionDeclSyntax?) {
        guard let function, function.name.text.hasPrefix("test"),
            function.signature.parameterClause.parameters.isEmpty,
            function.signature.effectSpecifiers?.asyncSpecifier == nil,
            !function.modifiers.contains(where: {
                ["static", "class", "private", "fileprivate"].contains($0.name.text)
            })
        else { return }
        file.edits.insert(" async", at: function.signature.parameterClause.endPositionBeforeTrailingTrivia)
        if let body = function.body { awaitExpectations(in: body) }
    }

    /// XCTestCase's synchronous set-up and tear-down, and the `async` one each becomes.
    private static let testLifecycle = [
        "setUp": "setUp", "setUpWithError": "setUp", "tearDown": "tearDown", "tearDownWithError": "tearDown",
    ]

    /// `super.setUp()`, `try super.setUpWithError()`.
    private static func callsSuper(_ item: CodeBlockItemSyntax, named name: String) -> Bool {
        var expression = item.item.as(ExprSyntax.self)
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == name
    }
}

extension XCTestCasesRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import XCTest
                @testable import Profile

                final class ProfileInteractorTests: XCTestCase {
                    private var interactor: ProfileInteractor!

                    override func setUp() {
                        super.setUp()
                        interactor = ProfileInteractor()
                    }

                    func test_activate_showsName() {
                        interactor.activate()
                        XCTAssertTrue(interactor.isActive)
                    }
                }
                """#,
                to: #"""
                    import XCTest
                    @testable import Profile

                    @MainActor
                    final class ProfileInteractorTests: XCTestCase {
                        private var interactor: ProfileInteractor!

                        override func setUp() async throws {
                            interactor = ProfileInteractor()
                        }

                        func test_activate_showsName() async {
                            interactor.activate()
                            XCTAssertTrue(interactor.isActive)
                        }
                    }
                    """#,
                named: ["super.setUp()"])
        ]
    }
}
