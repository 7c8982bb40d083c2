import RIBsSource
import SwiftSyntax

/// A stream the RIB reads from its view: a requirement of the RIB's presentable protocol
/// (`var refreshTaps: Observable<Void> { get }`), `Events` once migrated, that a view bound with
/// RxCocoa implements with its controls' streams.
extension RxCocoaViewsRule {
    /// The view's implementation, a getter of an `Observable`, becomes a getter of `Events` that
    /// reads the view's stream through ``eventsBridge``; its RxSwift body stays as it is, and the
    /// view's own reads of it go through the other bridge. One whose requirement stays RxSwift's
    /// (a protocol a kept file declares) stays too, as does one stored, set or returning an `if`,
    /// which the rule does not rewrite: the protocol's type is named there by the type's rule.
    func bridgeStreamRequirement(_ node: PatternBindingSyntax) {
        guard let (name, type, returned) = streamRequirement(node) else { return }
        file.replaceOwning(type.name, with: "Events")
        for expression in returned {
            if let implicit = Self.implicitMember(expression) {
                // `.empty()` would read as `Events.empty()`: it is Rx's, named.
                file.edits.insert(type.trimmedDescription, at: implicit.period.positionAfterSkippingLeadingTrivia)
            }
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

    /// The name, type and returned expressions of `node`, where it is the view's implementation
    /// of a stream requirement that ``bridgeStreamRequirement(_:)`` rewrites.
    func streamRequirement(_ node: PatternBindingSyntax) -> (String, IdentifierTypeSyntax, [ExprSyntax])? {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            file.index.protocolStreams.contains(name), !file.keptStreamRequirements.contains(name),
            !file.ownRelays.contains(name), implementsRequirement(node, named: name),
            let type = node.typeAnnotation?.type.as(IdentifierTypeSyntax.self), type.name.text == "Observable",
            type.genericArgumentClause != nil, let items = Self.getter(of: node),
            let returned = MigrationIndexReader.returnedExpressions(items),
            !returned.contains(where: { $0.is(IfExprSyntax.self) || $0.is(SwitchExprSyntax.self) })
        else { return nil }
        return (name, type, returned)
    }

    /// Whether `node` can be a requirement's implementation: a member (not a local), neither
    /// `private` nor `fileprivate`, of a type (or an extension of one) that adopts a protocol of
    /// the module requiring `name`.
    func implementsRequirement(_ node: PatternBindingSyntax, named name: String) -> Bool {
        guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
            variable.parent?.is(MemberBlockItemSyntax.self) == true,
            !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        else { return false }
        var current = Syntax(variable).parent
        while let node = current {
            let typeName =
                node.as(ClassDeclSyntax.self)?.name.text ?? node.as(StructDeclSyntax.self)?.name.text
                ?? node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            if let typeName {
                let adopted = (file.index.adoptions[typeName] ?? []).union(file.index.classes[typeName] ?? [])
                return file.index.requires(name, among: adopted)
            }
            current = node.parent
        }
        return false
    }

    /// The member access an implicit expression starts with (`.empty()`, `.merge(a, b)`).
    private static func implicitMember(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member }
                current = base
            } else {
                return nil
            }
        }
        return nil
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

    /// The relays `tree` declares (outside its protocols) that a migrated protocol of the module
    /// requires (`let targetDate = PublishRelay<Date>()` for `var targetDate: PublishRelay<Date>
    /// { get }`), made as ``makeRequiredRelay(_:)`` can rewrite.
    func requiredRelays(in tree: SourceFileSyntax) -> Set<String> {
        Set(
            Self.bindings(in: tree).compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    file.index.protocolRelays.contains(name), !file.keptStreamRequirements.contains(name),
                    implementsRequirement(binding, named: name), Self.relayConstruction(of: binding) != nil
                else { return nil }
                return name
            })
    }

    /// Such a relay the view declares becomes the runtime's (`EventRelay<Date>()`,
    /// `ValueRelay<Bool>(false)`), as the protocol that requires it does: the view reads it
    /// through the bridge and writes it in the runtime's words, as it does the listener's.
    func makeRequiredRelay(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            requiredRelays.contains(name), implementsRequirement(node, named: name),
            let (types, value) = Self.relayConstruction(of: node)
        else { return }
        for type in types { file.replaceOwning(type, with: MigrationCatalog.typeRenames[type.text] ?? type.text) }
        if let value, let label = value.label, let colon = value.colon {
            file.edits.replace(
                label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
        }
        file.usesRuntime = true
    }

    /// The names of the relay's type in `binding` (its annotation's, its initialiser's) and the
    /// `value:` argument a `BehaviorRelay` is made with: `PublishRelay<T>()`,
    /// `BehaviorRelay<T>(value: v)`, `let r: BehaviorRelay<T> = .init(value: v)`; `nil` for what
    /// is made otherwise (`ReplaySubject.create`, a factory).
    private static func relayConstruction(of binding: PatternBindingSyntax) -> (
        types: [TokenSyntax], value: LabeledExprSyntax?
    )? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil
        else { return nil }
        var types: [TokenSyntax] = []
        if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { types.append(annotated.name) }
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            types.append(reference.baseName)
        } else if called.as(MemberAccessExprSyntax.self).map({ $0.base != nil || $0.declName.baseName.text != "init" })
            ?? true
        {
            return nil
        }
        guard !types.isEmpty,
            types.allSatisfy({
                MigrationCatalog.typeRenames[$0.text] != nil && MigrationCatalog.relayKinds[$0.text] != nil
            })
        else { return nil }
        let kinds = Set(types.compactMap { MigrationCatalog.relayKinds[$0.text] })
        switch (kinds.first, call.arguments.count) {
        case (.event?, 0) where kinds.count == 1: return (types, nil)
        case (.value?, 1) where kinds.count == 1 && call.arguments.first?.label?.text == "value":
            return (types, call.arguments.first)
        default: return nil
        }
    }

    /// The bindings `tree` declares outside its protocols, locals and those nested in another's
    /// initialiser included.
    static func bindings(in tree: SourceFileSyntax) -> [PatternBindingSyntax] {
        final class Finder: SyntaxVisitor {
            var bindings: [PatternBindingSyntax] = []
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                bindings.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.bindings
    }

    /// Whether `binding` is inside another binding (a closure in its initialiser).
    static func isNested(_ binding: PatternBindingSyntax) -> Bool {
        var current = binding.parent
        while let node = current {
            if node.is(PatternBindingSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
