import SwiftSyntax

/// XCTest cases in Swift 6: the RIBs they test are `@MainActor` now, so the case is too, and its
/// synchronous `setUp`, whose XCTestCase declaration is not isolated, becomes `setUp() async`,
/// which runs on the case's actor (the `super` call goes: XCTestCase's does nothing, and
/// awaiting it would send the case off its actor). Its test methods become `async` too.
extension MigrationVisitor {
    func isolateTestCase(_ node: ClassDeclSyntax) {
        guard imports.contains(where: { $0.path.trimmedText == "XCTest" }),
            node.inheritanceClause?.inheritedTypes.first.map({ MigrationIndex.baseName(of: $0.type) })
                == "XCTestCase",
            !node.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            })
        else { return }
        let start = node.positionAfterSkippingLeadingTrivia
        edits.insert("@MainActor\n" + edits.indentation(of: start), at: start)
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
            rename(function.name, to: lifecycle)
            let signature = function.signature
            edits.replace(
                signature.parameterClause.endPositionBeforeTrailingTrivia
                    .utf8Offset..<signature
                    .endPositionBeforeTrailingTrivia.utf8Offset,
                with: " async throws")
            for item in function.body?.statements ?? [] where Self.callsSuper(item, named: function.name.text) {
                edits.replace(edits.wholeLines(of: item), with: "")
            }
        }
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
        edits.insert(" async", at: function.signature.parameterClause.endPositionBeforeTrailingTrivia)
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

extension MigrationVisitor {
    /// The protocols of RIBs whose requirements swift-ribs changed: an interactor's and a
    /// router's scope (Rx's `isActiveStream` and `lifecycle` are `AsyncStream`s, with
    /// synchronous observers beside them).
    private static let scopeProtocols: Set<String> = [
        "Interactable", "InteractorScope", "Routing", "ViewableRouting", "LaunchRouting", "RouterScope",
    ]

    /// `class InteractableMock: Interactable { … isActiveStream: Observable<Bool> … }`: a test's
    /// hand double of RIBs' own protocol, not a subclass of the runtime's class. Its members are
    /// Uber's, which the runtime's protocol no longer asks for; RIBsTesting has the doubles.
    func nameHandDoubleOfRIBs(_ node: ClassDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        guard let adopted = inherited.first(where: Self.scopeProtocols.contains),
            !isRuntimeSubclass(inherited.first)
        else { return }
        let keptRx = keepsRx
        leaveToPerson(
            node, at: node.classKeyword, construct: "a hand double of RIBs' \(adopted)", recipe: "ribsDouble")
        keepsRx = keptRx
    }

    /// Whether `name` is one of the runtime's classes, or a module's class that subclasses one.
    private func isRuntimeSubclass(_ name: String?) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if MigrationCatalog.runtimeClasses.contains(type) { return true }
            current = index.classes[type]?.first
        }
        return false
    }
}
