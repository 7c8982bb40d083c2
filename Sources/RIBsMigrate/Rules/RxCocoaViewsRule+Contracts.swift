import RIBsSource
import SwiftSyntax

/// What a view bound with RxCocoa knows of the view-model contracts it meets (``ContractTypes``):
/// the type aliases and the functions its protocols declare (`typealias Output =
/// EditStartInteractor.Output`, `func transform(input: Input) -> Output`), and its locals that
/// hold a migrated contract (`let output = listener.transform(input: input)`).
struct ViewContracts {
    var typeAliases: [String: String] = [:]
    /// What each function the file's protocols declare returns, by name, as written.
    var results: [String: String] = [:]
    /// The types of those functions' parameters, by the function's name and the label.
    var parameters: [String: [String: String]] = [:]
    /// Each local holding a contract whose file is migrated, with the contract's `Events` properties.
    var locals: [String: Set<String>] = [:]
    /// The type each parameter of the file's functions is declared with, by name, as written.
    var parameterTypes: [String: String] = [:]

    init() {}

    init(_ tree: SourceFileSyntax) {
        final class Reader: SyntaxVisitor {
            var contracts = ViewContracts()

            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                contracts.typeAliases[node.name.text] = node.initializer.value.trimmedDescription
                return .skipChildren
            }

            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                for function in node.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
                    if let result = function.signature.returnClause?.type.trimmedDescription {
                        contracts.results[function.name.text] = result
                    }
                    for parameter in function.signature.parameterClause.parameters {
                        contracts.parameters[function.name.text, default: [:]][parameter.firstName.text] =
                            parameter.type.trimmedDescription
                    }
                }
                return .visitChildren
            }
        }
        let reader = Reader(viewMode: .sourceAccurate)
        reader.walk(tree)
        self = reader.contracts
    }
}

extension RxCocoaViewsRule {
    /// The `Events` properties of the contract `written` names (through the file's type aliases),
    /// where its file is migrated.
    func contractStreams(ofType written: String) -> Set<String>? {
        let name = written.filter { !$0.isWhitespace }
        return file.contractTypes.migratedStreams(ofType: contracts.typeAliases[name] ?? name)
    }

    /// `let input: EditStartInteractor.Input = .init(loadData: rx.viewWillAppear.map { _ in }, …)`:
    /// the view's RxSwift streams handed to a contract whose properties are `Events` now, each
    /// through ``eventsBridge`` (`….asEvents()`).
    func bridgeContractArguments(of call: FunctionCallExprSyntax) {
        guard let type = constructedType(by: call), let streams = contractStreams(ofType: type) else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text, streams.contains(label) else { continue }
            let expression = argument.expression
            // `.never()`, `.just(())`: resolved on `Events` now, as they are.
            if let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                ?? expression.as(MemberAccessExprSyntax.self), member.base == nil
            {
                continue
            }
            let isOperand =
                !(expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
                || expression.is(DeclReferenceExprSyntax.self))
            if isOperand { file.edits.insert("(", at: expression.positionAfterSkippingLeadingTrivia) }
            file.edits.insert((isOperand ? ")" : "") + ".asEvents()", at: expression.endPositionBeforeTrailingTrivia)
            bridgedToEvents = true
            file.usesRuntime = true
        }
    }

    /// The type `call` makes: `Input(…)`, `EditStartInteractor.Input(…)`, or `.init(…)` where the
    /// value is declared with its type.
    private func constructedType(by call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            if let base = member.base { return base.trimmedDescription }
            // `listener.transform(input: .init(…))`: the parameter's type, as the protocol says.
            if let argument = call.parent?.as(LabeledExprSyntax.self),
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let function = outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                return contracts.parameters[function]?[argument.label?.text ?? "_"]
            }
            return call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
                .typeAnnotation?.type.trimmedDescription
        }
        let written = call.calledExpression.trimmedDescription
        guard let last = written.split(separator: ".").last?.first, last.isUppercase,
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        return written
    }

    /// `let output = listener.transform(input: input)`: the local holds a migrated contract when
    /// the function's result, as the file's protocol declares it, is one (or when the local is
    /// declared with such a type). Any other local of that name is forgotten.
    func noteContractLocal(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        var type = binding.typeAnnotation?.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        if type == nil, var value = binding.initializer?.value {
            if let tried = value.as(TryExprSyntax.self) { value = tried.expression }
            if let awaited = value.as(AwaitExprSyntax.self) { value = awaited.expression }
            if let call = value.as(FunctionCallExprSyntax.self) { type = resultType(of: call) }
        }
        contracts.locals[name] = type.flatMap(contractStreams(ofType:))
    }

    /// What `call` returns: as the file's protocols declare the function, else as the type of its
    /// receiver does (`listener.transform(input:)`, with `listener` a property or a parameter of a
    /// protocol another file declares, the interactor's own or one every view model shares).
    private func resultType(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let function = member.declName.baseName.text
        if let declared = contracts.results[function] { return declared }
        var receiver = member.base
        while let wrapped = receiver?.as(OptionalChainingExprSyntax.self)?.expression
            ?? receiver?.as(ForceUnwrapExprSyntax.self)?.expression
        {
            receiver = wrapped
        }
        if let property = receiver?.as(MemberAccessExprSyntax.self), property.base?.trimmedDescription == "self" {
            receiver = ExprSyntax(DeclReferenceExprSyntax(baseName: property.declName.baseName))
        }
        guard let name = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = contracts.parameterTypes[name] ?? propertyTypes[name]
        else { return nil }
        return file.contractTypes.result(of: type.filter { $0 != "?" && $0 != "!" } + "." + function)
    }

    /// `func bind(_ output: EditStartInteractor.Output)`: a parameter of a migrated contract's type.
    func noteContractParameter(_ parameter: FunctionParameterSyntax) {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_" else { return }
        contracts.parameterTypes[name] = parameter.type.trimmedDescription
        contracts.locals[name] = contractStreams(
            ofType: parameter.type.trimmedDescription.filter { $0 != "?" && $0 != "!" })
    }

    /// `guard let output = listener?.transform(input: input)`: as ``noteContractLocal(_:)`` for a
    /// value bound by a condition.
    func noteContractCondition(of call: FunctionCallExprSyntax) {
        guard
            let condition = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
                OptionalBindingConditionSyntax.self),
            let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        let type = condition.typeAnnotation?.type.trimmedDescription ?? resultType(of: call)
        contracts.locals[name] = type.flatMap(contractStreams(ofType:))
    }

    /// `output.cells`, an `Events` property of a migrated contract the view holds: read through
    /// the bridge (`output.cells.asObservable()`), as the RIB's relays are.
    func isContractRead(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), var base = member.base else { return false }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        // A property the view keeps it in: `self.output`, `self?.output` in a closure.
        if let property = base.as(MemberAccessExprSyntax.self),
            ["self", "self?", "self!"].contains(property.base?.trimmedDescription ?? "")
        {
            base = ExprSyntax(DeclReferenceExprSyntax(baseName: property.declName.baseName))
        }
        guard let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let streams = contracts.locals[local]
        else { return false }
        return streams.contains(member.declName.baseName.text)
    }

    /// Reads `member` through the bridge, if it is a contract's stream not read so already.
    func bridgeContractRead(_ member: MemberAccessExprSyntax) {
        guard isContractRead(ExprSyntax(member)) else { return }
        bridged = true
        if let next = member.parent?.as(MemberAccessExprSyntax.self), next.declName.baseName.text == "asObservable" {
            return
        }
        file.edits.insert(".asObservable()", at: member.endPositionBeforeTrailingTrivia)
        file.usesRuntime = true
    }
}
