import Foundation
import RIBsSource
import SwiftSyntax

/// A module's source files, parsed once, with the declarations `ribs attach` edits found by
/// name, and the edits made to each file collected until the plan is complete.
struct ModuleSources {
    struct File {
        let path: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        var edits: SourceEdits
    }

    let index: DeclarationIndex
    private let layout: PackageLayout
    private(set) var files: [String: File] = [:]

    init(layout: PackageLayout) {
        self.layout = layout
        index = DeclarationIndex(folder: layout.moduleFolder, keepingParsedFiles: true)
    }

    /// The file at `path`, parsed.
    mutating func file(_ path: String) throws(ScaffoldError) -> File {
        if let file = files[path] { return file }
        // The index parsed every file of the module: each is parsed once.
        if let parsed = index.parsedFiles[path] {
            let file = File(
                path: path, tree: parsed.tree, converter: parsed.converter, edits: SourceEdits(original: parsed.text))
            files[path] = file
            return file
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ScaffoldError("\(layout.relative(path)) cannot be read.")
        }
        let tree: SourceFileSyntax
        switch GuardedParse(text) {
        case .tooDeep(let line, let column):
            throw ScaffoldError("\(layout.relative(path)):\(line):\(column): \(BracketDepth.message).")
        case .tree(let parsed): tree = parsed
        }
        let file = File(
            path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree),
            edits: SourceEdits(original: text))
        files[path] = file
        return file
    }

    mutating func edit(_ path: String, _ change: (inout SourceEdits) throws(ScaffoldError) -> Void)
        throws(ScaffoldError)
    {
        _ = try file(path)
        try change(&files[path]!.edits)
    }

    /// The declaration of `name`, of syntax type `T`, with its file; or an error saying what was
    /// expected, for a RIB that `ribs attach` cannot read.
    mutating func declaration<T: SyntaxProtocol>(
        _ name: String, as type: T.Type, expected: String
    ) throws(ScaffoldError) -> (node: T, path: String) {
        try index.requireEveryFileRead(layout)
        guard let declaration = index.first(named: name) else {
            throw ScaffoldError(
                "the module \(layout.module) declares no \(name): expected \(expected), as ribs new and Uber's template write it."
            )
        }
        let file = try file(declaration.file)
        guard let node = Self.find(name, as: type, in: Syntax(file.tree)) else {
            throw ScaffoldError(
                "\(layout.relative(declaration.file)):\(declaration.line): \(name) is a \(declaration.kind); expected \(expected)."
            )
        }
        return (node, declaration.file)
    }

    /// The member blocks of every extension of `name` in the module, in the index's order: a
    /// component extension that an earlier attach wrote (`RootComponent+Feed.swift`).
    mutating func extensionMembers(of name: String) throws(ScaffoldError) -> [MemberBlockSyntax] {
        var blocks: [MemberBlockSyntax] = []
        var read: Set<String> = []
        for declaration in index.declarations where declaration.kind == "extension" && declaration.name == name {
            guard read.insert(declaration.file).inserted else { continue }
            blocks += try file(declaration.file).tree.statements.compactMap { statement in
                guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                    extensionDecl.extendedType.plainName == name
                else { return nil }
                return extensionDecl.memberBlock
            }
        }
        return blocks
    }

    /// `file:line` of a node, for messages.
    mutating func place(of node: some SyntaxProtocol, in path: String) -> String {
        guard let file = try? file(path) else { return layout.relative(path) }
        let line = node.startLocation(converter: file.converter, afterLeadingTrivia: true).line
        return "\(layout.relative(path)):\(line)"
    }

    /// Every declaration (type or extension) that lists one of `names` among what it inherits.
    func declarations(inheritingAnyOf names: Set<String>) -> [DeclarationIndex.Declaration] {
        index.declarations.filter { !names.isDisjoint(with: $0.inherited) }
    }

    /// The edited files, with their new text, in path order; the lines the edits wrote are
    /// broken at the project's width (``LineWidth``), the user's own lines kept as they are.
    var changes: [FileSetWriter.Change] {
        files.values.filter { !$0.edits.isEmpty }.sorted { $0.path < $1.path }.map {
            let (text, lines) = $0.edits.appliedWithChangedLines()
            return FileSetWriter.Change(path: $0.path, contents: LineWidth.reflow(text, lines: lines))
        }
    }

    private static func find<T: SyntaxProtocol>(_ name: String, as type: T.Type, in root: Syntax) -> T? {
        let finder = NamedDeclarationFinder(name: name)
        finder.walk(root)
        return finder.found?.as(type)
    }
}

/// Finds the first declaration named `name`, outside function bodies.
private final class NamedDeclarationFinder: SyntaxAnyVisitor {
    let name: String
    var found: Syntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let declaration = node.asProtocol((any NamedDeclSyntax).self), declaration.name.text == name {
            found = node
            return .skipChildren
        }
        return node.is(CodeBlockSyntax.self) ? .skipChildren : .visitChildren
    }
}
