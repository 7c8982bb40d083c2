import Foundation
import RIBsSource
import SwiftSyntax

/// The types a module's sources declare, and where: what `ribs new` checks a name against and
/// `ribs attach` finds a RIB's files with.
package struct DeclarationIndex: Sendable {
    /// A declared type (or an extension of one): its kind keyword, name, what it inherits or
    /// conforms to, file and line.
    package struct Declaration: Equatable, Sendable {
        package var kind: String
        package var name: String
        package var inherited: [String]
        package var file: String
        package var line: Int
        /// A protocol marked `/// @mockable`, whose mock the plugin writes.
        package var isMockable = false
        /// A type marked `@main`: the module's entry point.
        package var isEntryPoint = false
    }

    /// A file as the index parsed it, kept for `ribs attach`, which edits some of them: each
    /// file is parsed once.
    package struct ParsedFile: Sendable {
        package let text: String
        package let tree: SourceFileSyntax
        package let converter: SourceLocationConverter
    }

    package private(set) var declarations: [Declaration] = []
    /// The files parsed, by path, when the index was asked to keep them.
    package private(set) var parsedFiles: [String: ParsedFile] = [:]
    private var keepsParsedFiles = false
    /// Files left unread because their brackets nest too deep to parse (``BracketDepth``), with
    /// the place of the first bracket too deep.
    package private(set) var unread: [FileLocation] = []

    /// Reads every `.swift` file under `folder` (hidden folders and `.build` aside); with
    /// `keepingParsedFiles`, keeps each file's text and syntax tree (``parsedFiles``).
    package init(folder: String, keepingParsedFiles: Bool = false) {
        keepsParsedFiles = keepingParsedFiles
        for path in SwiftFiles.under(folder) ?? [] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            add(source: text, path: path)
        }
    }

    package init() {}

    package mutating func add(source: String, path: String) {
        let tree: SourceFileSyntax
        switch GuardedParse(source) {
        case .tooDeep(let line, let column):
            unread.append(FileLocation(file: path, line: line, column: column))
            return
        case .tree(let parsed): tree = parsed
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let collector = TypeCollector(path: path, converter: converter)
        collector.walk(tree)
        declarations += collector.found
        if keepsParsedFiles { parsedFiles[path] = ParsedFile(text: source, tree: tree, converter: converter) }
    }

    /// Stops with the first file the index could not read: a scaffold planned without it could
    /// clash with what it declares.
    func requireEveryFileRead(_ layout: PackageLayout) throws(ScaffoldError) {
        guard let place = unread.first else { return }
        throw ScaffoldError(
            "\(layout.relative(place.file)):\(place.line):\(place.column): \(BracketDepth.message). Nothing was written."
        )
    }

    /// The first declaration of a type named `name` (not an extension of it).
    package func first(named name: String) -> Declaration? {
        declarations.first { $0.name == name && $0.kind != "extension" }
    }

    private final class TypeCollector: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var found: [Declaration] = []

        init(path: String, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func add(
            _ kind: String, _ name: String, _ node: some SyntaxProtocol, _ clause: InheritanceClauseSyntax?,
            attributes: AttributeListSyntax? = nil
        ) {
            let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            let inherited = clause?.inheritedTypes.map { $0.type.plainName } ?? []
            var declaration = Declaration(kind: kind, name: name, inherited: inherited, file: path, line: line)
            declaration.isMockable = kind == "protocol" && node.leadingTrivia.description.contains("@mockable")
            declaration.isEntryPoint =
                attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
                ?? false
            found.append(declaration)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add("class", node.name.text, node, node.inheritanceClause, attributes: node.attributes)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add("struct", node.name.text, node, node.inheritanceClause, attributes: node.attributes)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add("enum", node.name.text, node, node.inheritanceClause, attributes: node.attributes)
            return .visitChildren
        }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add("actor", node.name.text, node, node.inheritanceClause, attributes: node.attributes)
            return .visitChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add("protocol", node.name.text, node, node.inheritanceClause)
            return .skipChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            add("typealias", node.name.text, node, nil)
            return .skipChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add("extension", node.extendedType.plainName, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
