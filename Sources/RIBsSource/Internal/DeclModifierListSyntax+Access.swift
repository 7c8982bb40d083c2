import SwiftSyntax

extension DeclModifierListSyntax {
    /// The access a generated declaration copies: `public` (for `public` and `open`),
    /// `package`, or nothing (internal, and what is less).
    package var copiedAccessLevel: String {
        for modifier in self {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            default: continue
            }
        }
        return ""
    }
}
