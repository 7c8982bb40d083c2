import RIBsSource
import SwiftSyntax

/// What a view's read reaches: a stream of the module's, or the view's own; and what reads one
/// through the bridge besides a receiver.
extension RxCocoaViewsRule {
    /// Whether `expression` reads a stream a protocol of the module requires, through a value of
    /// that protocol (`listener.state`, `self.listener?.state`), not the view's own.
    func readsProtocolStream(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) { return callsProtocolStream(call) }
        // The view's own stream, `Events` now as its protocol requires: `refreshTaps`, `self.refreshTaps`.
        if let (name, isMember) = StreamReader.referencedName(of: expression), bridgedStreams.contains(name),
            !isMember || StreamReader.isSelf(expression.as(MemberAccessExprSyntax.self)?.base)
        {
            return !(!isMember && LocalScope.declares(name, around: expression))
        }
        guard !Self.goesThroughRx(expression), let (name, isMember) = StreamReader.referencedName(of: expression),
            isMember, file.index.protocolStreams.contains(name), !file.ownRelays.contains(name),
            !expression.trimmedDescription.hasPrefix("self.\(name)")
        else { return false }
        return true
    }

    /// Whether the chain `base` is Rx's, where the operator called on it is a name Swift's
    /// collections share (`map`, `compactMap`): it goes through `.rx`, an operator only Rx has,
    /// one of Rx's types, or a stream of the module. A collection's (`children.lazy.compactMap
    /// { … }`, `tracks.map { … }`) is no Rx the view keeps.
    static func chainIsRx(_ base: ExprSyntax?, file: FileRewrite) -> Bool {
        guard let base else { return false }
        if file.streamKind(of: base) != nil { return true }
        for node in RxProducers.spineNodes(of: base) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rx" { return true }
            if let call = node.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                RxNames.isRx(name, labels: FileRewrite.argumentLabels(of: call)),
                !OperatorsRule.sharedWithSwift.contains(name)
            {
                return true
            }
            if let reference = node.as(DeclReferenceExprSyntax.self), RxNames.types.contains(reference.baseName.text) {
                return true
            }
            if let name = StreamReader.referencedName(of: node)?.0, file.index.relays[name] != nil { return true }
        }
        // A property or local of the view's, of a type the file does not show: `relay.map`.
        return !RxProducers.spineNodes(of: base).contains {
            ($0.as(MemberAccessExprSyntax.self)?.declName.baseName.text).map(Self.collectionMembers.contains) ?? false
        }
    }

    /// What only a collection has, on a chain's spine: `lazy`, UIKit's `subviews`, a router's `children`.
    private static let collectionMembers: Set<String> = ["lazy", "subviews", "children", "arrangedSubviews"]

    /// Whether `call` calls a function a protocol of the module requires to return a stream
    /// (`listener?.headlines()`), through a property of the view whose type is that protocol.
    private func callsProtocolStream(_ call: FunctionCallExprSyntax) -> Bool {
        let function = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let (receiver, _) = StreamReader.referencedName(of: member.base),
            let type = propertyTypes[receiver], file.index.requires(function + "()", among: [type]),
            file.index.requirementsReturningStreams.contains(function),
            !file.keptStreamRequirements.contains(function + "()")
        else { return false }
        return true
    }

    /// Rx's operators that take streams as arguments.
    private static let takingStreams: Set<String> = [
        "combineLatest", "withLatestFrom", "merge", "zip", "concat", "amb", "takeUntil", "skipUntil", "sample",
    ]

    /// A migrated relay or a stream of the RIB's protocols passed to one of Rx's operators
    /// (`Observable.combineLatest(listener.query, listener.isValid)`, `withLatestFrom(listener.draft)`,
    /// `Observable.merge([listener.a, listener.b])`) reads through the bridge, as a receiver does.
    func bridgeStreamArguments(of node: FunctionCallExprSyntax, named name: String) {
        // `take(until:)` and `skip(until:)` take a stream; `take(3)` a count.
        let untilOnly = ["take", "skip"].contains(name)
        guard Self.takingStreams.contains(name) || untilOnly else { return }
        let arguments = node.arguments.filter { !untilOnly || $0.label?.text == "until" }.map(\.expression)
        let elements = arguments.flatMap { $0.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [] }
        for expression in arguments + elements {
            let read: String
            if let kind = migratedRelay(expression) {
                read = ".\(kind.streamMember).asObservable()"
            } else if readsProtocolStream(expression) {
                read = ".asObservable()"
            } else {
                continue
            }
            file.edits.insert(read, at: expression.endPositionBeforeTrailingTrivia)
            bridged = true
            file.usesRuntime = true
        }
    }

    /// Whether `expression` reads something through RxCocoa's `.rx`.
    static func goesThroughRx(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "rx" { return true }
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }

    /// The relays and subjects `tree` declares outside its protocols, by name: they stay
    /// RxSwift's with the view.
    static func relaysDeclared(in tree: SourceFileSyntax) -> Set<String> {
        // A protocol's relays are the module's: the RIB's listener, which the view reads.
        Set(
            bindings(in: tree).filter { node in
                let declared =
                    (node.typeAnnotation?.type.trimmedDescription ?? "")
                    + (node.initializer?.value.trimmedDescription ?? "")
                return relayTypes.contains(where: { declared.contains($0) })
            }.map { $0.pattern.trimmedDescription })
    }

    private static let relayTypes = [
        "BehaviorRelay", "PublishRelay", "ReplayRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject",
        "Variable",
    ]
}
