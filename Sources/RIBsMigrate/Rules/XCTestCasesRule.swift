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
            recipes: [.superSetUp, .waitForExpectations, .subclassSetUp, .twoSetUps],
            examples: examples + waitingExamples + familyExamples + lifecycleExamples)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { MigrationIndex.baseName(of: $0.type) }
        // A subclass of the app's own base case (`LoginTests: BaseTestCase`) is one with it: the
        // base's set-up becomes `async`, so its subclasses' overrides do too, and await it.
        let inheritsAppCase = superclass.map { $0 != "XCTestCase" && file.index.isTestCase($0) } ?? false
        guard file.imports.contains(where: { $0.path.trimmedText == "XCTest" }),
            superclass == "XCTestCase" || inheritsAppCase,
            !node.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            }),
            // A case that tests no RIB and no Rx (an entity's) stays as it is, unless it is one of
            // a family of cases, which moves whole.
            inheritsAppCase || file.index.hasSubclass(node.name.text) || testsRIBsOrRx(node)
        else { return .visitChildren }
        // `setUpWithError()` beside `setUp()` would become a second `setUp() async throws`: the
        // two are one, where the file can join them in the order XCTest runs them, else the
        // case is left as it is, named.
        let pairs = Self.lifecyclePairs(node.memberBlock)
        if let unjoinable = pairs.first(where: { !joinable($0, inheritsAppCase: inheritsAppCase) }) {
            file.leave(
                unjoinable.second.name, construct: "\(unjoinable.second.name.text)()", recipe: .twoSetUps)
            return .visitChildren
        }
        let start = node.positionAfterSkippingLeadingTrivia
        file.edits.insert("@MainActor\n" + file.edits.indentation(of: start), at: start)
        for member in node.memberBlock.members {
            makeTestAsync(member.decl.as(FunctionDeclSyntax.self))
            guard let function = member.decl.as(FunctionDeclSyntax.self), let lifecycle = Self.lifecycle(of: function)
            else { continue }
            if lifecycle != function.name.text {
                let key = FunctionRename.key(
                    function.name.text, at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
                file.renamedFunctions[key] = lifecycle
            }
            if let pair = pairs.first(where: { $0.second.id == function.id }) {
                join(pair)
                continue
            }
            file.rename(function.name, to: lifecycle)
            let signature = function.signature
            file.edits.replace(
                signature.parameterClause.endPositionBeforeTrailingTrivia
                    .utf8Offset..<signature
                    .endPositionBeforeTrailingTrivia.utf8Offset,
                with: " async throws")
            if inheritsAppCase, lifecycle != function.name.text,
                !(function.body?.statements ?? []).contains(where: { Self.callsSuper($0, named: function.name.text) })
            {
                // `setUpWithError()` beside the base's `setUp()`: now it overrides it.
                file.leave(function.name, construct: "\(function.name.text)()", recipe: .subclassSetUp)
            }
            for item in function.body?.statements ?? [] where Self.callsSuper(item, named: function.name.text) {
                if inheritsAppCase {
                    // The app's base case sets up what its subclasses read: its set-up is awaited.
                    file.edits.replace(
                        item.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<item.endPositionBeforeTrailingTrivia
                            .utf8Offset, with: "try await super.\(lifecycle)()")
                    continue
                }
                file.drop(
                    item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPosition.utf8Offset, naming: item,
                    construct: item.trimmedDescription, recipe: .superSetUp)
                file.edits.replace(file.edits.wholeLines(of: item), with: "")
            }
        }
        return .visitChildren
    }

    /// Whether the case tests RIBs or Rx: its file imports RIBs or Rx, or it names a class or a
    /// protocol the migration isolates to the main actor, or a RIB's class by Uber's names.
    private func testsRIBsOrRx(_ node: ClassDeclSyntax) -> Bool {
        if file.importsRx || file.imports.contains(where: { $0.path.trimmedText.hasPrefix("RIBs") }) { return true }
        final class Finder: SyntaxVisitor {
            let index: MigrationIndex
            var found = false
            init(_ index: MigrationIndex) {
                self.index = index
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                found = found || names(node.baseName.text)
                return .visitChildren
            }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                found = found || names(node.name.text)
                return .visitChildren
            }
            private func names(_ name: String) -> Bool {
                index.isMainActorClass(name) || index.isRIBProtocol(name)
                    || XCTestCasesRule.ribSuffixes.contains { name.hasSuffix($0) }
            }
        }
        let finder = Finder(file.index)
        finder.walk(node.memberBlock)
        return finder.found
    }

    /// The suffixes of Uber's names for a RIB's classes, which a case tests from another module.
    fileprivate static let ribSuffixes = [
        "Interactor", "Router", "Builder", "Presenter", "Component", "ViewController", "Worker", "Workflow",
    ]

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

    /// The `async` set-up or tear-down a synchronous override of XCTestCase's becomes, if it is one.
    static func lifecycle(of function: FunctionDeclSyntax) -> String? {
        guard overridesInstanceLifecycle(function), function.signature.effectSpecifiers?.asyncSpecifier == nil
        else { return nil }
        return testLifecycle[function.name.text]
    }

    /// Whether `function` overrides an instance method of XCTestCase's that takes nothing:
    /// `override class func setUp()` runs once for the case, before any instance.
    static func overridesInstanceLifecycle(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains(where: { $0.name.text == "override" })
            && !function.modifiers.contains(where: { ["class", "static"].contains($0.name.text) })
            && function.signature.parameterClause.parameters.isEmpty
    }

    /// XCTestCase's synchronous set-up and tear-down, and the `async` one each becomes.
    private static let testLifecycle = [
        "setUp": "setUp", "setUpWithError": "setUp", "tearDown": "tearDown", "tearDownWithError": "tearDown",
    ]

    /// `super.setUp()`, `try super.setUpWithError()`.
    static func callsSuper(_ item: CodeBlockItemSyntax, named name: String) -> Bool {
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
                named: ["super.setUp()"]),
            // A subclass of the app's base case (a trial's `LoginTests: BaseTestCase`) moves with it:
            // its set-up is `async` too and awaits the base's, which sets up what the tests read.
            .rewrites(
                #"""
                import XCTest
                import RIBs

                final class LoginTests: BaseTestCase {
                    override func setUp() {
                        super.setUp()
                        log.append("login setUp")
                    }
                    override func tearDown() {
                        log.append("login tearDown")
                        super.tearDown()
                    }
                    func testLog() {
                        XCTAssertEqual(log, ["base setUp", "login setUp"])
                    }
                }
                """#,
                to:
                    #"""
                    import XCTest
                    import RIBs

                    @MainActor
                    final class LoginTests: BaseTestCase {
                        override func setUp() async throws {
                            try await super.setUp()
                            log.append("login setUp")
                        }
                        override func tearDown() async throws {
                            log.append("login tearDown")
                            try await super.tearDown()
                        }
                        func testLog() async {
                            XCTAssertEqual(log, ["base setUp", "login setUp"])
                        }
                    }
                    """#,
                module: [
                    #"""
                    import XCTest
                    import RIBs

                    class BaseTestCase: XCTestCase {
                        var log: [String] = []
                        override func setUp() {
                            super.setUp()
                            log.append("base setUp")
                        }
                        override func tearDown() {
                            log.append("base tearDown")
                            super.tearDown()
                        }
                    }
                    """#
                ]),
            // A case that tests neither RIBs nor Rx (wallbaduk's entity tests) is left as it is.
            .leaves(
                #"""
                import XCTest

                struct Position: Equatable { let row: Int; let column: Int }

                final class PositionTests: XCTestCase {
                    var position: Position!

                    override func setUp() {
                        super.setUp()
                        position = Position(row: 1, column: 2)
                    }

                    override func tearDown() {
                        position = nil
                        super.tearDown()
                    }

                    func testEquality() {
                        XCTAssertEqual(position, Position(row: 1, column: 2))
                    }
                }
                """#),
        ]
    }
}
