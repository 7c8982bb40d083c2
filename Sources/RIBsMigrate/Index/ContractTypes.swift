import SwiftSyntax

/// The module's types that carry RxSwift `Observable`s between a RIB and its view: a view-model
/// interactor's `Input` (the view's taps, handed to `transform(input:)`) and `Output` (what the
/// view binds), as DailyChaCha's interactors declare them. Where the type's file is migrated, its
/// `Observable` properties become `Events`; a view bound with RxCocoa then hands its streams in
/// through `asEvents()` and reads the RIB's out through `asObservable()` (``RxCocoaViewsRule``).
struct ContractTypes {
    /// The names of a type's stored `Observable` properties, and whether its file stays on
    /// RxSwift (then they stay `Observable`s, and nothing is bridged).
    struct Fields: Equatable {
        var streams: Set<String>
        var isKept: Bool
    }

    /// By the type's name as declared, qualified by the types it is nested in
    /// (`EditStartInteractor.Input`).
    private(set) var byName: [String: Fields] = [:]
    /// How many types of the module have each simple name (`Input`): a name written without its
    /// outer type is read only where one type has it.
    private var simpleNames: [String: Int] = [:]
    /// The module's type aliases, qualified as the types are (`EditStartPresentableListener.Input`
    /// for a protocol's `typealias Input = EditStartInteractor.Input`).
    private var aliases: [String: String] = [:]
    /// What each function a type or protocol declares returns, by `Type.function`, as written,
    /// with the type it is declared in (`EditStartPresentableListener.transform` returns `Output`).
    private var results: [String: (outer: String, written: String)] = [:]

    init() {}

    /// The types of `trees`, those of the trees at `kept` staying on RxSwift.
    init(trees: [SourceFileSyntax], kept: Set<Int>) {
        for (position, tree) in trees.enumerated() {
            let reader = Reader(viewMode: .sourceAccurate)
            reader.walk(tree)
            for (name, streams) in reader.types {
                byName[name] = Fields(streams: streams, isKept: kept.contains(position))
                simpleNames[String(name.split(separator: ".").last ?? ""), default: 0] += 1
            }
            aliases.merge(reader.aliases) { first, _ in first }
            results.merge(reader.results) { first, _ in first }
        }
    }

    /// The stream properties of the type `written` names, where its file is migrated: by its
    /// qualified name (through the module's type aliases), or by a simple name one type of the
    /// module has.
    func migratedStreams(ofType written: String) -> Set<String>? {
        let name = resolved(written.filter { !$0.isWhitespace })
        let fields =
            byName[name]
            ?? (simpleNames[name] == 1
                ? byName.first { $0.key.split(separator: ".").last.map(String.init) == name }?.value : nil)
        guard let fields, !fields.isKept, !fields.streams.isEmpty else { return nil }
        return fields.streams
    }

    /// The type `Type.function` returns, qualified where it is a type nested in `Type` or one of
    /// its aliases (`EditStartInteractor.Output` for `EditStartPresentableListener.transform`).
    func result(of function: String) -> String? {
        guard let (outer, written) = results[function] else { return nil }
        let nested = resolved(outer + "." + written)
        return byName[nested] != nil ? nested : resolved(written)
    }

    /// `name` through the module's type aliases, a few levels deep.
    private func resolved(_ name: String) -> String {
        var name = name
        for _ in 0..<4 {
            guard let target = aliases[name] else { break }
            name = target
        }
        return name
    }

    /// Reads each struct, type alias and function, with the names of the types around them.
    private final class Reader: SyntaxVisitor {
        var types: [String: Set<String>] = [:]
        var aliases: [String: String] = [:]
        var results: [String: (outer: String, written: String)] = [:]
        private var outer: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }

        override func visitPost(_ node: StructDeclSyntax) { outer.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { outer.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { outer.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: ProtocolDeclSyntax) { outer.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            push(node.extendedType.trimmedDescription)
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { outer.removeLast() }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = (outer + [node.name.text]).joined(separator: ".")
            aliases[name] = node.initializer.value.trimmedDescription.filter { !$0.isWhitespace }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !outer.isEmpty, let result = node.signature.returnClause?.type.trimmedDescription {
                let type = outer.joined(separator: ".")
                results[type + "." + node.name.text] = (type, result.filter { !$0.isWhitespace })
            }
            return .skipChildren
        }

        private func push(_ name: String) -> SyntaxVisitorContinueKind {
            outer.append(name)
            return .visitChildren
        }

        /// A struct's stored `Observable` properties (`let a, b: Observable<Int>` both; an optional
        /// one too, which becomes an optional `Events`). A struct with an initialiser of its own
        /// has none here: what its parameters take is its to say, not its properties'.
        private func enter(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            outer.append(name)
            guard !members.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else {
                return .visitChildren
            }
            var streams: Set<String> = []
            for variable in members.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
                var type: TypeSyntax?
                for binding in variable.bindings.reversed() {
                    if let annotation = binding.typeAnnotation?.type { type = annotation }
                    guard binding.accessorBlock == nil, let type, MigrationIndex.baseName(of: type) == "Observable",
                        let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { continue }
                    streams.insert(property)
                }
            }
            types[outer.joined(separator: "."), default: []].formUnion(streams)
            return .visitChildren
        }
    }
}
