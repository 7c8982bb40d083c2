import RIBsSource
import SwiftSyntax

/// A case that overrides both of XCTest's synchronous set-ups (`setUpWithError()` and
/// `setUp()`), or both tear-downs: each would become `setUp() async throws`, declared twice,
/// which compiles with neither library. The two become one, their bodies joined in the order
/// XCTest runs them (`setUpWithError()` before `setUp()`; `tearDown()` before
/// `tearDownWithError()`), by taking out what lies between them; nothing moves, so the other
/// rules' edits in either body stand.
extension XCTestCasesRule {
    struct LifecyclePair {
        /// The one declared first, which keeps its declaration and takes the other's body.
        let first: FunctionDeclSyntax
        let second: FunctionDeclSyntax
        /// Whether the two are members next to each other.
        let adjacent: Bool
    }

    /// The pairs of set-ups, and of tear-downs, that `block` overrides. A case that overrides
    /// `setUp() async throws` already pairs it with a synchronous one, never joined.
    static func lifecyclePairs(_ block: MemberBlockSyntax) -> [LifecyclePair] {
        var seen: [String: (function: FunctionDeclSyntax, index: Int)] = [:]
        for member in block.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), overridesInstanceLifecycle(function),
                ["setUp", "tearDown"].contains(function.name.text),
                function.signature.effectSpecifiers?.asyncSpecifier != nil
            else { continue }
            seen[function.name.text] = (function, -2)
        }
        var pairs: [LifecyclePair] = []
        for (index, member) in block.members.enumerated() {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let lifecycle = lifecycle(of: function)
            else { continue }
            if let earlier = seen[lifecycle] {
                pairs.append(
                    LifecyclePair(first: earlier.function, second: function, adjacent: earlier.index == index - 1))
            } else {
                seen[lifecycle] = (function, index)
            }
        }
        return pairs
    }

    /// Whether the pair can be joined as it is written: next to each other, in the order XCTest
    /// runs them, with nothing between them but the second's declaration (no comment, no
    /// attribute), each brace on its own line; and not in a subclass of the app's own case, whose
    /// two `super` calls would both await the base's set-up. The first body must run to its end
    /// (no `return`, `guard` or `defer`, which would skip the second's body or run after it), and
    /// the two must not declare one name (two `let url`s in one body compile with neither).
    func joinable(_ pair: LifecyclePair, inheritsAppCase: Bool) -> Bool {
        let runsFirst = ["setUpWithError", "tearDown"]
        guard !inheritsAppCase, pair.adjacent, runsFirst.contains(pair.first.name.text),
            let firstBody = pair.first.body, let secondBody = pair.second.body,
            pair.second.attributes.isEmpty, !pair.second.leadingTrivia.contains(where: \.isComment),
            firstBody.rightBrace.leadingTrivia.contains(where: \.isNewline),
            !firstBody.rightBrace.trailingTrivia.contains(where: \.isComment), joinEnd(secondBody) != nil,
            Self.runsToItsEnd(firstBody),
            Self.declaredNames(in: firstBody).isDisjoint(with: Self.declaredNames(in: secondBody))
        else { return false }
        return true
    }

    /// Whether `body` has no `return` of its own, and no `guard` or `defer` among its statements.
    private static func runsToItsEnd(_ body: CodeBlockSyntax) -> Bool {
        func returns(_ node: Syntax) -> Bool {
            if node.is(ReturnStmtSyntax.self) { return true }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
            return node.children(viewMode: .sourceAccurate).contains(where: returns)
        }
        return !returns(Syntax(body.statements))
            && !body.statements.contains { $0.item.is(GuardStmtSyntax.self) || $0.item.is(DeferStmtSyntax.self) }
    }

    /// The names `body`'s own statements declare: its constants, variables and functions.
    private static func declaredNames(in body: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for statement in body.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                        names.insert(token.text)
                    }
                }
            } else if let function = statement.item.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            }
        }
        return names
    }

    /// Takes out the first's closing brace and the second's declaration up to its opening brace's
    /// line break; the second's `super` call goes, named, as the first's does.
    func join(_ pair: LifecyclePair) {
        guard let firstBody = pair.first.body, let secondBody = pair.second.body, let end = joinEnd(secondBody)
        else { return }
        let start = file.edits.lineStart(of: firstBody.rightBrace.positionAfterSkippingLeadingTrivia).utf8Offset
        file.edits.replace(start..<end, with: "")
        file.joinedFunctions.insert(pair.second.positionAfterSkippingLeadingTrivia.utf8Offset)
        for item in secondBody.statements where Self.callsSuper(item, named: pair.second.name.text) {
            file.drop(
                item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPosition.utf8Offset, naming: item,
                construct: item.trimmedDescription, recipe: .superSetUp)
            file.edits.replace(file.edits.wholeLines(of: item), with: "")
        }
    }

    /// The offset after the line break that follows `body`'s opening brace, if only spaces come
    /// between them.
    private func joinEnd(_ body: CodeBlockSyntax) -> Int? {
        let bytes = Array(file.edits.original.utf8)
        var offset = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") else { return nil }
        return offset + 1
    }
}
