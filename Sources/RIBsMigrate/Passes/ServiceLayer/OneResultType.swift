import SwiftSyntax

/// Rx's one asynchronous result, as a function declares it: `Single<T>`, `Maybe<T>` or
/// `Completable` (spelled `RxSwift.Single<T>` in Mockolo's mocks, or `PrimitiveSequence<
/// SingleTrait, T>`), or an `Observable<T>` that every implementation builds from one result,
/// and the `async throws` signature it becomes.
struct OneResultType: Equatable {
    enum Kind: Equatable {
        case single
        case maybe
        case completable
        /// An `Observable<T>` that delivers one element and completes: a use case that returns
        /// a repository's `Single` `asObservable()`. Only its bodies can say so (see
        /// ``OneResultPlan``).
        case observable
    }

    let kind: Kind
    /// The element's type as written (`[Bookmark]`); `nil` for a `Completable`.
    let element: String?
    /// Whether the function is generic, so that its element may name its parameters.
    var isGeneric = false
    /// Whether the function, an `Observable`, may complete with no value, and throws
    /// `NoElementsError` there once `async` (``OneResultLowering``): its subscriptions' tasks
    /// catch it and do nothing, as the subscription completed.
    var completesEmpty = false

    /// The type a caller's value has once the function is `async` (`[Bookmark]`, `User?` for a
    /// `Maybe`), where it can be written at the call: `nil` for a generic function's, or nothing.
    var valueType: String? {
        guard !isGeneric, !returnsNothing, let element else { return nil }
        return kind == .maybe ? Self.optional(element) : element
    }

    /// The type `type` is, when it is one of Rx's one-result types and the module does not
    /// declare a type of that name (`declaredTypes`).
    init?(_ type: TypeSyntax, declaredTypes: Set<String>) {
        var name: String
        var arguments: GenericArgumentListSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            arguments = identifier.genericArgumentClause?.arguments
            guard !declaredTypes.contains(name) else { return nil }
        } else if let member = type.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "RxSwift" {
            name = member.name.text
            arguments = member.genericArgumentClause?.arguments
        } else {
            return nil
        }
        var elements = arguments.map { Array($0.map(\.argument.trimmedDescription)) } ?? []
        if name == "PrimitiveSequence", elements.count == 2 {
            switch elements[0] {
            case "SingleTrait", "RxSwift.SingleTrait": name = "Single"
            case "MaybeTrait", "RxSwift.MaybeTrait": name = "Maybe"
            default: return nil
            }
            elements.removeFirst()
        }
        switch (name, elements.count) {
        case ("Single", 1): self.init(kind: .single, element: elements[0])
        case ("Maybe", 1): self.init(kind: .maybe, element: elements[0])
        case ("Completable", 0): self.init(kind: .completable, element: nil)
        default: return nil
        }
    }

    /// The type `type` is when it is `Observable<T>` (or `RxSwift.Observable<T>`), and the module
    /// declares no `Observable` of its own: a candidate whose bodies must show it is one result.
    static func observable(_ type: TypeSyntax, declaredTypes: Set<String>) -> OneResultType? {
        let arguments: GenericArgumentListSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Observable",
            !declaredTypes.contains("Observable")
        {
            arguments = identifier.genericArgumentClause?.arguments
        } else if let member = type.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "RxSwift",
            member.name.text == "Observable"
        {
            arguments = member.genericArgumentClause?.arguments
        } else {
            return nil
        }
        guard let arguments, arguments.count == 1, let element = arguments.first else { return nil }
        return OneResultType(kind: .observable, element: element.argument.trimmedDescription)
    }

    init(kind: Kind, element: String?) {
        self.kind = kind
        self.element = element
    }

    /// Whether the function returns nothing once `async`: a `Completable`, or a `Single<Void>`.
    var returnsNothing: Bool {
        guard let element else { return true }
        return (kind == .single || kind == .observable) && (element == "Void" || element == "()")
    }

    /// The effects and result that replace `-> Single<T>`: `async throws -> T`, `async throws
    /// -> T?` for a `Maybe`, `async throws` for what returns nothing.
    var asyncSignature: String {
        if returnsNothing { return "async throws" }
        let element = element ?? "Void"
        return kind == .maybe ? "async throws -> \(Self.optional(element))" : "async throws -> \(element)"
    }

    /// `T?`, with parentheses where `T` is a function or composition type.
    private static func optional(_ type: String) -> String {
        type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
            ? "(\(type))?" : "\(type)?"
    }
}
