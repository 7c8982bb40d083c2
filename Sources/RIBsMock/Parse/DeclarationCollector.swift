import RIBsSource
import SwiftSyntax

/// Collects imports and protocols. Protocols and imports cannot be declared inside bodies,
/// initial values or statements, so the walk skips those: most of an ordinary file is never
/// visited.
final class DeclarationCollector: SyntaxVisitor {
    let annotation: String
    let mockAll: Bool
    let path: String
    let lines: LineTable
    var result = ParsedMockSource()
    /// The types the walk is inside, outermost first.
    private var enclosingTypes: [String] = []
    /// How many `#if` blocks the walk is inside: imports there are kept with their block.
    private var conditionalDepth = 0

    init(annotation: String, mockAll: Bool, path: String, lines: LineTable) {
        self.annotation = annotation
        self.mockAll = mockAll
        self.path = path
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if conditionalDepth == 0 { result.imports.append(node.trimmedText) }
        return .skipChildren
    }

    /// A `#if` block at file scope keeps its imports as a block, nested blocks included.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if conditionalDepth == 0, enclosingTypes.isEmpty, let block = Self.importBlock(node) {
            result.imports.append(block)
        }
        conditionalDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigDeclSyntax) {
        conditionalDepth -= 1
    }

    /// The imports of a `#if` block, with its directives, or `nil` if it has none.
    static func importBlock(_ node: IfConfigDeclSyntax) -> String? {
        var lines: [String] = []
        var hasImport = false
        for clause in node.clauses {
            lines.append(
                ([clause.poundKeyword.text] + (clause.condition.map { [$0.trimmedText] } ?? [])).joined(
                    separator: " "))
            guard case .statements(let statements)? = clause.elements else { continue }
            for statement in statements {
                if let importDecl = statement.item.as(ImportDeclSyntax.self) {
                    lines.append(importDecl.trimmedText)
                    hasImport = true
                } else if let nested = statement.item.as(IfConfigDeclSyntax.self), let block = importBlock(nested) {
                    lines.append(block)
                    hasImport = true
                }
            }
        }
        return hasImport ? (lines + ["#endif"]).joined(separator: "\n") : nil
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedText)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(name)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var model = MockableDeclaration(
            name: node.name.text,
            accessLevel: node.modifiers.copiedAccessLevel,
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedText },
            members: node.memberBlock.members.compactMap { MemberReader.member(from: $0.decl) },
            location: FileLocation(file: path, line: location.line, column: location.column)
        )
        model.whereClause = node.genericWhereClause?.trimmedText
        model.enclosingTypes = enclosingTypes
        if let marked = annotationComment(of: node, before: node.protocolKeyword) {
            model.annotation = MockAnnotation.parse(from: marked, marker: annotation)
            if accept(model) { result.annotated.append(model) }
        }
        result.allProtocols[model.name] = model
        return .skipChildren
    }

    /// With `--mock-all`, an annotated class is mocked by a subclass overriding what it can:
    /// functions and settable properties that are neither `final`, `static` nor private.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { enclosingTypes.append(node.name.text) }
        guard mockAll, let marked = annotationComment(of: node, before: node.classKeyword) else {
            return .visitChildren
        }
        let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var model = MockableDeclaration(
            name: node.name.text,
            accessLevel: node.modifiers.copiedAccessLevel,
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedText },
            annotation: MockAnnotation.parse(from: marked, marker: annotation),
            members: node.memberBlock.members.compactMap { MemberReader.classMember(from: $0.decl) },
            location: FileLocation(file: path, line: location.line, column: location.column)
        )
        model.isClass = true
        model.isFinal = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        model.enclosingTypes = enclosingTypes
        if accept(model) { result.annotated.append(model) }
        // Classes may declare nested protocols.
        return .visitChildren
    }

    /// Whether `model`'s annotation can be written into Swift; if not, each problem is an error
    /// at the declaration, which gets no mock.
    private func accept(_ model: MockableDeclaration) -> Bool {
        let problems = model.annotation.problems(of: model.name, marker: annotation)
        result.errors += problems.map { Diagnostic(location: model.location, message: $0) }
        return problems.isEmpty
    }

    /// The annotation comment of a declaration: in its leading trivia, or between its
    /// attributes and its keyword (`@MainActor /// @mockable protocol P`).
    private func annotationComment(of node: some DeclSyntaxProtocol, before keyword: TokenSyntax) -> String? {
        var trivia = node.leadingTrivia
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.id == keyword.id {
                trivia += token.leadingTrivia
                break
            }
            trivia += token.trailingTrivia + token.leadingTrivia
        }
        return annotationComment(in: trivia)
    }

    private func annotationComment(in trivia: Trivia) -> String? {
        for piece in trivia {
            switch piece {
            case .docLineComment(let text), .lineComment(let text), .docBlockComment(let text), .blockComment(let text):
                if text.contains(annotation) { return text }
            default: continue
            }
        }
        return nil
    }
}
