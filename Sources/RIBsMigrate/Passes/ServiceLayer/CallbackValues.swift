import Foundation
import RIBsSource
import SwiftSyntax

/// The values a rewritten `Single.create` hands to its async caller (`withSingleCallback {
/// (single: CallbackObserver<Value>) in … }`) cross isolations, so Swift 6 asks that `Value` be
/// `Sendable`. Where nothing in the module shows it is (a library's type, or a struct holding
/// one, as Apollo's generated queries), the rewrite is kept and the value is named at its line: a person declares what they
/// know of that library, which the tool cannot.
enum CallbackValues {
    /// For each callback the rewrite `text` (starting at `offset` of the file) writes, the types
    /// of its value nothing shows `Sendable`, with where the callback starts.
    static func unproven(in text: String, at offset: Int, index: MigrationIndex) -> [(offset: Int, types: [String])] {
        var found: [(Int, [String])] = []
        var searchStart = text.startIndex
        while let marker = text.range(of: "CallbackObserver<", range: searchStart..<text.endIndex) {
            searchStart = marker.upperBound
            guard let type = closingType(in: text, from: marker.upperBound) else { continue }
            let unproven = names(in: type).filter { !isShownSendable($0, index: index) }
            guard !unproven.isEmpty else { continue }
            let lineStart = text[..<marker.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
            found.append((offset + text.utf8.distance(from: text.startIndex, to: lineStart), unproven))
        }
        return found
    }

    /// The text between `CallbackObserver<` and its closing `>`.
    private static func closingType(in text: String, from start: String.Index) -> String? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "<": depth += 1
            case ">":
                depth -= 1
                if depth == 0 { return String(text[start..<index]) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The named types of `type`: `Ranking` for `[GRIGAPI.GrigEntityQuery.Data.Ranking?]` (a
    /// member type by its last name), and each generic argument's.
    static func names(in type: String) -> [String] {
        final class Names: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text)
                if let arguments = node.genericArgumentClause { walk(arguments) }
                return .skipChildren
            }
        }
        let visitor = Names(viewMode: .sourceAccurate)
        if let parsed = GuardedParse.type(type) { visitor.walk(parsed) }
        return visitor.names
    }

    /// Whether the module shows `name` is `Sendable` (``SendableProof``): the standard library's,
    /// or one whose stored values all are. A struct of the module that holds a library's value
    /// (Apollo's generated `Data`) is not.
    private static func isShownSendable(_ name: String, index: MigrationIndex) -> Bool {
        SendableProof(index: index).isCertain(name)
    }
}
