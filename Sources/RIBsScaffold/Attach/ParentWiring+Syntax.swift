import Foundation
import RIBsSource
import SwiftSyntax

/// What the parent's files say, read from their syntax.
extension ParentWiring {
    // MARK: - Reading syntax

    static func inherits(_ name: String, _ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.plainName == name } ?? false
    }

    static func declaresFunction(_ name: String, in block: MemberBlockSyntax) -> Bool {
        block.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
    }

    static func declaresProperty(_ name: String, in block: MemberBlockSyntax) -> Bool {
        block.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } ?? false
        }
    }

    static func declaresLocal(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.statements.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    return identifier.identifier.text == name
                }
                // `let (a, b) = …`
                return binding.pattern.as(TuplePatternSyntax.self)?.elements.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                } ?? false
            } ?? false
        }
    }

    /// Whether the function or closure body around `node` declares a local `name`.
    static func enclosingBodyDeclares(_ name: String, around node: some SyntaxProtocol) -> Bool {
        guard let body = node.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self) }) else { return false }
        return declaresLocal(name, in: body)
    }

    /// The first call of `name(…)` in `body`.
    static func call(of name: String, in body: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        let finder = FirstCallFinder(name: name)
        finder.walk(body)
        return finder.found
    }

    /// Injects a child's builder into a parent's router: the builder's property and the child's
    /// first among the router's members, and a parameter of `initializer` that sets the builder.
    static func injectBuilder(
        _ builder: (name: String, type: String), child: (name: String, type: String), into router: ClassDeclSyntax,
        initializer: InitializerDeclSyntax, body: CodeBlockSyntax, indents: (member: String, statement: String),
        edits: inout SourceEdits
    ) {
        edits.prependMembers(
            [
                "\(indents.member)private let \(builder.name): \(builder.type)",
                "\(indents.member)private var \(child.name): \(child.type)",
            ], to: router.memberBlock)
        let parameters = initializer.signature.parameterClause.parameters
        edits.appendListElement(
            "\(builder.name): \(builder.type)", after: parameters.last,
            hasTrailingComma: parameters.last?.trailingComma != nil,
            closing: initializer.signature.parameterClause.rightParen)
        edits.insert("\n\(indents.statement)self.\(builder.name) = \(builder.name)", at: body.leftBrace.endPosition)
    }

    /// Adds `import <module>` after the file's last import, unless it imports it already.
    static func addImport(_ module: String, to path: String, in sources: inout ModuleSources) throws(ScaffoldError) {
        let file = try sources.file(path)
        let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if imports.contains(where: { $0.path.trimmedDescription == module }) { return }
        try sources.edit(path) { edits throws(ScaffoldError) in
            if let last = imports.last {
                edits.insert("\nimport \(module)", at: last.endPositionBeforeTrailingTrivia)
            } else {
                edits.insert("import \(module)\n\n", at: file.tree.positionAfterSkippingLeadingTrivia)
            }
        }
    }

    /// The indentation of a type's members: that of its first member, or the type's plus four.
    static func indentation(
        ofMembersOf declaration: some DeclGroupSyntax, path: String, in sources: inout ModuleSources
    ) throws(ScaffoldError) -> String {
        let file = try sources.file(path)
        if let first = declaration.memberBlock.members.first {
            return file.edits.indentation(of: first.positionAfterSkippingLeadingTrivia)
        }
        return file.edits.indentation(of: declaration.positionAfterSkippingLeadingTrivia) + "    "
    }

    static func statementIndentation(
        of body: CodeBlockSyntax, path: String, in sources: inout ModuleSources
    ) throws(ScaffoldError) -> String {
        let file = try sources.file(path)
        if let first = body.statements.first {
            return file.edits.indentation(of: first.positionAfterSkippingLeadingTrivia)
        }
        return file.edits.indentation(of: body.leftBrace.positionAfterSkippingLeadingTrivia) + "    "
    }

    /// The member block of the declaration the index found at `declaration`'s line.
    static func memberBlock(
        of declaration: DeclarationIndex.Declaration, in file: ModuleSources.File
    ) -> MemberBlockSyntax? {
        memberBlocks(in: file).first { $0.line == declaration.line }?.block
    }

    static func memberBlocks(in file: ModuleSources.File) -> [(
        name: String, line: Int, block: MemberBlockSyntax
    )] {
        final class Collector: SyntaxVisitor {
            let converter: SourceLocationConverter
            var found: [(name: String, line: Int, block: MemberBlockSyntax)] = []
            init(converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }
            func add(_ name: String, _ node: some DeclGroupSyntax) {
                let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
                found.append((name, line, node.memberBlock))
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.name.text, node)
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.name.text, node)
                return .visitChildren
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                add(node.extendedType.plainName, node)
                return .visitChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(converter: file.converter)
        collector.walk(file.tree)
        return collector.found
    }
}

extension SyntaxProtocol {
    /// This node or its nearest ancestor that `mapping` accepts.
    func ancestorOrSelf<T>(mapping: (Syntax) -> T?) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let mapped = mapping(current) { return mapped }
            node = current.parent
        }
        return nil
    }
}

/// Finds the first call of a name, in the order a walk meets calls.
private final class FirstCallFinder: SyntaxVisitor {
    let name: String
    var found: FunctionCallExprSyntax?
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.trimmedText == name { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}
