import RIBsSource
import SwiftSyntax

/// A view that binds UIKit with RxCocoa (`button.rx.tap`, `bind(to: label.rx.text)`) cannot be
/// rewritten whole: RxCocoa has no counterpart in a UI-agnostic runtime. Rewritten in part, it
/// compiles with neither library (a relay's `values`, an `AsyncSequence`, fed to RxCocoa's
/// `bind(to:)`). So the file keeps its streams RxSwift's, and meets the RIB's migrated relays
/// at the boundary: a read is `relay.values.asObservable()` (`.events` for an event relay),
/// through a bridge the rule writes at the end of the file; a protocol the file declares (the
/// RIB's `PresentableListener`, in Uber's template) is the module's, migrated; a write is the runtime's
/// (`relay.value = x`, `relay.send(x)`, by ``RelayWritesRule``); `bind(to: relay)` sends into it.
final class RxCocoaViewsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .rxCocoaViews,
            summary:
                "a view that binds UIKit with RxCocoa keeps RxSwift, and reads the RIB's migrated relays through a bridge at the end of the file (`relay.values.asObservable()`); `bind(to: relay)` becomes `bind(onNext:)` that sends into it",
            recipes: [.rxCocoaView, .reactiveExtensionReader, .rxCocoaTraits, .viewStreamToEvents],
            examples: examples)
    }

    /// Whether `tree` is a view bound with RxCocoa: it uses `.rx` and imports RxCocoa, or any of
    /// Rx's modules (a library over RxCocoa that re-exports it, as RxGesture; or RxSwift alone,
    /// RxCocoa being imported by another file of the module, as Swift 5 lets it), not RxMoya's
    /// `provider.rx`, a service's.
    static func bindsWithRxCocoa(_ tree: SourceFileSyntax) -> Bool {
        let imports = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
        // Any of Rx's modules will do: `.rx` is RxCocoa's (or a library's over it) wherever it is
        // not RxMoya's, whether UIKit comes by its own import or through another module's
        // (Channy's view imports WebKit, vatoclient's cell a framework of its own). Without
        // UIKit's import, a library's Rx extensions (`UserApi.shared.rx` of RxKakaoSDKUser) are
        // the library's: the file is kept for them. Nor is `provider.rx` of a service that imports
        // Moya alone: CocoaPods' `Moya/RxSwift` puts RxMoya's extensions in the module `Moya`.
        let importsRxCocoa =
            imports.contains("RxCocoa")
            || (imports.contains { $0.hasPrefix("Rx") } && !imports.contains("RxMoya")
                && (imports.contains("UIKit")
                    || (RxExtensionLibraries.firstImport(in: tree) == nil && !imports.contains("Moya"))))
        guard importsRxCocoa else { return false }
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "rx" { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// An import of Rx's, where the output says the view keeps RxSwift.
    static func isRxCocoaImport(_ node: ImportDeclSyntax) -> Bool {
        node.path.trimmedDescription.hasPrefix("Rx")
    }

    /// What reads a relay as a stream in a view: an operator, RxCocoa's `bind`, `drive`, `asDriver`.
    private static let readingMembers = MigrationCatalog.streamMembers.union(["drive", "asDriver", "asSignal"])

    private var tree: SourceFileSyntax?
    /// Whether the view reads a stream through the bridge, which the file then declares.
    var bridged = false
    /// Whether the RIB reads a stream of the view's through ``eventsBridge``, which the file then
    /// declares.
    var bridgedToEvents = false
    /// The relays the view declares that a migrated protocol of the module requires: the
    /// runtime's, as the protocol will be.
    var requiredRelays: Set<String> = []
    /// The view's implementations of stream requirements that return `Events` through
    /// ``eventsBridge``: the view's own reads of them go through the other bridge.
    var bridgedStreams: Set<String> = []
    /// The type each property the view declares is annotated with (`listener`'s protocol).
    var propertyTypes: [String: String] = [:]
    /// The view-model contracts the view meets (``ViewContracts``).
    var contracts = ViewContracts()
    /// Whether the file's Rx import already says the view is kept on RxSwift.
    private var noted = false
    /// The view's calls of Rx's API, which it keeps: each line with one is named, once.
    private var kept: [(node: FunctionCallExprSyntax, period: TokenSyntax, construct: String)] = []

    override func start(_ tree: SourceFileSyntax) {
        self.tree = tree
        guard file.bridgesToRx else { return }
        contracts = ViewContracts(tree)
        requiredRelays = requiredRelays(in: tree)
        file.ownRelays.subtract(requiredRelays)
        let bindings = Self.bindings(in: tree)
        bridgedStreams = Set(bindings.compactMap { streamRequirement($0)?.0 })
        // Not those inside another binding's initialiser, a closure's own.
        for binding in bindings where !Self.isNested(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { continue }
            propertyTypes[name] = MigrationIndex.baseName(of: type)
        }
    }

    /// The parameters of `function` typed `Observable`, which become `Events` where a protocol of
    /// the module requires the function.
    static func streamParameters(of function: FunctionDeclSyntax) -> [FunctionParameterSyntax] {
        // `Observable<T>` itself: an optional one is left to a person, as it is elsewhere.
        function.signature.parameterClause.parameters.filter {
            $0.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable"
        }
    }

    /// Whether `token` is the type of such a parameter, in a view's implementation of a
    /// requirement of the module's protocols: it becomes `Events` with the requirement.
    static func isStreamParameterOfRequirement(_ token: TokenSyntax, index: MigrationIndex) -> Bool {
        var node = token.parent
        while let current = node, !current.is(FunctionParameterSyntax.self) { node = current.parent }
        guard let parameter = node?.as(FunctionParameterSyntax.self),
            parameter.type.as(IdentifierTypeSyntax.self)?.name.id == token.id, token.text == "Observable",
            let function = parameter.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self)
        else { return false }
        return index.requirementsTakingStreams.contains(function.name.text)
    }

    /// A view's implementation of a requirement that takes a stream reads it through the
    /// bridge: `let items = items.asObservable()` first, so its Rx body stays as it is.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard file.bridgesToRx, file.index.requirementsTakingStreams.contains(node.name.text),
            let body = node.body
        else { return .visitChildren }
        let names = Self.streamParameters(of: node).compactMap { parameter -> String? in
            let name = (parameter.secondName ?? parameter.firstName).text
            return name == "_" ? nil : name
        }
        guard !names.isEmpty else { return .visitChildren }
        let indentation = file.edits.indentation(of: node.positionAfterSkippingLeadingTrivia) + "    "
        let lines = names.map { "\n\(indentation)let \($0) = \($0).asObservable()" }.joined()
        file.edits.insert(lines, at: body.leftBrace.endPositionBeforeTrailingTrivia)
        bridged = true
        file.usesRuntime = true
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.bridgesToRx {
            node.bindings.forEach(bridgeStreamRequirement)
            node.bindings.forEach(makeRequiredRelay)
            node.bindings.forEach(noteContractLocal)
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.bridgesToRx, !noted, Self.isRxCocoaImport(node) {
            noted = true
            // A file that reads the app's own Rx extension of a location manager is no view.
            let construct =
                file.readsOwnReactiveExtensionsOnly
                ? "a file that reads the app's own Rx extensions" : "a view bound with RxCocoa"
            file.leave(node, construct: construct, recipe: file.keptStreamsRecipe, note: true)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if file.bridgesToRx { bridgeContractRead(node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if file.bridgesToRx { noteContractParameter(node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if file.bridgesToRx {
            bridgeContractArguments(of: node)
            noteContractCondition(of: node)
        }
        guard file.bridgesToRx, !file.isOwned(node.calledExpression),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("_") }
        labels += node.additionalTrailingClosures.map(\.label.text)
        var rewritten = false
        if name == "bind", node.arguments.count == 1, let target = node.arguments.first, target.label?.text == "to",
            let kind = migratedRelay(target.expression)
        {
            rewritten = sendInto(target, kind: kind, of: node)
        }
        if !rewritten, RxNames.isRx(name, labels: labels),
            !OperatorsRule.sharedWithSwift.contains(name) || Self.chainIsRx(member.base, file: file)
        {
            kept.append((node, member.period, "\(name)(\(labels.map { "\($0):" }.joined()))"))
        }
        bridgeStreamArguments(of: node, named: name)
        guard let base = member.base, Self.readingMembers.contains(name), !isContractRead(base) else {
            return .visitChildren
        }
        if migratedRelay(base) == nil, readsProtocolStream(base) {
            // A stream the RIB's protocol requires (`listener.state`), `Events` now: through the bridge.
            if !(name == "asObservable" && node.arguments.isEmpty) {
                file.edits.insert(".asObservable()" + driverFor(name), at: base.endPositionBeforeTrailingTrivia)
                completeTraitConversion(node, name: name)
            }
            bridged = true
            file.usesRuntime = true
            return .visitChildren
        }
        guard let kind = migratedRelay(base) else {
            // Two relays of the module by that name, of two kinds: which stream to read is the
            // person's to say.
            if file.relayReference(of: base) == .ambiguous {
                file.leave(
                    base, construct: "\(base.trimmedDescription), a relay of two kinds in the module,",
                    recipe: file.keptStreamsRecipe)
            }
            return .visitChildren
        }
        let read =
            name == "asObservable" && node.arguments.isEmpty
            ? ".\(kind.streamMember)" : ".\(kind.streamMember).asObservable()" + driverFor(name)
        file.edits.insert(read, at: base.endPositionBeforeTrailingTrivia)
        if read.hasSuffix("asObservable()") { completeTraitConversion(node, name: name) }
        bridged = bridged || read.hasSuffix("asObservable()")
        file.usesRuntime = true
        return .visitChildren
    }

    /// What makes the bridge's `Observable` a `Driver` before `drive(…)`, which RxCocoa has on a
    /// `Driver` only: the runtime's streams do not fail, so no error is driven.
    private func driverFor(_ name: String) -> String {
        name == "drive" ? ".asDriver(onErrorDriveWith: .empty())" : ""
    }

    /// `asDriver()` and `asSignal()` read through the bridge: RxCocoa has them without an
    /// argument on a relay and a control property only, and on the bridge's `Observable` they
    /// say what an error drives. None comes: the runtime's streams do not fail.
    private func completeTraitConversion(_ node: FunctionCallExprSyntax, name: String) {
        guard ["asDriver", "asSignal"].contains(name), node.arguments.isEmpty, node.trailingClosure == nil,
            let close = node.rightParen
        else { return }
        let argument = name == "asDriver" ? "onErrorDriveWith: .empty()" : "onErrorSignalWith: .empty()"
        file.edits.insert(argument, at: close.positionAfterSkippingLeadingTrivia)
    }

    /// `bind(to: relay)` sends each element into the migrated relay (``RelayKind/sendHandler(into:)``);
    /// whether it rewrote the call. A relay reached through an optional is named: the rule does
    /// not guess what should hold it.
    private func sendInto(_ target: LabeledExprSyntax, kind: RelayKind, of call: FunctionCallExprSyntax) -> Bool {
        guard let label = target.label, let colon = target.colon,
            let handler = kind.sendHandler(into: target.expression)
        else {
            file.leave(
                call, construct: "bind(to: \(target.expression.trimmedDescription))", recipe: file.keptStreamsRecipe)
            return false
        }
        file.edits.replace(
            label.positionAfterSkippingLeadingTrivia
                .utf8Offset..<target.expression.endPositionBeforeTrailingTrivia.utf8Offset,
            with: "onNext" + colon.text + " " + handler)
        file.usesRuntime = true
        return true
    }

    /// The kind of the migrated relay `expression` reads, or `nil` for what is not one (a relay
    /// the view declares itself stays RxSwift's).
    func migratedRelay(_ expression: ExprSyntax) -> RelayKind? {
        // `refreshControl.rx.isRefreshing` is RxCocoa's, whatever a relay of the module is called.
        if Self.goesThroughRx(expression) { return nil }
        guard let (name, isMember) = StreamReader.referencedName(of: expression), !file.ownRelays.contains(name) else {
            return nil
        }
        // A parameter or a local of that name is the view's own, not a relay of the module.
        if !isMember, LocalScope.declares(name, around: expression) { return nil }
        return file.relayReference(of: expression).kind
    }

    override func finish() {
        // Every line the view keeps on Rx is named at its line, as in a file the tool rewrites:
        // those no other rule named (`bind(to:)`, `Observable.create`) are named here.
        var named = Set(file.findings.map { file.lines.location(ofUTF8Offset: $0.offset).line })
        for (node, period, construct) in kept {
            let line = file.lines.location(ofUTF8Offset: period.positionAfterSkippingLeadingTrivia.utf8Offset).line
            guard named.insert(line).inserted else { continue }
            file.leave(node, at: period, construct: construct, recipe: file.keptStreamsRecipe)
        }
        guard let tree else { return }
        if bridged {
            let bridge = file.readsOwnReactiveExtensionsOnly ? Self.bridge(Self.whyForExtensionReader) : Self.bridge
            file.edits.insert(bridge, at: tree.endPosition)
        }
        if bridgedToEvents { file.edits.insert(Self.eventsBridge, at: tree.endPosition) }
    }
}
