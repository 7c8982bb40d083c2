import SwiftSyntax

/// RxSwift's example `ActivityIndicator` (RxExample's `ActivityIndicator.swift`, which many apps
/// copy into a utility module): a class that counts the observables tracked with
/// `trackActivity(_:)` and is a `SharedSequenceConvertibleType` of `Bool`. The runtime's
/// `ActivityTracker` does what it did for `async` work.
enum ActivityIndicators {
    /// Whether `node` is that class: named `ActivityIndicator`, a `SharedSequenceConvertibleType`
    /// or with the example's `trackActivityOfObservable`.
    static func isRxSwiftsExample(_ node: ClassDeclSyntax) -> Bool {
        guard node.name.text == "ActivityIndicator" else { return false }
        let inherited = node.inheritanceClause?.inheritedTypes.map { MigrationIndex.baseName(of: $0.type) } ?? []
        if inherited.contains("SharedSequenceConvertibleType") { return true }
        return node.memberBlock.members.contains {
            $0.decl.as(FunctionDeclSyntax.self)?.name.text == "trackActivityOfObservable"
        }
    }

    /// Whether `tree` declares it: the file that is the app's copy.
    static func declaresExample(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            statement.item.as(ClassDeclSyntax.self).map(isRxSwiftsExample) ?? false
        }
    }
}
