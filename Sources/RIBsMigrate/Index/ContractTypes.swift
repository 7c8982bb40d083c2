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
        }
    }

    /// The stream properties of the type `written` names, where its file is migrated: by its
    /// qualified name, or by a simple name one type of the module has.
    func migratedStreams(ofType written: String) -> Set<String>? {
        let name = written.filter { !$0.isWhitespace }
        let fields =
            byName[name]
            ?? (simpleNames[name] == 1
                ? byName.first { $0.key.split(separator: ".").last.map(String.init) == name }?.value : nil)
        guard let fields, !fields.isKept, !fields.streams.isEmpty else { return nil }
        return fields.streams
    }

    /// Reads each struct and class, with the names of the types around it.
    private final class Reader: SyntaxVisitor {
        var types: [String: Set<String>] = [:]
        private var outer: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }

        override func visitPost(_ node: StructDeclSyntax) { outer.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }

        override func visitPost(_ node: ClassDeclSyntax) { outer.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            outer.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { outer.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            outer.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { outer.removeLast() }

        private func enter(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            outer.append(name)
            let streams = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings)
                .filter {
                    $0.accessorBlock == nil
                        && $0.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Observable"
                }
                .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            types[outer.joined(separator: "."), default: []].formUnion(streams)
            return .visitChildren
        }
    }
}
