import SwiftSyntax

/// The app's own code in each function of a file, as ``KeptCodeCheck`` counts it: every call of
/// something that is not Rx's own API, every assignment, `throw`, bare `return` and `continue`, every write to
/// a relay or subject of the app's (`errorRelay.accept(e)`, `errorRelay.value = e` and
/// `errorRelay.send(e)` are one write to `errorRelay`), and every function of the app's passed
/// as a handler (`subscribe(onNext: self.show)` counts as a call of `show`), by the function it
/// is in. A closure's code counts as its function's, since rewrites move a handler's body out of
/// its closure (into a task, a `do`/`catch`) but not out of its function; what the closure does
/// is what is counted, so a handler dropped with its closure is missed all the same.
///
/// Functions are matched by what survives a rewrite: the kind and name of each enclosing
/// function (`func signIn`, `init`, `var state get`) and how many of the same came before in
/// the file, not their types or labels, which rewrites change (`-> Single<T>` becomes `async
/// throws -> T`, an injected scheduler leaves an initializer).
struct AppCodeInventory {
    /// One statement of the app's: what it is (`showAlert(message:)`, `isLoading =`, `throw`) and
    /// where it starts in the file (UTF-8 offset).
    struct Statement: Equatable {
        var key: String
        var offset: Int
    }

    /// The statements, by function (`func signIn#0`, `init#1/func helper#0`).
    private(set) var functions: [String: [Statement]] = [:]

    /// Reads `tree`, with each function `renamedFunctions` names read under its new name, and
    /// each whose declaration starts at one of `joinedFunctions` read as part of the function of
    /// the same name declared before it.
    init(_ tree: some SyntaxProtocol, renamedFunctions: [String: String] = [:], joinedFunctions: Set<Int> = []) {
        let reader = Reader(viewMode: .sourceAccurate)
        reader.renamedFunctions = renamedFunctions
        reader.joinedFunctions = joinedFunctions
        reader.walk(tree)
        functions = reader.functions
    }

    private final class Reader: SyntaxVisitor {
        var functions: [String: [Statement]] = [:]
        var renamedFunctions: [String: String] = [:]
        var joinedFunctions: Set<Int> = []
        /// The enclosing functions' names, innermost last, each with its new name if renamed.
        private var functionNames: [(name: String, renamed: String?)] = []
        /// The enclosing functions' keys, innermost last.
        private var scopes: [String] = []
        /// How many functions of each key were seen, to number the next.
        private var seen: [String: Int] = [:]

        private func enter(_ kind: String, joined: Bool = false) {
            let parent = scopes.last.map { $0 + "/" } ?? ""
            let plain = parent + kind
            let number = seen[plain, default: 0] - (joined && seen[plain, default: 0] > 0 ? 1 : 0)
            seen[plain] = number + 1
            scopes.append("\(plain)#\(number)")
            functions[scopes.last!, default: []] += []
        }

        private func leave() { scopes.removeLast() }

        private func record(_ key: String, at node: some SyntaxProtocol) {
            let scope = scopes.last ?? "top level"
            functions[scope, default: []].append(
                Statement(key: key, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        }

        // MARK: Functions

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let renamed = renamedFunctions[FunctionRename.key(node.name.text, at: offset)]
            functionNames.append((node.name.text, renamed))
            enter("func \(renamed ?? node.name.text)", joined: joinedFunctions.contains(offset))
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) {
            functionNames.removeLast()
            leave()
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            enter("init")
            return .visitChildren
        }
        override func visitPost(_ node: InitializerDeclSyntax) { leave() }

        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            enter("deinit")
            return .visitChildren
        }
        override func visitPost(_ node: DeinitializerDeclSyntax) { leave() }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            enter("subscript")
            return .visitChildren
        }
        override func visitPost(_ node: SubscriptDeclSyntax) { leave() }

        /// Whether each binding entered a function of its own: a property's does (its getter,
        /// its observers, its initial value `lazy var x = { … }()`); a local's does not.
        private var bindings: [Bool] = []

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            let declaration = node.parent?.parent
            let isProperty =
                declaration?.parent?.is(MemberBlockItemSyntax.self) == true
                || declaration?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            bindings.append(isProperty)
            if isProperty { enter("var \(node.pattern.trimmedDescription)") }
            return .visitChildren
        }
        override func visitPost(_ node: PatternBindingSyntax) {
            if bindings.removeLast() { leave() }
        }

        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.accessorSpecifier.text)
            return .visitChildren
        }
        override func visitPost(_ node: AccessorDeclSyntax) { leave() }

        // MARK: Statements

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let written = Self.relayWritten(by: node), !Self.isCreatesObserver(written, at: node) {
                record("write \(written)", at: node)
            } else if let key = appCallKey(node) {
                record(key, at: node)
            } else {
                // An Rx call's handlers given as functions of the app's: what they call.
                for argument in node.arguments where Self.handlerLabels.contains(argument.label?.text ?? "") {
                    if let handler = Self.functionReference(argument.expression) {
                        record("\(handler)(…)", at: argument)
                    }
                }
            }
            return .visitChildren
        }

        /// A `return` without a value, which ends its function or closure early: lost, the code
        /// after it would run. A value's `return` is not counted (what the value calls is): the
        /// service layer's rewrite returns a `Single`'s value by awaiting it, and a `Void` one by
        /// returning nothing.
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            guard node.expression == nil else { return .visitChildren }
            // `.map { _ in return }`: a closure that does nothing, which a rewrite may drop.
            if let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self),
                block.count == 1, block.parent?.is(ClosureExprSyntax.self) == true
            {
                return .visitChildren
            }
            record("return", at: node)
            return .visitChildren
        }

        /// A `continue`, which a handler's `return` becomes in the loop over its stream's elements
        /// (``ProducerLoopRewrite``): it counts as the `return` it is.
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
            record("return", at: node)
            return .visitChildren
        }

        /// The labels of Rx's handlers (`subscribe(onNext:onError:)`, `do(onNext:)`, `drive(onNext:)`).
        private static let handlerLabels: Set<String> = [
            "onNext", "onError", "onCompleted", "onSuccess", "onFailure", "onCompletion", "onDisposed", "onSubscribe",
            "onSubscribed",
        ]

        /// The relay or subject of the app's that `call` writes to (`errorRelay` for
        /// `self?.errorRelay.accept(e)`, `onNext(e)` or `send(e)`), or `nil`.
        private static func relayWritten(by call: FunctionCallExprSyntax) -> String? {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                ["accept", "onNext", "send"].contains(member.declName.baseName.text), call.arguments.count <= 1,
                call.arguments.first?.label == nil, call.trailingClosure == nil
            else { return nil }
            return appReference(base)
        }

        /// Whether `name` is the observer a `create { observer in … }` closure around `node`
        /// receives: Rx's, which a rewrite spells the runtime's way (`send(x)`), not the app's.
        private static func isCreatesObserver(_ name: String, at node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                // `create { s in … }`, or `create({ s in … })` with the closure as its argument.
                if let closure = syntax.as(ClosureExprSyntax.self),
                    let call = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "create"
                {
                    let parameters = closure.signature?.parameterClause
                    let names =
                        parameters?.as(ClosureShorthandParameterListSyntax.self)?.map(\.name.text)
                        ?? parameters?.as(ClosureParameterClauseSyntax.self)?.parameters.map(\.firstName.text) ?? []
                    if names.contains(name) { return true }
                }
                current = syntax.parent
            }
            return false
        }

        /// `errorRelay` for `errorRelay`, `self.errorRelay` or `self?.errorRelay`; `nil` for what
        /// is not a name of the app's (a call's result, `self`).
        private static func appReference(_ expression: ExprSyntax) -> String? {
            guard let (name, isMember) = StreamReader.referencedName(of: expression) else { return nil }
            return !isMember && (name == "self" || RxNames.isRxType(name)) ? nil : name
        }

        /// `show` for a handler given as `show`, `self.show` or `self?.show` (not a closure, not
        /// Rx's own API such as `relay.accept`).
        private static func functionReference(_ expression: ExprSyntax) -> String? {
            guard let name = appReference(expression) else { return nil }
            return RxNames.isRx(name, labels: ["_"]) ? nil : name
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (index, element) in elements.enumerated() where index > 0 && Self.assigns(element) {
                // `_ = call()` keeps only the call, which is counted on its own.
                guard !elements[index - 1].is(DiscardAssignmentExprSyntax.self) else { continue }
                // `errorRelay.value = e`: a relay's write, as `errorRelay.accept(e)` was.
                if element.is(AssignmentExprSyntax.self),
                    let member = elements[index - 1].as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "value", let base = member.base,
                    let written = Self.appReference(base)
                {
                    record("write \(written)", at: node)
                    continue
                }
                record(Self.target(of: elements[index - 1]) + " =", at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
            record("throw", at: node)
            return .visitChildren
        }

        /// `showAlert` for a call of the app's (by name: a rewrite may drop an argument Rx needed,
        /// as an injected scheduler); `nil` for a call of Rx's API (by its name and labels, so
        /// an app's `bind(viewModel:)` is the app's), or of what has no name (a closure).
        private func appCallKey(_ call: FunctionCallExprSyntax) -> String? {
            guard let name = Self.calledName(call.calledExpression) else { return nil }
            if RxNames.types.contains(name) || RxNames.removedTypes.contains(name) || RxNames.examples.contains(name)
                || name == "Void"
            {
                return nil
            }
            var labels = call.arguments.map { $0.label?.text ?? "_" }
            if call.trailingClosure != nil { labels.append("_") }
            labels += call.additionalTrailingClosures.map(\.label.text)
            if RxNames.isRx(name, labels: labels) { return nil }
            // `super.setUpWithError()` in the function of that name, renamed: read as renamed.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.is(SuperExprSyntax.self) == true, let enclosing = functionNames.last,
                enclosing.name == name, let renamed = enclosing.renamed
            {
                return "\(renamed)(…)"
            }
            // XCTest's `wait(for:timeout:)` and `fulfillment(of:timeout:)`, what an `async` test
            // awaits in its place (``XCTestCasesRule``), are one wait.
            if name == "fulfillment", labels.first == "of" { return "wait(…)" }
            // `.init(value: 0)`: a relay's, whose label the rewrite changes, or any type's.
            return name == "init" ? "init(…)" : "\(name)(…)"
        }

        private static func calledName(_ callee: ExprSyntax) -> String? {
            if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let optional = callee.as(OptionalChainingExprSyntax.self) { return calledName(optional.expression) }
            if let forced = callee.as(ForceUnwrapExprSyntax.self) { return calledName(forced.expression) }
            if let generic = callee.as(GenericSpecializationExprSyntax.self) { return calledName(generic.expression) }
            return nil
        }

        private static func assigns(_ element: ExprSyntax) -> Bool {
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let operation = element.as(BinaryOperatorExprSyntax.self) else { return false }
            let text = operation.operator.text
            return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }

        /// `isLoading` for `self.isLoading`, `items[]` for `items[0]`.
        private static func target(of expression: ExprSyntax) -> String {
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                return target(of: subscripted.calledExpression) + "[]"
            }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return target(of: optional.expression) }
            return expression.trimmedDescription
        }
    }
}

/// How a renamed function is named to ``AppCodeInventory``: by its old name and where its
/// declaration starts, so that another function of that name (a case left as it was, beside one
/// that is renamed) keeps its own.
enum FunctionRename {
    static func key(_ name: String, at offset: Int) -> String { "\(name)@\(offset)" }
}
