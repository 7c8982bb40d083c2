import SwiftSyntax

/// Rewrites one file of a module from Uber's RIBs on RxSwift to swift-ribs: it reads the tree
/// and records replacements (``SourceEdits``), so every byte it does not change is kept.
///
/// Each rule is in the extension named after it: declarations (isolation, `Sendable`) here,
/// streams and operators in `+Streams`, workflow steps in `+Steps`, imports in `+Imports`.
final class MigrationVisitor: SyntaxVisitor {
    let index: MigrationIndex
    let path: String
    var edits: SourceEdits
    private let lines: LineTable
    /// What is left to a person, at file:line, with its recipe.
    var manualSteps: [Diagnostic] = []
    /// Where each of ``manualSteps`` is in the original text (UTF-8 offset): once the file is
    /// rewritten, it is named at its line in the new text.
    var manualOffsets: [Int] = []
    /// How many lines those constructs span.
    var manualLines = 0
    /// Whether a construct of Rx stays in the file, so its imports must stay too.
    var keepsRx = false
    /// Whether the file now names the runtime's API (a relay, `Events`, `first()`).
    var usesRuntime = false
    /// Byte ranges of the input a rule removed on purpose, each named at its line: what
    /// ``KeptCodeCheck`` does not look for in the output.
    var drops: [Range<Int>] = []
    /// Byte ranges a rule rewrote whole: the token rules leave them alone.
    var ownedRanges: [Range<Int>] = []
    var imports: [ImportDeclSyntax] = []
    /// Whether the file imports RxSwift, RxRelay or RxCocoa: Rx's names are flagged only there.
    var importsRx: Bool { imports.contains { MigrationCatalog.rxModules.contains($0.path.trimmedText) } }
    var usesFoundationName = false
    /// Whether the file names a type of UIKit's (`UIViewController`, `CGRect`…).
    var usesUIKitName = false
    /// Whether an `async` function of the file awaits an Rx chain through RxSwift's `value`.
    var awaitsRxValue = false
    /// Whether the file's `DisposeBag`s become `SubscriptionBag`s: every `disposed(by:)` in it
    /// ends a subscription of a stream that becomes `Events` (`MigrationVisitor+DisposeBags.swift`).
    var convertsDisposeBags = false

    /// Whether the file's streams stay RxSwift's, as they are: a ReactorKit reactor's must (its
    /// protocol is written in RxSwift's types). Its declarations are still made `@MainActor` and
    /// `Sendable` where the module needs them.
    let keepsRxStreams: Bool

    /// The functions that become `async throws` (the service layer's one-result functions): a
    /// use of one that the codemod did not rewrite is named.
    let asyncFunctions: [FunctionKey: OneResultType]
    /// Those of ``asyncFunctions`` whose name and labels a function returning a plain value
    /// shares (a use case's `execute(with:) -> Bool` beside one that returned a `Single`): a call
    /// of one, without types, may be either.
    let sharedAsyncNames: Set<FunctionKey>

    init(
        index: MigrationIndex, path: String, source: String, keepsRxStreams: Bool = false,
        asyncFunctions: [FunctionKey: OneResultType] = [:], sharedAsyncNames: Set<FunctionKey> = []
    ) {
        self.index = index
        self.asyncFunctions = asyncFunctions
        self.sharedAsyncNames = sharedAsyncNames
        self.path = path
        self.keepsRxStreams = keepsRxStreams
        self.edits = SourceEdits(original: source)
        self.lines = LineTable(source)
        super.init(viewMode: .sourceAccurate)
    }

    /// Records a construct the codemod leaves to a person.
    /// It is reported at `start` when given (the `.` of a chained call), else where `node` starts.
    ///
    /// A `note` explains what another diagnostic leaves (an import kept for it): it is not a
    /// construct of its own.
    func leaveToPerson(
        _ node: some SyntaxProtocol, at start: TokenSyntax? = nil, construct: String, recipe key: String,
        note: Bool = false
    ) {
        let position =
            (start ?? node.firstToken(viewMode: .sourceAccurate))?.positionAfterSkippingLeadingTrivia.utf8Offset
            ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
        let (line, column) = lines.location(ofUTF8Offset: position)
        let recipe = MigrationCatalog.manualRecipes[key] ?? key
        manualSteps.append(
            Diagnostic(
                location: SourceLocation(file: path, line: line, column: column),
                message: "\(construct): \(recipe)", isWarning: true, isNote: note))
        manualOffsets.append(position)
        guard !note else { return }
        let end = lines.location(ofUTF8Offset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        manualLines += end - line + 1
        keepsRx = true
    }

    /// Records a construct left to a person at a UTF-8 offset of the text the visitor reads.
    func leaveToPerson(atOffset position: Int, construct: String, recipe key: String) {
        let (line, column) = lines.location(ofUTF8Offset: position)
        let recipe = MigrationCatalog.manualRecipes[key] ?? key
        if key == "awaitedRx" { awaitsRxValue = true }
        manualSteps.append(
            Diagnostic(
                location: SourceLocation(file: path, line: line, column: column), message: "\(construct): \(recipe)",
                isWarning: true))
        manualOffsets.append(position)
        manualLines += 1
        keepsRx = true
    }

    func isOwned(_ node: some SyntaxProtocol) -> Bool {
        let position = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return ownedRanges.contains { $0.contains(position) }
    }

    /// Replaces the text of `token` (not its trivia).
    func rename(_ token: TokenSyntax, to name: String) {
        edits.replace(
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
            with: name)
    }

    /// Replaces the text of `node`, from its first byte to its last (trivia outside kept).
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.replace(
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
            with: text)
    }

    // The rules' entry points (an extension cannot override them).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { visitImport(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { visitFunction(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        nameUnawaitedCall(node)
        if !keepsRxStreams { removeInjectedSchedulerArgument(node) }
        return keepsRxStreams ? .visitChildren : visitCall(node)
    }
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        decideDisposeBags(node)
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        makeUnassignedStaticConstant(node)
        readRelayAsStream(node)
        return removeInjectedScheduler(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        removeInjectedSchedulerAssignment(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        removeInjectedSchedulerParameter(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        nameUnawaitedReference(node)
        keepAwaitedRxChain(node)
        return keepsRxStreams ? .visitChildren : visitMemberAccess(node)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        readRelayAsStream(node)
        return .visitChildren
    }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        joinModifierDetail(node)
        return .skipChildren
    }
    override func visit(_ node: ClassRestrictionTypeSyntax) -> SyntaxVisitorContinueKind {
        replaceClassConstraint(node)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = MigrationIndex.baseName(of: node.extendedType)
        if MigrationIndex.rxExtendedTypes.contains(name), !index.declaredTypes.contains(name) {
            leaveToPerson(
                node, at: node.extensionKeyword, construct: "extension \(node.extendedType.trimmedText)",
                recipe: "customOperator")
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: - Declarations: isolation and Sendable

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if index.isRIBProtocol(name) {
            let start = node.positionAfterSkippingLeadingTrivia
            edits.insert("@MainActor\n" + edits.indentation(of: start), at: start)
        }
        addSendableIfFlowing(name, clause: node.inheritanceClause, after: node.name)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addSendableIfFlowing(node.name.text, clause: node.inheritanceClause, after: node.name)
        constrainStreamedGenericParameters(node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        constrainStreamedGenericParameters(node.genericParameterClause, members: node.memberBlock)
        isolateTestCase(node)
        nameHandDoubleOfRIBs(node)
        // A class that flows through a relay must be Sendable too: a final one that stores only
        // `let`s becomes it (the compiler checks what it stores, which flows with it); any other
        // only a person can make it (main-actor isolated, or immutable); a RIB's class already is.
        if index.flowingTypes.contains(node.name.text), index.immutableFinalClasses.contains(node.name.text),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) })
        {
            edits.addInherited("Sendable", clause: node.inheritanceClause, after: node.name)
        } else if index.flowingTypes.contains(node.name.text), !index.isMainActorClass(node.name.text) {
            leaveToPerson(
                node, at: node.classKeyword, construct: "class \(node.name.text) flows through a relay",
                recipe: "sendableClass")
        }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addSendableIfFlowing(node.name.text, clause: node.inheritanceClause, after: node.name)
        return .visitChildren
    }

    /// A value type or protocol that a relay or stream carries must be `Sendable` in Swift 6:
    /// the runtime's relays hand elements between isolations.
    private func addSendableIfFlowing(_ name: String, clause: InheritanceClauseSyntax?, after token: TokenSyntax) {
        guard index.flowingTypes.contains(name) else { return }
        let inherited = clause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        guard !inherited.contains("Sendable") else { return }
        edits.addInherited("Sendable", clause: clause, after: token)
    }

    // MARK: - Type names

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        renameType(node.name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        renameType(node.baseName)
        if MigrationCatalog.foundationNames.contains(node.baseName.text) { usesFoundationName = true }
        // What the service layer's rewrite throws where a `compactMap` gave no value.
        if node.baseName.text == "NoElementsError", !index.declaredTypes.contains("NoElementsError") {
            usesRuntime = true
        }
        return .visitChildren
    }

    /// Rx's types with no counterpart in the runtime: each is left to a person.
    private static let rxOnlyTypes: Set<String> = [
        "DisposeBag", "Single", "Completable", "Maybe", "Driver", "Signal", "TestScheduler",
        "TestableObserver", "SchedulerType", "ImmediateSchedulerType", "MainScheduler",
        "SerialDispatchQueueScheduler", "ConcurrentDispatchQueueScheduler", "ConcurrentMainScheduler",
        "ControlEvent", "ControlProperty", "Binder",
    ]

    private func renameType(_ token: TokenSyntax) {
        let name = token.text
        if name == "DisposeBag", convertsDisposeBags, !isOwned(token), !index.declaredTypes.contains(name) {
            rename(token, to: "SubscriptionBag")
            usesRuntime = true
            return
        }
        if MigrationCatalog.foundationNames.contains(name) { usesFoundationName = true }
        if MigrationCatalog.isUIKitName(name), !index.declaredTypes.contains(name) { usesUIKitName = true }
        guard !index.declaredTypes.contains(name), !isOwned(token), !keepsRxStreams else { return }
        if let renamed = MigrationCatalog.typeRenames[name] {
            rename(token, to: renamed)
            usesRuntime = true
        } else if importsRx, Self.rxOnlyTypes.contains(name), !isAwaitedThroughValue(token) {
            let recipe = MigrationCatalog.manualRecipes[name] == nil ? "scheduler" : name
            leaveToPerson(token, construct: name, recipe: recipe)
        }
    }
}
