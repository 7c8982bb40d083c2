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

extension TriviaPiece {
    fileprivate var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
