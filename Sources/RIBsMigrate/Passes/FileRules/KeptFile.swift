import SwiftSyntax

/// Why a file keeps its streams on RxSwift, as the file rules decide it: the first reason found,
/// each named at its place. A file with none is migrated.
struct KeptFile {
    var reactor: InheritedTypeSyntax?
    var reactorView: Syntax?
    var reactorGeneric: Syntax?
    var keptProtocol: ProtocolDeclSyntax?
    var view = false
    var traits: Syntax?
    var library: ImportDeclSyntax?
    /// An extension, in a file of its own, of a type whose file keeps its streams
    /// (``FileRulesPass/keptTypes``), which names Rx: it stays with the type.
    var keptTypeExtension: ExtensionDeclSyntax?
    /// A protocol with an Rx stream requirement that a class kept on RxSwift adopts (an
    /// interactor on RxCocoa's traits, whose listener Uber's template declares in the view's
    /// file): rewritten, the class would not conform.
    var adoptedProtocol: ProtocolDeclSyntax?
    /// The app's own Rx extensions (`extension Reactive where Base == PickerView`) with a stream
    /// or a relay: other files read them through `.rx`, as RxCocoa's, so they stay RxSwift's.
    var reactiveExtension: ExtensionDeclSyntax?
    /// A class such an extension in another file reads (`Base == ColumnView`).
    var reactiveBase: ClassDeclSyntax?

    /// Whether the file keeps its streams on RxSwift.
    var keepsStreams: Bool {
        reactor != nil || reactorView != nil || reactorGeneric != nil || keptProtocol != nil || view || traits != nil
            || library != nil || keptTypeExtension != nil || adoptedProtocol != nil || reactiveExtension != nil
            || reactiveBase != nil
    }

    /// The first top-level `extension Reactive` of `tree` with a member typed as one of Rx's
    /// streams or relays (`var selectedItem: Observable<Item>`), if any.
    static func reactiveExtension(in tree: SourceFileSyntax) -> ExtensionDeclSyntax? {
        reactiveExtensions(in: tree).first
    }

    /// The types such extensions of `tree` read (`where Base == ColumnView`, `where Base:
    /// ColumnView`).
    static func reactiveBases(in tree: SourceFileSyntax) -> [String] {
        reactiveExtensions(in: tree).flatMap(reactiveBases(of:))
    }

    /// The types one `extension Reactive` reads (`where Base: CLLocationManager`).
    private static func reactiveBases(of node: ExtensionDeclSyntax) -> [String] {
        node.genericWhereClause?.requirements.compactMap { requirement -> String? in
            switch requirement.requirement {
            case .sameTypeRequirement(let same) where same.leftType.trimmedDescription == "Base":
                return same.rightType.as(TypeSyntax.self).map(MigrationIndex.baseName(of:))
            case .conformanceRequirement(let conformance) where conformance.leftType.trimmedDescription == "Base":
                return MigrationIndex.baseName(of: conformance.rightType)
            default: return nil
            }
        } ?? []
    }

    /// The members of the `extension Reactive` of `trees` whose bases are all types that are no
    /// views (``isView(_:)``), each with its base: `updateLocations` of `CLLocationManager`.
    static func reactiveMembersOfNonViews(in trees: [SourceFileSyntax]) -> [String: String] {
        var members: [String: String] = [:]
        for tree in trees {
            for node in reactiveExtensions(in: tree) {
                let bases = reactiveBases(of: node)
                guard let base = bases.first, !bases.contains(where: isView) else { continue }
                // A name RxCocoa gives views too (`text`, `tap`) is read by name alone: not taken.
                for member in node.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                !rxCocoaMembers.contains(name)
                            {
                                members[name] = base
                            }
                        }
                    } else if let function = member.decl.as(FunctionDeclSyntax.self),
                        !rxCocoaMembers.contains(function.name.text)
                    {
                        members[function.name.text] = base
                    }
                }
            }
        }
        return members
    }

    /// The members of RxCocoa's `Reactive` extensions of UIKit's views and controls.
    private static let rxCocoaMembers: Set<String> = [
        "text", "attributedText", "tap", "isEnabled", "isHidden", "isSelected", "isHighlighted", "isOn", "value",
        "title", "image", "backgroundImage", "items", "itemSelected", "itemDeselected", "modelSelected",
        "modelDeselected", "itemMoved", "itemDeleted", "itemInserted", "contentOffset", "didScroll",
        "didEndDecelerating", "willBeginDragging", "didEndDragging", "date", "countDown", "selectedSegmentIndex",
        "isAnimating", "alpha", "delegate", "dataSource", "controlEvent", "controlProperty", "refreshing",
        "isRefreshing", "progress", "url", "loading", "didFinishLoad", "didStartLoad", "didFailLoad", "placeholder",
        "textColor", "tintColor", "methodInvoked", "sentMessage", "deallocated", "deallocating", "observe",
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    /// Whether the type named `name` is a view or a control, whose `.rx` RxCocoa binds: UIKit's
    /// (`UIButton`, `WKWebView`) and the app's (`ColumnView`, `RoundButton`).
    static func isView(_ name: String) -> Bool {
        MigrationCatalog.isUIKitName(name) || name.hasPrefix("WK") || name.hasPrefix("MK")
            || ["View", "Controller", "Button", "Field", "Bar", "Cell", "Control", "Label", "Switch", "Slider"]
                .contains { name.hasSuffix($0) }
    }

    /// Whether every `.rx` of `tree` reads one of `members` (``reactiveMembersOfNonViews(in:)``):
    /// the file binds no view with RxCocoa, and reads the app's own Rx extensions.
    static func readsOnlyReactiveMembers(_ tree: SourceFileSyntax, _ members: [String: String]) -> Bool {
        final class Finder: SyntaxVisitor {
            let members: [String: String]
            var own = 0
            var other = 0
            init(_ members: [String: String]) {
                self.members = members
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.declName.baseName.text == "rx" else { return .visitChildren }
                if let read = node.parent?.as(MemberAccessExprSyntax.self), read.base?.id == Syntax(node).id,
                    members[read.declName.baseName.text] != nil
                {
                    own += 1
                } else {
                    other += 1
                }
                return .visitChildren
            }
        }
        guard !members.isEmpty else { return false }
        let finder = Finder(members)
        finder.walk(tree)
        return finder.own > 0 && finder.other == 0
    }

    private static func reactiveExtensions(in tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        topLevelItems(tree.statements).compactMap { item -> ExtensionDeclSyntax? in
            guard let node = item.as(ExtensionDeclSyntax.self),
                MigrationIndex.baseName(of: node.extendedType) == "Reactive"
            else { return nil }
            let types = node.memberBlock.members.flatMap { member -> [TypeSyntax] in
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    return variable.bindings.compactMap { $0.typeAnnotation?.type }
                }
                return member.decl.as(FunctionDeclSyntax.self)?.signature.returnClause.map { [$0.type] } ?? []
            }
            let streams = types.contains { type in
                let name = MigrationIndex.baseName(of: type)
                return StreamKind(typeName: name) != nil || MigrationCatalog.relayKinds[name] != nil
            }
            return streams ? node : nil
        }
    }

    /// The classes a file declares at its top level: what holds the subjects and relays an
    /// extension in another file reads (an interactor, a reactor). A struct or an enum there (a
    /// section model beside a data source's import) holds none.
    static func declaredClasses(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text }
    }

    /// The protocols the top-level classes of `tree` adopt, in their declarations or in the
    /// file's extensions of them or of `keptTypes` (`extension BadgeInteractor:
    /// BadgePresentableListener`, as many apps write it), and their superclass, which names no
    /// protocol of the module. An extension of a type migrated elsewhere hands nothing on.
    static func adoptedTypes(in tree: SourceFileSyntax, extending keptTypes: Set<String>) -> [String] {
        let classes = Set(declaredClasses(in: tree)).union(keptTypes)
        return tree.statements.flatMap { statement -> [String] in
            let inherited =
                statement.item.as(ClassDeclSyntax.self)?.inheritanceClause
                ?? statement.item.as(ExtensionDeclSyntax.self).flatMap {
                    classes.contains(MigrationIndex.baseName(of: $0.extendedType)) ? $0.inheritanceClause : nil
                }
            return inherited?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        }
    }

    /// The items of `statements`, and of the `#if` blocks among them (iTime's
    /// `#if os(iOS) || os(tvOS)` around a whole file).
    private static func topLevelItems(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        statements.flatMap { statement -> [CodeBlockItemSyntax.Item] in
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [statement.item] }
            return conditional.clauses.flatMap { clause -> [CodeBlockItemSyntax.Item] in
                guard case .statements(let inner)? = clause.elements else { return [] }
                return topLevelItems(inner)
            }
        }
    }

    /// The first protocol `tree` declares of `names` that requires an Rx stream (a reactor's, or
    /// a kept class's: either would no longer conform to it rewritten)
    /// (`var state: Observable<State>`), if any.
    static func protocolRequiringStreams(in tree: SourceFileSyntax, of names: Set<String>) -> ProtocolDeclSyntax? {
        guard !names.isEmpty else { return nil }
        for statement in tree.statements {
            guard let declaration = statement.item.as(ProtocolDeclSyntax.self), names.contains(declaration.name.text)
            else { continue }
            let requiresStream = declaration.memberBlock.members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.contains { binding in
                    binding.typeAnnotation.map { StreamKind(typeName: MigrationIndex.baseName(of: $0.type)) != nil }
                        ?? false
                }
            }
            if requiresStream { return declaration }
        }
        return nil
    }

    /// The first top-level extension of one of `types` in a file that names Rx (imports it, or
    /// calls a subject's or relay's member: `self.subject.onNext(x)` compiles without the import).
    static func keptTypeExtension(in tree: SourceFileSyntax, of types: Set<String>) -> ExtensionDeclSyntax? {
        guard !types.isEmpty else { return nil }
        for statement in tree.statements {
            guard let node = statement.item.as(ExtensionDeclSyntax.self),
                types.contains(MigrationIndex.baseName(of: node.extendedType))
            else { continue }
            return namesRx(tree) ? node : nil
        }
        return nil
    }

    private static func namesRx(_ tree: SourceFileSyntax) -> Bool {
        let importsRx = tree.statements.contains { statement in
            guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return module.hasPrefix("Rx") || module == "ReactorKit"
        }
        if importsRx { return true }
        let members: Set<String> = ["onNext", "onError", "onCompleted", "accept", "disposed", "asObservable", "rx"]
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            members.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        }
    }
}
