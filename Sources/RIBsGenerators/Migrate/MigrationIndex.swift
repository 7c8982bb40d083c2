import SwiftSyntax

/// What the codemod must know of the whole module before it rewrites a file: a relay declared
/// in one file is read in another, a step function declared in a protocol is called in a
/// workflow, a protocol is adopted by an interactor elsewhere.
struct MigrationIndex {
    /// Relays by property name: `.ambiguous` where two declarations of one name disagree.
    var relays: [String: RelayReference] = [:]
    /// Functions a workflow step calls: the ones that become `async`.
    var stepFunctions: Set<String> = []
    /// Protocols declared in the module: what they refine, and whether they are isolated.
    var protocols: [String: (inherited: [String], isIsolated: Bool)] = [:]
    /// Protocols adopted by a class of a RIB (an interactor, a router, a builder…).
    var adoptedByRIBs: Set<String> = []
    /// Type names found inside the element type of a stream or a relay.
    var flowingTypes: Set<String> = []
    /// What each struct, enum and class stores, by type name: its stored properties' types and
    /// its cases' associated values.
    var storedTypes: [String: Set<String>] = [:]
    /// Final classes with no superclass whose stored properties are all `let`: `Sendable` once
    /// what they store is.
    var immutableFinalClasses: Set<String> = []
    /// Structs and enums the module declares.
    var valueTypes: Set<String> = []
    /// Types the module declares (a module's own `Observable` is not Rx's).
    var declaredTypes: Set<String> = []
    /// Classes and what they inherit, to find the RIB classes that subclass other RIB classes.
    var classes: [String: [String]] = [:]
    /// Operators the app adds to Rx's types (`extension ObservableType { func unwrap() … }`), by
    /// name and labels: a call of `map { }` is not the app's `map(to:)`.
    var customOperators: Set<FunctionKey> = []
    /// What each type (class, struct, enum, extension) adopts.
    var adoptions: [String: Set<String>] = [:]
    /// Properties and functions the module declares with an Rx stream type (`var scores:
    /// Observable<Int>`, `func fetch() -> Single<User>`), by name: what a chain on them is.
    /// `nil` where two declarations of the name disagree.
    var streamKinds: [String: StreamKind?] = [:]
    /// Schedulers types take only to observe on, the main one by default: they go.
    var schedulers = InjectedSchedulers(trees: [])
    /// Functions declared to return a value that is not Rx's (`func execute(with id: Int) ->
    /// Bool`): a call of another function of the same name and labels may be one of these.
    var plainFunctions: Set<FunctionKey> = []
    /// Every function the module declares: a call of one is the app's, whatever its name.
    var declaredFunctions: Set<FunctionKey> = []
    /// What each stream property the module declares is made of, by name: its getter's returned
    /// expressions or its initial value; `nil` where one declaration of the name does not say (a
    /// stored stream given by the initializer). `FailureProof` reads it.
    var streamSources: [String: [ExprSyntax]?] = [:]
    /// Subjects the module fails (`subject.onError(e)`, `subject.on(.error(e))`), by name: a
    /// subject can fail, where a relay cannot.
    var failedSubjects: Set<String> = []
    /// Stream properties declared with a type that cannot fail (RxCocoa's `Driver`, `Signal`,
    /// `ControlEvent`, `ControlProperty`, RxSwift's `Infallible`), by name.
    var infallibleStreams: Set<String> = []

    init(trees: [SourceFileSyntax]) {
        let visitor = IndexVisitor(viewMode: .sourceAccurate)
        for tree in trees { visitor.walk(tree) }
        self = visitor.index
        schedulers = InjectedSchedulers(trees: trees)
        resolveRIBClasses()
        resolveMainActorProtocols()
        closeFlowingTypes()
    }

    /// Computed once the module is read: a protocol a RIB declares, then every protocol a type
    /// that adopts one of those also adopts (the type is main-actor isolated, so each of its
    /// conformances must be), and every protocol those refine, until nothing changes.
    var mainActorProtocols: Set<String> = []

    private init() {}
    fileprivate static let empty = MigrationIndex()

    private final class IndexVisitor: SyntaxVisitor {
        var index = MigrationIndex.empty
        private var stepDepth = 0

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            index.declaredTypes.insert(name)
            index.protocols[name] = (Self.inheritedNames(node.inheritanceClause), Self.hasGlobalActor(node.attributes))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            index.declaredTypes.insert(node.name.text)
            index.classes[node.name.text] = Self.inheritedNames(node.inheritanceClause)
            index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
            let stored = Self.storedProperties(node.memberBlock)
            index.storedTypes[node.name.text, default: []].formUnion(stored.flatMap(\.types))
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }),
                node.inheritanceClause == nil, stored.allSatisfy(\.isLet)
            {
                index.immutableFinalClasses.insert(node.name.text)
            }
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            index.declaredTypes.insert(node.name.text)
            index.valueTypes.insert(node.name.text)
            index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
            index.storedTypes[node.name.text, default: []].formUnion(
                Self.storedProperties(node.memberBlock).flatMap(\.types))
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            index.declaredTypes.insert(node.name.text)
            index.valueTypes.insert(node.name.text)
            index.adoptions[node.name.text, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    for parameter in element.parameterClause?.parameters ?? [] {
                        index.storedTypes[node.name.text, default: []].formUnion(Self.typeNames(in: parameter.type))
                    }
                }
            }
            return .visitChildren
        }

        /// A type's stored properties (not its statics, not computed ones): whether each is a
        /// `let`, and the type names it is written with.
        private static func storedProperties(_ members: MemberBlockSyntax) -> [(isLet: Bool, types: [String])] {
            members.members.compactMap { member -> (Bool, [String])? in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: {
                        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                    }),
                    variable.bindings.allSatisfy({ $0.accessorBlock == nil })
                else { return nil }
                let types = variable.bindings.flatMap { binding -> [String] in
                    if let annotation = binding.typeAnnotation?.type { return typeNames(in: annotation) }
                    // `let items = Items()`: the type it is made of.
                    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
                    {
                        return [callee.baseName.text]
                    }
                    return []
                }
                return (variable.bindingSpecifier.tokenKind == .keyword(.let), types)
            }
        }

        private static func typeNames(in type: TypeSyntax) -> [String] {
            type.tokens(viewMode: .sourceAccurate).filter(\.tokenKind.isIdentifier).map(\.text)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedText
            if MigrationIndex.rxExtendedTypes.contains(MigrationIndex.baseName(of: node.extendedType)) {
                for member in node.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        index.customOperators.insert(FunctionKey(function))
                    }
                }
            }
            index.adoptions[name, default: []].formUnion(Self.inheritedNames(node.inheritanceClause))
            if index.classes[name] != nil || node.inheritanceClause != nil {
                // An extension's adoptions count as the class's.
                index.classes[name, default: []].append(contentsOf: Self.inheritedNames(node.inheritanceClause))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            index.declaredFunctions.insert(FunctionKey(node))
            if let type = node.signature.returnClause?.type {
                // A function's kind apart from a property's of the same name (`func bookmarks()
                // -> Single` beside `var bookmarks: Observable`): a call reads the one, a
                // reference the other.
                let typeName = MigrationIndex.baseName(of: type)
                record(node.name.text + "()", StreamKind(typeName: typeName))
                if StreamKind(typeName: typeName) == nil, typeName != "PrimitiveSequence" {
                    index.plainFunctions.insert(FunctionKey(node))
                }
            }
            return .visitChildren
        }

        private func record(_ name: String, _ kind: StreamKind?) {
            guard let kind else { return }
            if let known = index.streamKinds[name], known != kind {
                index.streamKinds[name] = .some(nil)
            } else {
                index.streamKinds[name] = kind
            }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeName =
                    binding.typeAnnotation.map { MigrationIndex.baseName(of: $0.type) }
                    ?? binding.initializer.flatMap { MigrationIndex.constructedType($0.value) }
                if let typeName { record(name, StreamKind(typeName: typeName)) }
                if let typeName, StreamKind(typeName: typeName) == .events {
                    recordSource(of: binding, named: name, infallible: MigrationIndex.infallibleTypes.contains(typeName))
                }
                guard let typeName, let kind = MigrationCatalog.relayKinds[typeName] else { continue }
                if let known = index.relays[name], known != .relay(kind) {
                    index.relays[name] = .ambiguous
                } else {
                    index.relays[name] = .relay(kind)
                }
            }
            return .visitChildren
        }

        /// What a stream property is made of: its getter's returns, or its initial value.
        private func recordSource(of binding: PatternBindingSyntax, named name: String, infallible: Bool) {
            if infallible { index.infallibleStreams.insert(name) }
            var sources: [ExprSyntax]?
            if let value = binding.initializer?.value {
                sources = [value]
            } else if case .getter(let items)? = binding.accessorBlock?.accessors {
                sources = Self.returnedExpressions(items)
            } else if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            {
                sources = Self.returnedExpressions(body.statements)
            }
            guard let known = index.streamSources[name] else {
                index.streamSources[name] = .some(sources)
                return
            }
            index.streamSources[name] = known.flatMap { known in sources.map { known + $0 } }
        }

        /// The expressions a getter returns: its one expression, or each `return`'s; `nil` when
        /// it has a `return` without one.
        private static func returnedExpressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax]? {
            if items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) { return [expression] }
            var found: [ExprSyntax] = []
            for returned in OneResultFunctionRewrite.returns(in: Syntax(items)) {
                guard let expression = returned.expression else { return nil }
                found.append(expression)
            }
            return found.isEmpty ? nil : found
        }

        override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
            let owner = node.parent.flatMap { parent -> String? in
                if let type = parent.as(IdentifierTypeSyntax.self) { return type.name.text }
                if let type = parent.as(MemberTypeSyntax.self) { return type.name.text }
                if let expression = parent.as(GenericSpecializationExprSyntax.self) {
                    return expression.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
                return nil
            }
            guard let owner, MigrationCatalog.typeRenames[owner] != nil || MigrationCatalog.relayKinds[owner] != nil
            else { return .visitChildren }
            for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                index.flowingTypes.insert(token.text)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "onError"
                    || (member.declName.baseName.text == "on" && node.arguments.first?.expression.trimmedDescription
                        .hasPrefix(".error") == true),
                let receiver = member.base.map({ MigrationIndex.lastName(of: $0) })
            {
                index.failedSubjects.insert(receiver)
            }
            if MigrationIndex.calledName(node) == "onStep" { stepDepth += 1 }
            if stepDepth > 0, let name = MigrationIndex.calledName(node), name != "onStep" {
                index.stepFunctions.insert(name)
            }
            return .visitChildren
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            if MigrationIndex.calledName(node) == "onStep" { stepDepth -= 1 }
        }

        static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        }

        static func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { element in
                guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
                return name == "MainActor" || name.hasSuffix("Actor")
            }
        }
    }

    /// RxCocoa's and RxSwift's stream types that cannot fail, by their contract.
    static let infallibleTypes: Set<String> = ["Driver", "Signal", "ControlEvent", "ControlProperty", "Infallible"]

    /// Rx's types an app extends with operators of its own.
    static let rxExtendedTypes: Set<String> = [
        "ObservableType", "Observable", "ObservableConvertibleType", "PrimitiveSequence",
    ]

    /// `BehaviorRelay` for `BehaviorRelay<Int>`, `RxSwift.BehaviorRelay<Int>` or `Observable<T>?`.
    static func baseName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseName(of: unwrapped.wrappedType)
        }
        return type.trimmedText
    }

    /// The type an initializer constructs: `BehaviorRelay` for `BehaviorRelay<Int>(value: 0)`
    /// or `ReplaySubject<Int>.create(bufferSize: 1)`.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base { called = base }
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `subject` for `subject`, `self.subject` or `self?.subject`.
    static func lastName(of expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
        return expression.trimmedDescription
    }

    /// The name a call calls: `onStep` for `self.onStep { … }` and `onStep { … }`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension TokenKind {
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
