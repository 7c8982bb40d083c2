import SwiftSyntax

/// Spellings Swift 5 accepted and Swift 6 mode refuses or warns about, which real apps on Uber's
/// RIBs are full of: the codemod takes the module to Swift 6, so it fixes them too.
extension MigrationVisitor {
    /// `private (set)`: whitespace between a modifier and its detail is an error in Swift 6
    /// ("extraneous whitespace between attribute name and '('").
    func joinModifierDetail(_ node: DeclModifierSyntax) {
        guard let detail = node.detail else { return }
        let gap =
            node.name.endPositionBeforeTrailingTrivia
            .utf8Offset..<detail.positionAfterSkippingLeadingTrivia
            .utf8Offset
        guard !gap.isEmpty, node.name.trailingTrivia.allSatisfy(\.isSpaceOrTab),
            detail.leadingTrivia.allSatisfy(\.isSpaceOrTab)
        else { return }
        edits.replace(gap, with: "")
    }

    /// `protocol P: class`: deprecated since Swift 4 and a warning in Swift 6; `AnyObject` says
    /// the same.
    func replaceClassConstraint(_ node: ClassRestrictionTypeSyntax) {
        replace(node, with: "AnyObject")
    }
}

extension MigrationVisitor {
    /// `class Defaults<Value>` whose members are `Observable<Value>` or `BehaviorRelay<Value>`:
    /// the runtime's streams and relays hand their elements between isolations, so each
    /// generic parameter they carry is made `Sendable` (`Value: Sendable`, `Value: Codable &
    /// Sendable`), as a concrete type that flows through one is.
    func constrainStreamedGenericParameters(
        _ clause: GenericParameterClauseSyntax?, members: MemberBlockSyntax
    ) {
        guard let clause, !keepsRxStreams else { return }
        let names = Set(clause.parameters.map(\.name.text))
        let finder = StreamedParameterFinder(parameters: names)
        finder.walk(members)
        for parameter in clause.parameters where finder.found.contains(parameter.name.text) {
            if let inherited = parameter.inheritedType {
                guard !inherited.trimmedDescription.contains("Sendable") else { continue }
                edits.insert(" & Sendable", at: inherited.endPositionBeforeTrailingTrivia)
            } else {
                edits.insert(": Sendable", at: parameter.name.endPositionBeforeTrailingTrivia)
            }
        }
    }
}

/// The generic parameters named as the element of an Rx stream or relay type (`Observable<T>`).
private final class StreamedParameterFinder: SyntaxVisitor {
    let parameters: Set<String>
    var found: Set<String> = []

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard MigrationCatalog.typeRenames[node.name.text] != nil, let arguments = node.genericArgumentClause
        else { return .visitChildren }
        for argument in arguments.arguments {
            let name = argument.argument.trimmedDescription
            if parameters.contains(name) { found.insert(name) }
        }
        return .visitChildren
    }
}

extension TriviaPiece {
    fileprivate var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
