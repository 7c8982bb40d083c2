import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What the parser found in one source file.
public struct ParsedMockSource: Sendable {
    /// Protocols carrying the annotation, in source order.
    public var annotated: [MockableProtocol] = []
    /// Every protocol of the file by name, annotated or not: parents can be anywhere.
    public var allProtocols: [String: MockableProtocol] = [:]
    /// The file's import declarations, as written (`#if` blocks included).
    public var imports: [String] = []
    /// Syntax errors; a file with any contributes no mock.
    public var errors: [MockDiagnostic] = []
}

/// A problem in an input file, at a place a developer can jump to.
public struct MockDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// A warning (the run goes on, `--strict` included) rather than an error.
    public var isWarning = false

    /// `path:line:column: error: message`, as compilers print it.
    public var description: String { "\(location): \(isWarning ? "warning" : "error"): \(message)" }
}

/// Reads protocols marked with the mock annotation (`/// @mockable` by default) from Swift source.
public struct MockParser: Sendable {
    /// The marker in a protocol's doc comment.
    public var annotation: String
    /// Whether annotated classes are read too (`--mock-all`).
    public var mockAll: Bool

    public init(annotation: String = "@mockable", mockAll: Bool = false) {
        self.annotation = annotation
        self.mockAll = mockAll
    }

    /// Parses `source`, read from `path` (used in locations and messages).
    public func parse(_ source: String, path: String) -> ParsedMockSource {
        // A file without the word `protocol` (or, with `--mock-all`, the annotation) has nothing
        // to offer: skip the parse, as Mockolo does.
        guard source.contains("protocol") || (mockAll && source.contains(annotation)) else { return ParsedMockSource() }
        let tree = Parser.parse(source: source)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return MockDiagnostic(
                    location: SourceLocation(file: path, line: location.line, column: location.column),
                    message: diagnostic.message
                )
            }
            return ParsedMockSource(errors: errors.isEmpty ? [MockDiagnostic(location: SourceLocation(file: path, line: 1, column: 1), message: "the file does not parse")] : errors)
        }
        let visitor = ProtocolCollector(annotation: annotation, mockAll: mockAll, path: path, lines: LineTable(source))
        visitor.walk(tree)
        return visitor.result
    }
}

/// Collects imports and protocols. Protocols and imports cannot be declared inside bodies,
/// initial values or statements, so the walk skips those: most of an ordinary file is never
/// visited.
private final class ProtocolCollector: SyntaxVisitor {
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
        if conditionalDepth == 0 { result.imports.append(node.trimmedDescription) }
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
            lines.append(([clause.poundKeyword.text] + (clause.condition.map { [$0.trimmedDescription] } ?? [])).joined(separator: " "))
            guard case .statements(let statements)? = clause.elements else { continue }
            for statement in statements {
                if let importDecl = statement.item.as(ImportDeclSyntax.self) {
                    lines.append(importDecl.trimmedDescription)
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
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(name)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var model = MockableProtocol(
            name: node.name.text,
            accessLevel: Self.accessLevel(of: node.modifiers),
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription },
            members: node.memberBlock.members.compactMap { Self.member(from: $0.decl) },
            location: SourceLocation(file: path, line: location.line, column: location.column)
        )
        model.whereClause = node.genericWhereClause?.trimmedDescription
        model.enclosingTypes = enclosingTypes
        if let marked = annotationComment(of: node, before: node.protocolKeyword) {
            model.annotation = MockAnnotation.parse(from: marked, marker: annotation)
            result.annotated.append(model)
        }
        result.allProtocols[model.name] = model
        return .skipChildren
    }

    /// With `--mock-all`, an annotated class is mocked by a subclass overriding what it can:
    /// functions and settable properties that are neither `final`, `static` nor private.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { enclosingTypes.append(node.name.text) }
        guard mockAll, let marked = annotationComment(of: node, before: node.classKeyword) else { return .visitChildren }
        let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var model = MockableProtocol(
            name: node.name.text,
            accessLevel: Self.accessLevel(of: node.modifiers),
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription },
            annotation: MockAnnotation.parse(from: marked, marker: annotation),
            members: node.memberBlock.members.compactMap { Self.classMember(from: $0.decl) },
            location: SourceLocation(file: path, line: location.line, column: location.column)
        )
        model.isClass = true
        model.isFinal = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        model.enclosingTypes = enclosingTypes
        result.annotated.append(model)
        // Classes may declare nested protocols.
        return .visitChildren
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

    /// Whether a class member can be overridden from a subclass in another file.
    static func isOverridable(_ modifiers: DeclModifierListSyntax) -> Bool {
        !modifiers.contains { modifier in
            switch modifier.name.tokenKind {
            case .keyword(.final), .keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate): true
            default: false
            }
        }
    }

    static func classMember(from decl: DeclSyntax) -> MockMember? {
        if let function = decl.as(FunctionDeclSyntax.self), isOverridable(function.modifiers) {
            return member(from: decl)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              isOverridable(variable.modifiers), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        // A restricted setter (`private(set)`) cannot be observed from a subclass.
        if variable.modifiers.contains(where: { $0.detail?.detail.text == "set" }) { return nil }
        // Stored properties (with or without observers) and computed ones with a setter are
        // settable; a getter alone is not, and is left to the class.
        let isSettable: Bool = {
            switch binding.accessorBlock?.accessors {
            case nil: return true
            case .getter?: return false
            case .accessors(let list)?:
                return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }()
        guard isSettable else { return nil }
        return .property(MockProperty(name: name, type: type, isSettable: true))
    }

    static func accessLevel(of modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            default: continue
            }
        }
        return ""
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [MockParameter] {
        clause.parameters.enumerated().map { index, parameter in
            let label = parameter.firstName.text
            let name = parameter.secondName?.text ?? label
            let type = parameter.type.trimmedDescription + (parameter.ellipsis == nil ? "" : "...")
            // An unnamed parameter (`_: Int`) is named after its position, as Mockolo does.
            return MockParameter(label: label, name: name == "_" ? "_\(index)" : name, type: type)
        }
    }

    static func member(from decl: DeclSyntax) -> MockMember? {
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            return .conditional(conditional.clauses.map { clause in
                let directive = ([clause.poundKeyword.text] + (clause.condition.map { [$0.trimmedDescription] } ?? [])).joined(separator: " ")
                let members: [MockMember] = {
                    guard case .decls(let list)? = clause.elements else { return [] }
                    return list.compactMap { member(from: $0.decl) }
                }()
                return MockConditionalClause(directive: directive, members: members)
            })
        }
        if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            return .associatedType(MockAssociatedType(
                name: associated.name.text,
                constraint: associated.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }.joined(separator: " & "),
                defaultType: associated.initializer?.value.trimmedDescription,
                whereClause: associated.genericWhereClause?.trimmedDescription
            ))
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return .initializer(
                parameters: parameters(initializer.signature.parameterClause),
                throwsClause: initializer.signature.effectSpecifiers?.throwsClause?.trimmedDescription,
                isAsync: initializer.signature.effectSpecifiers?.asyncSpecifier != nil
            )
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let accessors: [String] = {
                guard case .accessors(let list)? = subscriptDecl.accessorBlock?.accessors else { return [] }
                return list.map { $0.accessorSpecifier.text }
            }()
            // A subscript's parameters have no argument label unless one is written.
            let parameters = subscriptDecl.parameterClause.parameters.enumerated().map { index, parameter in
                let label = parameter.firstName.text
                let name = parameter.secondName?.text ?? label
                return MockParameter(label: parameter.secondName == nil ? "_" : label, name: name == "_" ? "_\(index)" : name, type: parameter.type.trimmedDescription)
            }
            return .subscriptRequirement(MockSubscript(
                parameters: parameters,
                returnType: subscriptDecl.returnClause.type.trimmedDescription,
                isSettable: accessors.contains("set"),
                isStatic: isStatic(subscriptDecl.modifiers),
                genericParameters: subscriptDecl.genericParameterClause?.trimmedDescription,
                whereClause: subscriptDecl.genericWhereClause?.trimmedDescription
            ))
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            return .method(MockMethod(
                name: function.name.text,
                genericParameters: function.genericParameterClause?.trimmedDescription,
                parameters: parameters(signature.parameterClause),
                returnType: signature.returnClause?.type.trimmedDescription,
                isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
                throwsClause: signature.effectSpecifiers?.throwsClause?.trimmedDescription,
                isStatic: isStatic(function.modifiers),
                whereClause: function.genericWhereClause?.trimmedDescription,
                attributes: function.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription }
            ))
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let type = binding.typeAnnotation?.type.trimmedDescription {
            let accessors: [AccessorDeclSyntax] = {
                guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return [] }
                return Array(list)
            }()
            var property = MockProperty(
                name: name,
                type: type,
                isSettable: accessors.contains { $0.accessorSpecifier.text == "set" },
                isStatic: isStatic(variable.modifiers),
                attributes: variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription }
            )
            if let effects = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.effectSpecifiers {
                property.getterEffects = effects.trimmedDescription
            }
            return .property(property)
        }
        return nil
    }
}

/// Line and column of a UTF-8 offset, from the positions of the line breaks: what
/// `SourceLocationConverter` gives, without its walk over every token of the tree.
struct LineTable {
    private let lineStarts: [Int]

    init(_ source: String) {
        var starts = [0]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// 1-based line and UTF-8 column.
    func location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}

extension MockAnnotation {
    /// Reads `@mockable(key: a = X; b = Y; other: c = Z)`: entries separated by `;`, an entry
    /// without a key continuing the previous key.
    static func parse(from comment: String, marker: String) -> MockAnnotation {
        var annotation = MockAnnotation()
        guard let markerEnd = comment.endOfFirstOccurrence(of: marker) else { return annotation }
        let rest = comment[markerEnd...]
        guard rest.first == "(", let close = rest.lastIndex(of: ")") else { return annotation }
        let body = rest[rest.index(after: rest.startIndex)..<close]
        var key = ""
        for rawEntry in body.split(separator: ";") {
            var entry = Substring(rawEntry)
            if let colon = entry.firstIndex(of: ":"), !entry[..<colon].contains("=") {
                key = entry[..<colon].trimmingSpaces()
                entry = entry[entry.index(after: colon)...]
            }
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard parts.count == 2 else { continue }
            switch key {
            case "typealias": annotation.typealiases[parts[0]] = parts[1]
            case "override": if parts[0] == "name" { annotation.mockName = parts[1] }
            case "module": if parts[0] == "prefix" { annotation.moduleName = parts[1] }
            case "history": if parts[1] == "true" { annotation.history.insert(parts[0]) }
            case "modifiers": annotation.modifiers[parts[0]] = parts[1]
            default: continue
            }
        }
        return annotation
    }
}

extension String {
    /// The index just past the first occurrence of `needle` (no Foundation needed).
    func endOfFirstOccurrence(of needle: String) -> String.Index? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
