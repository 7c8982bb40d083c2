import RIBsSource
import SwiftSyntax

/// A ReactorKit reactor made the runtime's `StateReactor`, before the file rules run: the
/// conformance, `import ReactorKit`, and each function that returns `Observable<Mutation>` for
/// `mutate(action:)` (itself and the helpers it calls) returning `Mutations<Mutation>`, with
/// `Observable`'s statics read on `Mutations`, a service's call that became `async throws`
/// wrapped in `Mutations.from { try await … }`, and the schedulers gone (the runtime delivers on
/// the main actor). A chain may start from a stream of the module's (`Mutations.from(service.x())`)
/// or `Observable.create` whose body sends at once (`Mutations { send in … }`). The transforms
/// (`transform(mutation:)`, `transform(action:)`, `transform(state:)`), and what they call, stay
/// on streams: the file rules make them `Events`.
///
/// All or nothing: a reactor that uses what `Mutations` does not have (another operator, an Rx
/// type) is left as it is, and named, as before.
struct ReactorKitRewrite {
    /// The rewrite of `tree` (whose text is `source`) and the bodies it rewrote whole (ranges of
    /// `source`, which the file rules leave alone), or `nil` when the reactor is left as it is.
    static func edits(
        of tree: SourceFileSyntax, source: String, conformance: InheritedTypeSyntax,
        asyncFunctions: [FunctionKey: OneResultType], streamFunctions: Set<String> = [],
        streamProperties: Set<String> = []
    ) -> (edits: SourceEdits, bodies: [Range<Int>])? {
        var edits = SourceEdits(original: source)
        edits.replace(
            conformance.type.positionAfterSkippingLeadingTrivia
                .utf8Offset..<conformance.type
                .endPositionBeforeTrailingTrivia.utf8Offset,
            with: "StateReactor")
        for statement in tree.statements {
            if let node = statement.item.as(ImportDeclSyntax.self), node.path.trimmedText == "ReactorKit" {
                edits.replace(edits.wholeLines(of: node), with: "")
            }
        }
        let functions = Functions(viewMode: .sourceAccurate)
        functions.walk(tree)
        guard !functions.hasUnsupportedTransform else { return nil }
        // A `mutate` whose type the rewrite does not read (`RxSwift.Observable<Mutation>`) would
        // be left as it is under a `StateReactor`: the reactor stays whole.
        if let mutate = functions.mutate, !functions.mutationFunctions.contains(where: { $0.id == mutate.id }) {
            return nil
        }
        if let scheduler = functions.scheduler,
            tree.tokens(viewMode: .sourceAccurate).filter({ $0.text == "scheduler" }).count == 1
        {
            // ReactorKit's `scheduler`, where the state was reduced: a `StateReactor` reduces on
            // the main actor, and nothing else reads it.
            edits.replace(edits.wholeLines(of: scheduler), with: "")
        }
        // What the transforms call stays a stream; the rest is `mutate`'s.
        let streamed = Set(functions.transforms.flatMap { Self.calledNames(in: Syntax($0)) })
        let helpers = functions.privateHelpers(calledFrom: functions.mutationFunctions, except: streamed)
        let rewritten = functions.mutationFunctions + helpers
        // A helper read as a stream elsewhere too would be `Mutations` there: the reactor stays.
        let calledInRewritten = rewritten.compactMap(\.body).flatMap { Self.calledNames(in: Syntax($0)) }
        let calledAnywhere = Self.calledNames(in: Syntax(tree))
        for helper in helpers {
            let name = helper.name.text
            guard calledAnywhere.count(where: { $0 == name }) == calledInRewritten.count(where: { $0 == name }) else {
                return nil
            }
        }
        var bodies: [Range<Int>] = []
        for function in rewritten where !streamed.contains(function.name.text) {
            guard let body = function.body else { continue }
            bodies.append(
                body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset)
            let rewriter = MutationsRewriter(
                asyncFunctions: asyncFunctions, streamFunctions: streamFunctions, streamProperties: streamProperties,
                edits: edits,
                mutationFunctions: Set(rewritten.map(\.name.text)))
            rewriter.walk(function.signature)
            rewriter.walk(body)
            guard !rewriter.isUnsupported else { return nil }
            edits = rewriter.edits
        }
        // ReactorKit's `action` is a subject: `action.on(.next(x))` and `action.onNext(x)` send,
        // which the runtime's relay spells `send(x)`.
        let sends = ActionSends(viewMode: .sourceAccurate)
        sends.walk(tree)
        for (call, value) in sends.found {
            let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !bodies.contains(where: { $0.contains(start) }),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
            else { continue }
            edits.replace(
                start..<call.endPositionBeforeTrailingTrivia.utf8Offset,
                with: "\(base.trimmedDescription).send(\(value.trimmedDescription))")
        }
        return (edits, bodies)
    }

    /// `action.on(.next(x))` and `action.onNext(x)`, on the reactor's `action` (`self.action`
    /// too), with the value sent.
    private final class ActionSends: SyntaxVisitor {
        var found: [(call: FunctionCallExprSyntax, value: ExprSyntax)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.trimmedDescription == "action" || base.trimmedDescription == "self.action",
                node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
            else { return .visitChildren }
            switch member.declName.baseName.text {
            case "onNext":
                found.append((node, argument.expression))
            case "on":
                if let event = argument.expression.as(FunctionCallExprSyntax.self),
                    let next = event.calledExpression.as(MemberAccessExprSyntax.self), next.base == nil,
                    next.declName.baseName.text == "next", event.arguments.count == 1,
                    let value = event.arguments.first, value.label == nil
                {
                    found.append((node, value.expression))
                }
            default: break
            }
            return .visitChildren
        }
    }

    /// The names of the functions `node` calls.
    static func calledNames(in node: Syntax) -> [String] {
        if let call = node.as(FunctionCallExprSyntax.self), let key = FunctionKey(call) {
            return [key.name] + node.children(viewMode: .sourceAccurate).flatMap { calledNames(in: $0) }
        }
        return node.children(viewMode: .sourceAccurate).flatMap { calledNames(in: $0) }
    }

    /// The reactor's functions that return `Observable<Mutation>`, its transforms, and its
    /// `scheduler` property when it holds one of Rx's schedulers.
    private final class Functions: SyntaxVisitor {
        /// The functions that return `Observable<Mutation>`, or `Observable<T>` where `mutate`
        /// returns that (`func mutate(action:) -> Observable<Bool>`, its mutation inferred).
        var mutationFunctions: [FunctionDeclSyntax] {
            let mutation =
                streams.first {
                    $0.function.name.text == "mutate"
                        && $0.function.signature.parameterClause.parameters.map(\.firstName.text) == ["action"]
                }?
                .element ?? "Mutation"
            return streams.filter { $0.element == mutation }.map(\.function)
        }
        private var streams: [(function: FunctionDeclSyntax, element: String)] = []

        /// The reactor's private functions that return a stream of another element (`isValid(_:)
        /// -> Observable<Bool>`, a combination of checks) which `functions` call, and those they
        /// call in turn, but for the names in `excluded`: they are `mutate`'s too, and return
        /// `Mutations` of their element. Only a private one: any other may be read as a stream
        /// where the rewrite does not look.
        func privateHelpers(
            calledFrom functions: [FunctionDeclSyntax], except excluded: Set<String>
        ) -> [FunctionDeclSyntax] {
            let candidates = streams.map(\.function).filter { function in
                !functions.contains { $0.id == function.id } && !excluded.contains(function.name.text)
                    && function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            }
            var found: [FunctionDeclSyntax] = []
            var callers = functions
            while true {
                let called = Set(callers.compactMap(\.body).flatMap { ReactorKitRewrite.calledNames(in: Syntax($0)) })
                let added = candidates.filter { candidate in
                    called.contains(candidate.name.text) && !found.contains { $0.id == candidate.id }
                }
                guard !added.isEmpty else { return found }
                found += added
                callers = added
            }
        }
        /// The reactor's `mutate(action:)`, whatever it returns.
        var mutate: FunctionDeclSyntax?
        var transforms: [FunctionDeclSyntax] = []
        var hasUnsupportedTransform = false
        var scheduler: VariableDeclSyntax?

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.bindings.count == 1, let binding = node.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "scheduler",
                let value = binding.initializer?.value,
                MigrationIndex.constructedType(value)?.hasSuffix("Scheduler") == true
                    || MainScheduler.isNamed(by: value)
            {
                scheduler = node
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            if node.name.text == "transform" {
                if labels == ["mutation"] || labels == ["action"] || labels == ["state"] {
                    transforms.append(node)
                } else {
                    hasUnsupportedTransform = true
                }
                return .skipChildren
            }
            if node.name.text == "mutate", labels == ["action"] { mutate = node }
            if let returned = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self),
                returned.name.text == "Observable",
                let element = returned.genericArgumentClause?.arguments.first?.argument.trimmedDescription
            {
                streams.append((node, element))
            }
            return .skipChildren
        }
    }
}
