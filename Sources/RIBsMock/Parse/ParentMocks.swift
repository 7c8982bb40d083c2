import RIBsSource
import SwiftSyntax

/// Mocks generated earlier for a dependency module (`-mocks`/`--mock-filelist`): when a protocol
/// refines a protocol of that module, which the sources do not declare, its mock's members are
/// carried into the new mock, as Mockolo does.
package struct ParentMocks: Sendable {
    /// Member declarations (initialisers excluded) of each mock class, by the protocol it mocks
    /// (`LoggedInInteractableMock` → `LoggedInInteractable`).
    var membersByProtocol: [String: [String]] = [:]

    package init() {}

    /// Reads the mock classes of a generated file.
    package mutating func add(source: String) {
        // A file too deep to parse in reasonable time holds no mock ribs mock wrote.
        guard let tree = GuardedParse(source).tree else { return }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for statement in tree.statements {
            var declaration = statement.item.as(DeclSyntax.self)
            if let block = statement.item.as(IfConfigDeclSyntax.self), let first = block.clauses.first,
                case .statements(let inner)? = first.elements
            {
                for innerStatement in inner { collect(innerStatement.item.as(DeclSyntax.self), converter) }
                declaration = nil
            }
            collect(declaration, converter)
        }
    }

    private mutating func collect(_ declaration: DeclSyntax?, _ converter: SourceLocationConverter) {
        guard let mockClass = declaration?.as(ClassDeclSyntax.self), mockClass.name.text.hasSuffix("Mock") else {
            return
        }
        let protocolName = String(mockClass.name.text.dropLast("Mock".count))
        membersByProtocol[protocolName] = mockClass.memberBlock.members.compactMap { member in
            guard !member.decl.is(InitializerDeclSyntax.self) else { return nil }
            // Continuation lines keep their absolute indentation: make it relative to the member.
            let column = converter.location(for: member.decl.positionAfterSkippingLeadingTrivia).column
            let lines = member.decl.trimmedText.split(separator: "\n", omittingEmptySubsequences: false)
            return
                ([String(lines[0])]
                + lines.dropFirst().map { line in
                    String(line.dropFirst(min(column - 1, line.prefix { $0 == " " }.count)))
                }).joined(separator: "\n")
        }
    }

    /// The member declarations of `protocolName`'s mock, if one was read.
    func members(of protocolName: String) -> [String]? {
        membersByProtocol[protocolName]
    }
}
