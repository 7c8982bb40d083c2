import SwiftSyntax

/// What a module's declarations say of its streams (``MigrationIndex``): whether a receiver is a
/// relay and of which kind, and what a chain of operators is called on. The file rules and the
/// service layer read streams the same way through it.
struct StreamReader {
    let index: MigrationIndex
    /// Whether a local constant declared as a relay is one (``LocalScope/relayKind(of:)``): in a
    /// file whose relays the rules rewrite, not in one that keeps its own RxSwift's (a view bound
    /// with RxCocoa).
    var readsLocalRelays = false

    /// The relay a receiver names, by its declaration in the module: `relay` or `self.relay`.
    func relayReference(of expression: ExprSyntax?) -> RelayReference {
        guard let expression else { return .notARelay }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), Self.isSelf(member.base) {
            name = member.declName.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.argumentNames == nil
        {
            // `service.events`, `self.service.events`: another object's relay, as a service
            // exposes one. Only a name the module declares as a relay, of one kind, counts; not
            // RxCocoa's (`toggle.rx.value`, whatever a relay of the module is called).
            guard case .relay(let kind) = index.relays[member.declName.baseName.text],
                member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "rx"
            else { return .notARelay }
            return .relay(kind)
        }
        guard let name else { return .notARelay }
        if readsLocalRelays, let reference = expression.as(DeclReferenceExprSyntax.self),
            let kind = LocalScope.relayKind(of: reference)
        {
            return .relay(kind)
        }
        if let relay = index.fileRelays[name] { return relay }
        // A local or a parameter of that name is not another file's relay (a service's
        // `let names = [...]` beside an interactor's relay `names`).
        if expression.is(DeclReferenceExprSyntax.self), LocalScope.declares(name, around: expression) {
            return .notARelay
        }
        return index.relays[name] ?? .notARelay
    }

    /// The name an expression reads, and whether it is a member of something: `relay` for
    /// `relay`, `relay?` or `relay!`; `relay` (a member) for `self.relay` or `listener?.relay`.
    /// What the rules ask first of a receiver that may be a relay, or a handler given by name.
    static func referencedName(of expression: ExprSyntax?) -> (name: String, isMember: Bool)? {
        var expression = expression
        while true {
            if let optional = expression?.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression?.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else {
                break
            }
        }
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, false) }
        if let member = expression?.as(MemberAccessExprSyntax.self), member.base != nil {
            return (member.declName.baseName.text, true)
        }
        return nil
    }

    /// `self`, `self?` in a closure that holds it weakly, or a name it goes by in one (`owner`
    /// after `withUnretained(self)`, `strongSelf`): a relay read through it is the type's own.
    static func isSelf(_ expression: ExprSyntax?) -> Bool {
        var expression = expression
        if let optional = expression?.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map { ["self", "`self`", "owner", "strongSelf", "weakSelf", "this"].contains($0) } ?? false
    }

    /// Operators after which a chain is what it was called on.
    static let kindKeepingOperators: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "withUnretained", "do", "observe",
        "observeOn", "subscribeOn", "take", "skip", "distinctUntilChanged", "startWith", "debounce", "throttle",
        "share", "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry", "delay", "timeout",
        "removeDuplicates", "prefix", "dropFirst", "prepend", "withLatestFrom", "withLatest", "scan", "sample",
    ]

    /// What `expression` is, as far as the module's declarations tell: `nil` when unknown.
    func streamKind(of expression: ExprSyntax?) -> StreamKind? {
        guard var expression else { return nil }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if let type = member.base.flatMap(Self.staticTypeName), let kind = StreamKind(typeName: type) {
                    return kind
                }
                // On a parameter whose type is no stream (`source: O`, generic over Rx's
                // protocols), Rx's conversions stay Rx's.
                if LocalScope.isParameterOfNoStreamType(member.base) { return nil }
                switch name {
                case "asObservable", "asDriver", "asSignal", "asInfallible": return .events
                case "asSingle": return .single
                case "asMaybe": return .maybe
                case "asCompletable": return .completable
                default: break
                }
                // `array.map { … }` is no stream for an app's `map` elsewhere: an operator that keeps
                // its receiver's kind is only as known as that receiver.
                if Self.kindKeepingOperators.contains(name)
                    || (name == "subscribe" && call.arguments.count == 1 && call.arguments.first?.label?.text == "on")
                {
                    return streamKind(of: member.base)
                }
                return declaredKind(name, called: true)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return declaredKind(reference.baseName.text, called: true)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // A local constant is what its value is (`let finished = actions.filter { … }`, or
            // an array that hides the module's stream of its name); the file's relays are what
            // they are.
            let name = reference.baseName.text
            if index.fileRelays[name] == nil, let value = LocalScope.initializer(of: reference) {
                return streamKind(of: value)
            }
            // A parameter is what its type is (`source: O`, generic over Rx's protocols, is no
            // stream of the module's, whatever a property of its name is).
            if index.fileRelays[name] == nil {
                // Only a type the migration renames: `Driver`, `Infallible`, `ControlEvent` stay
                // RxCocoa's and RxSwift's.
                if let type = LocalScope.parameterType(of: reference)?.type,
                    MigrationCatalog.typeRenames[MigrationIndex.baseName(of: type)] != nil,
                    let kind = StreamKind(typeName: MigrationIndex.baseName(of: type))
                {
                    return kind
                }
                if LocalScope.isParameterOfNoStreamType(expression) { return nil }
            }
            return declaredKind(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return declaredKind(member.declName.baseName.text)
        }
        return nil
    }

    /// The kind the module declares for `name`: a function's when it is `called`, else a
    /// property's; the other where the module declares only that one.
    private func declaredKind(_ name: String, called: Bool = false) -> StreamKind? {
        let relay = index.fileRelays[name] ?? index.relays[name]
        if !called, relay?.kind != nil { return .events }
        let (first, second) = called ? (name + "()", name) : (name, name + "()")
        guard let declared = index.streamKinds[first] ?? index.streamKinds[second], let kind = declared else {
            if called && relay?.kind != nil { return .events }
            // The RIB types' own streams, `Events` in swift-ribs, where the module declares no
            // member of that name.
            let isDeclared = index.streamKinds[first] != nil || index.streamKinds[second] != nil
            return !called && !isDeclared && Self.ribsStreams.contains(name) ? .events : nil
        }
        return kind
    }

    /// The streams of RIBs' types (an interactor's, a worker's, a router's): `Events` in
    /// swift-ribs, as `Observable`s were in Uber's.
    static let ribsStreams: Set<String> = ["isActiveStream", "isStartedStream", "lifecycle"]

    /// `Observable` for `Observable.just(1)` or `Observable<Int>.merge(…)`.
    static func staticTypeName(_ base: ExprSyntax) -> String? {
        var base = base
        if let generic = base.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
