import SwiftSyntax

/// Walks a file once and hands each node to every file rule, in the registry's order, naming
/// each edit a rule records after it (``FileRewrite/attribute(to:)``).
final class RuleWalker: SyntaxVisitor {
    private let file: FileRewrite
    private let rules: [FileRule]
    private let ids: [RuleID]

    init(file: FileRewrite, rules: [FileRule]) {
        self.file = file
        self.rules = rules
        ids = rules.map { type(of: $0).id }
        super.init(viewMode: .sourceAccurate)
    }

    /// Runs every rule over `tree`: `start`, the walk, then `finish` in the registry's reverse
    /// order, so the rule that sees imports first (and decides them from every other rule's
    /// findings) finishes last.
    func run(_ tree: SourceFileSyntax) {
        each(in: zip(rules, ids).map { $0 }) { $0.start(tree) }
        walk(tree)
        each(in: zip(rules, ids).reversed()) { $0.finish() }
    }

    private func each(in order: [(FileRule, RuleID)], _ body: (FileRule) -> Void) {
        for (rule, id) in order {
            file.running(id)
            body(rule)
            file.attribute(to: id)
        }
    }

    private func dispatch(_ visit: (FileRule) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        var result = SyntaxVisitorContinueKind.visitChildren
        for (rule, id) in zip(rules, ids) {
            file.running(id)
            if visit(rule) == .skipChildren { result = .skipChildren }
            file.attribute(to: id)
        }
        return result
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        dispatch { $0.visit(node) }
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: ClassRestrictionTypeSyntax) -> SyntaxVisitorContinueKind {
        dispatch { $0.visit(node) }
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { dispatch { $0.visit(node) } }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        dispatch { $0.visit(node) }
    }
}
