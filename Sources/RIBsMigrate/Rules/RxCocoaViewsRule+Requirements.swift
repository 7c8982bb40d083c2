import RIBsSource
import SwiftSyntax

/// A stream the RIB reads from its view: a requirement of the RIB's presentable protocol
/// (`var refreshTaps: Observable<Void> { get }`), `Events` once migrated, that a view bound with
/// RxCocoa implements with its controls' streams.
extension RxCocoaViewsRule {
    /// The view's implementation, a getter of an `Observable`, becomes a getter of `Events` that
    /// reads the view's stream through ``eventsBridge``; its RxSwift body stays as it is. One
    /// whose requirement stays RxSwift's (a protocol a kept file declares) stays too, as does
    /// one stored or set, which the rule cannot read through a bridge: those are named.
    func bridgeStreamRequirement(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            file.index.protocolStreams.contains(name), !file.keptStreamRequirements.contains(name),
            !file.ownRelays.contains(name),
            let type = node.typeAnnotation?.type.as(IdentifierTypeSyntax.self), type.name.text == "Observable",
            type.genericArgumentClause != nil, let items = Self.getter(of: node),
            let returned = MigrationIndexReader.returnedExpressions(items)
        else { return }
        file.replaceOwning(type.name, with: "Events")
        for expression in returned {
            if Self.isPostfix(expression) {
                file.edits.insert(".asEvents()", at: expression.endPositionBeforeTrailingTrivia)
            } else {
                file.edits.insert("(", at: expression.positionAfterSkippingLeadingTrivia)
                file.edits.insert(").asEvents()", at: expression.endPositionBeforeTrailingTrivia)
            }
        }
        bridgedToEvents = true
        file.usesRuntime = true
        file.leave(node, construct: "var \(name): Observable<…>", recipe: .viewStreamToEvents, note: true)
    }

    /// The statements of a computed property's getter; `nil` for a stored property or one with
    /// a setter.
    private static func getter(of node: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch node.accessorBlock?.accessors {
        case .getter(let items): return items
        case .accessors(let accessors):
            guard accessors.count == 1, let get = accessors.first, get.accessorSpecifier.tokenKind == .keyword(.get)
            else { return nil }
            return get.body?.statements
        case nil: return nil
        }
    }

    /// Whether `.asEvents()` can follow `expression` as it is.
    private static func isPostfix(_ expression: ExprSyntax) -> Bool {
        expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(DeclReferenceExprSyntax.self)
    }
}
