import RIBsSource
import SwiftSyntax

/// What the rules ask of a file's streams, by the module's declarations: whether a receiver is a
/// relay and of which kind, and what a chain of operators is called on.
extension FileRewrite {
    /// Whether `tree` imports RxSwift, RxRelay or RxCocoa at its top level, for a rule that
    /// decides before the walk has read the imports.
    static func importsRx(_ tree: SourceFileSyntax) -> Bool {
        MigrationCatalog.rxModules.contains { imports($0, in: tree) }
    }

    /// Whether `tree` imports `module` itself, at its top level.
    static func imports(_ module: String, in tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == module }
    }

    /// The relay a receiver names, by its declaration in the module: `relay` or `self.relay`.
    func relayReference(of expression: ExprSyntax?) -> RelayReference {
        StreamReader(index: index, readsLocalRelays: !bridgesToRx && !keepsRxStreams).relayReference(of: expression)
    }

    /// What `expression` is, as far as the module's declarations tell: `nil` when unknown.
    func streamKind(of expression: ExprSyntax?) -> StreamKind? {
        StreamReader(index: index).streamKind(of: expression)
    }

    /// Whether the chain `expression` starts from a call of one of the module's
    /// ``MigrationIndex/rxProducers`` (a stream RxSwift makes, which stays RxSwift's, with the
    /// chain's operators), or is on the spine of a chain such a stream feeds
    /// (``RxProducerChains``).
    func isRxProducerChain(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        // A source RxSwift makes right here (`Observable.create { … }`, a timer of a time held in
        // a value) keeps its chain RxSwift's, as a producer of the module does.
        if RxProducers.spineNodes(of: expression).contains(where: RxProducers.isInlineFactory) { return true }
        guard !index.rxProducers.isEmpty || !bridgedCalls.isEmpty else { return false }
        return producerChains.contains(expression)
            || !RxProducers.spine(of: expression).isDisjoint(with: index.rxProducers)
            || RxProducers.spineNodes(of: expression).contains { bridgedCalls.contains($0.id) }
    }

    static func isSelf(_ expression: ExprSyntax?) -> Bool { StreamReader.isSelf(expression) }
    static func staticTypeName(_ base: ExprSyntax) -> String? { StreamReader.staticTypeName(base) }

    /// The labels of a call's arguments and of its trailing closures after the first
    /// (`subscribe(with: self) { … } onFailure: { … }`).
    /// Every argument's label, `_` for an unlabelled one and a trailing closure, as
    /// ``RxNames/isRx(_:labels:)`` reads them.
    static func argumentLabels(of node: FunctionCallExprSyntax) -> [String] {
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("_") }
        return labels + node.additionalTrailingClosures.map(\.label.text)
    }

    static func labels(of node: FunctionCallExprSyntax) -> [String] {
        node.arguments.compactMap { $0.label?.text } + node.additionalTrailingClosures.map(\.label.text)
    }

    /// Removes an argument and the comma before it; no rule looks inside what it said.
    func removeArgument(_ argument: LabeledExprSyntax, in arguments: [LabeledExprSyntax]) {
        guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return }
        let start =
            index > 0
            ? arguments[index - 1].expression.endPositionBeforeTrailingTrivia.utf8Offset
            : argument.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = argument.endPositionBeforeTrailingTrivia.utf8Offset
        if index == 0, arguments.count > 1 { end = arguments[1].positionAfterSkippingLeadingTrivia.utf8Offset }
        edits.replace(start..<end, with: "")
        ownedRanges.append(start..<end)
    }

    /// Removes `.name(…)` from a chain; on a line of its own, the whole line.
    func removeMemberCall(_ member: MemberAccessExprSyntax, _ node: FunctionCallExprSyntax) {
        let period = member.period
        let start =
            period.leadingTrivia.contains(where: \.isNewline)
            ? (period.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? period.position)
            : period.positionAfterSkippingLeadingTrivia
        edits.replace(start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        ownedRanges.append(start.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// Replaces from `start` through the end of `end`.
    func replace(from start: TokenSyntax, through end: some SyntaxProtocol, with text: String) {
        edits.replace(
            start.positionAfterSkippingLeadingTrivia.utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset,
            with: text)
    }

    /// The class or struct `node` is declared in (an extension's extended type).
    func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType)
            }
            current = syntax.parent
        }
        return nil
    }
}
