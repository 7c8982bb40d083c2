import SwiftSyntax

/// A rule of the file pass (``FileRulesPass``): it reads the nodes it overrides a method for and
/// records edits and findings in ``file``. ``RuleWalker`` walks each file once and calls every
/// rule of ``RuleRegistry/fileRules`` on each node, in the registry's order; a rule that returns
/// `.skipChildren` keeps every rule out of that node's children.
///
/// A rule says what it does in ``description``: its catalogue entries, its recipe and its
/// examples, which `MigrationRuleTests` runs rule by rule.
class FileRule {
    /// The file being rewritten, shared by the rules of one walk.
    unowned let file: FileRewrite

    required init(file: FileRewrite) {
        self.file = file
    }

    class var description: RuleDescription { fatalError("\(Self.self) must describe itself") }

    /// The rule's identifier, from its description.
    static var id: RuleID { description.id }

    /// Before the walk: a rule that decides for the whole file decides here.
    func start(_ tree: SourceFileSyntax) {}
    /// After the walk, in the registry's reverse order: a rule that needs every other rule's
    /// decision (the imports, first in the registry) decides here.
    func finish() {}

    func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: ClassRestrictionTypeSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
}
