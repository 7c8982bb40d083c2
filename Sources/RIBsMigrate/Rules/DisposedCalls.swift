import SwiftSyntax

/// What a file does with its bags, read in one walk: what each `disposed(by:)` ends (the call it
/// is made on, `nil` when it is not made on one), the tasks it puts in a bag, and the bags it
/// declares, whether private, and whether anything in the file reads them.
final class DisposedCalls: SyntaxVisitor {
    var subscriptions: [ExprSyntax?] = []
    /// Whether a bag of the file is given a task: `bag.insert(Task { … })`.
    var keepsTasks: Bool { !taskInsertions.isEmpty }
    /// The calls that give a bag a task.
    var taskInsertions: [FunctionCallExprSyntax] = []
    /// Whether the file names `DisposeBag`: it declares a bag of its own.
    var declaresBag = false
    /// The protocol each `disposed(by:)` in a protocol's extension is in (its extended type).
    var inProtocolExtensions: [String] = []
    /// Whether every `DisposeBag` the file names is in a `private` or `fileprivate` property's
    /// declaration, which no other file reaches.
    var namesBagOnlyPrivately = true
    /// The names of the properties that hold a `DisposeBag`.
    var bagNames: Set<String> = []
    /// Every name the file reads (`disposeBag`, `self.disposeBag`).
    var referencedNames: Set<String> = []
    private var extended: [String] = []
    private var privateBagDeclarations = 0

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extended.append(MigrationIndex.baseName(of: node.extendedType))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        extended.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        guard isPrivate, node.bindings.contains(where: { $0.trimmedDescription.contains("DisposeBag") }) else {
            return .visitChildren
        }
        privateBagDeclarations += 1
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { bagNames.insert(name) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if isPrivate, node.bindings.contains(where: { $0.trimmedDescription.contains("DisposeBag") }) {
            privateBagDeclarations -= 1
        }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "DisposeBag" { namesBag() }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "DisposeBag" { namesBag() }
        referencedNames.insert(node.baseName.text)
        return .visitChildren
    }

    private func namesBag() {
        declaresBag = true
        if privateBagDeclarations == 0 { namesBagOnlyPrivately = false }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposed", node.arguments.first?.label?.text == "by"
        {
            subscriptions.append(member.base)
            if let type = extended.last { inProtocolExtensions.append(type) }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "insert", node.arguments.count == 1,
            let task = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            task.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
        {
            taskInsertions.append(node)
        }
        return .visitChildren
    }
}

extension DisposedCalls {
    /// Whether `expression` is a subscription to one of Rx's one-result types, by its handlers'
    /// labels (`subscribe(onSuccess:onFailure:)`; `onCompleted:` and `onError:` without
    /// `onNext:`, a `Completable`'s): the runtime's streams have none, so the `Disposable` it
    /// returns is RxSwift's, and `disposeOnDeactivate(interactor:)` on it stays Uber's, through
    /// the bridge. Renamed to the runtime's `cancelOnDeactivate`, it compiled with neither
    /// library (a `Single` kept by `--keep-rx-services`, or a service the service layer keeps).
    static func subscribesToOneResult(_ expression: ExprSyntax?, in file: FileRewrite) -> Bool {
        // `let subscription = single.subscribe(onSuccess: …)`, then `subscription.dispose…`.
        if let reference = expression?.as(DeclReferenceExprSyntax.self) {
            return subscribesToOneResult(LocalScope.initializer(of: reference), in: file)
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "subscribe"
        else { return false }
        let labels = Set(FileRewrite.labels(of: call))
        if labels.contains("onSuccess") || labels.contains("onFailure") { return true }
        // A relay's stream ends too (`items.take(3).subscribe(onCompleted:)`): the runtime's.
        return file.streamKind(of: member.base) == nil && !labels.contains("onNext") && !labels.contains("with")
            && (labels.contains("onCompleted") || labels.contains("onError"))
            && labels.isSubset(of: ["onCompleted", "onError", "onDisposed"])
    }
}
