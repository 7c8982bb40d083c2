import SwiftSyntax

/// Imports: Rx's go once nothing in the file needs them; the runtime's and Foundation's come in
/// where the file now needs them.
extension MigrationVisitor {
    func visitImport(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append(node)
        return .skipChildren
    }

    /// Called once the file has been walked, when every other rule has decided.
    func finishImports() {
        let names = Set(imports.map { $0.path.trimmedText })
        let rxImports = imports.filter { MigrationCatalog.rxModules.contains($0.path.trimmedText) }
        guard !rxImports.isEmpty || usesRuntime, !edits.isEmpty || !rxImports.isEmpty else { return }
        var added: [String] = []
        if !rxImports.isEmpty, !keepsRx, usesFoundationName,
            names.isDisjoint(with: ["Foundation", "UIKit", "AppKit", "SwiftUI", "FoundationEssentials"])
        {
            added.append("import Foundation")
        }
        if usesRuntime, !names.contains("RIBs") { added.append("import RIBs") }
        let anchor = (keepsRx ? imports.first : rxImports.first ?? imports.first)
        if !added.isEmpty {
            let position =
                anchor.map { edits.lineStart(of: $0.positionAfterSkippingLeadingTrivia) }
                ?? AbsolutePosition(utf8Offset: 0)
            edits.insert(added.map { $0 + "\n" }.joined(), at: position)
        }
        guard !keepsRx else { return }
        for rxImport in rxImports {
            let start = edits.lineStart(of: rxImport.positionAfterSkippingLeadingTrivia).utf8Offset
            var end = rxImport.endPositionBeforeTrailingTrivia.utf8Offset
            let bytes = Array(edits.original.utf8)
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
            edits.replace(start..<end, with: "")
        }
    }
}
