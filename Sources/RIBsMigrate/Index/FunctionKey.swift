import SwiftSyntax

/// A function by its name and argument labels, `update(with:)`: how a call, a reference and a
/// declaration of one function are matched across a module without types.
struct FunctionKey: Hashable, CustomStringConvertible {
    let name: String
    /// One label an argument, `_` for an unlabelled one.
    let labels: [String]

    var description: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }

    /// The name of the value the function returns: `name` for `fetchName()`, `userList` for
    /// `getUserList()`, `profile` for `profile(id:)`.
    var valueName: String {
        let name = self.name.split(separator: ".").last.map(String.init) ?? self.name
        for verb in ["fetch", "get", "load", "request", "retrieve", "read", "find"] where name.hasPrefix(verb) {
            let rest = name.dropFirst(verb.count)
            guard let first = rest.first, first.isUppercase else { continue }
            return first.lowercased() + rest.dropFirst()
        }
        return name
    }

    init(name: String, labels: [String]) {
        self.name = name
        self.labels = labels
    }

    /// The key of a declared function.
    init(_ declaration: FunctionDeclSyntax) {
        self.init(
            name: declaration.name.text,
            labels: declaration.signature.parameterClause.parameters.map { $0.firstName.text })
    }

    /// The keys a call of `declaration` may have: its own, and each with some of its defaulted
    /// parameters left out (`fetch(request:)` calls `fetch(request:isLocal:)` whose `isLocal`
    /// has a default). At most four defaulted parameters are considered, which is 16 forms.
    static func callForms(of declaration: FunctionDeclSyntax) -> [FunctionKey] {
        let parameters = Array(declaration.signature.parameterClause.parameters)
        let defaulted = parameters.indices.filter { parameters[$0].defaultValue != nil }.prefix(4)
        return (0..<(1 << defaulted.count)).map { mask in
            let omitted = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let labels = parameters.indices.filter { !omitted.contains($0) }.map { parameters[$0].firstName.text }
            return FunctionKey(name: declaration.name.text, labels: labels)
        }
    }

    /// The keys a call on its type has, `API.search(_:)`, for a `static` or `class` function:
    /// each of ``callForms(of:)`` named after the type that declares it. A call on a type is
    /// matched by these only, so `Task.Event.delete(id:)`, an enum case, is never a service's
    /// `delete(id:)`. Empty for any other function.
    static func typeCallForms(of declaration: FunctionDeclSyntax) -> [FunctionKey] {
        guard declaration.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            let type = declaringType(of: declaration)
        else { return [] }
        return callForms(of: declaration).map { FunctionKey(name: "\(type).\($0.name)", labels: $0.labels) }
    }

    /// The name of the type whose body (or extension) declares `declaration`: its last component.
    private static func declaringType(of declaration: FunctionDeclSyntax) -> String? {
        var node = declaration.parent
        while let current = node {
            if let type = current.as(StructDeclSyntax.self) { return type.name.text }
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = current.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = current.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = current.as(ExtensionDeclSyntax.self) {
                return type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            if current.is(ProtocolDeclSyntax.self) || current.is(FunctionDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The key of the function `call` calls by name (`repository.user(id:)`, `load()`); `nil`
    /// for a call of anything else (a closure, a subscript's result).
    init?(_ call: FunctionCallExprSyntax) {
        guard let name = Self.calledName(call.calledExpression) else { return nil }
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        labels += call.additionalTrailingClosures.map(\.label.text)
        self.init(name: name, labels: labels)
    }

    /// The name `expression` refers to a function by: `save` of `repository.save`, or `save(_:)`.
    static func reference(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
    }

    /// The key of a function named with its labels and not called: `repository.update(with:)`
    /// passed to `flatMap`. `nil` without labels (`load` could be a property too), except for
    /// a function with none, which cannot be told from a property and is not matched.
    init?(reference expression: ExprSyntax) {
        guard let reference = Self.reference(expression), let arguments = reference.argumentNames else { return nil }
        self.init(name: reference.baseName.text, labels: arguments.arguments.map { $0.name.text })
    }

    private static func calledName(_ callee: ExprSyntax) -> String? {
        if let member = callee.as(MemberAccessExprSyntax.self) {
            // `provider.rx.request(_:)` is RxSwift's `Reactive` extension of a library's type
            // (Moya's, RxCocoa's), never the module's function of the same name.
            // `.postWatchList(request:)`, with no base, is an enum case or a static member,
            // never a service's method of the same name.
            guard let base = member.base, !Self.isReactiveNamespace(base) else { return nil }
            // `API.search(_:)`: a static function, or an enum case, named after its type
            // (``typeCallForms(of:)``).
            if let type = Self.typeName(base) { return "\(type).\(member.declName.baseName.text)" }
            return member.declName.baseName.text
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// `Event` in `Task.Event.delete(id:)`: a call on a type is an enum case or a static
    /// function, never the service's method of the same name. `nil` for a value.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// `rx` or `x.rx`: RxSwift's `Reactive` namespace.
    private static func isReactiveNamespace(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "rx" }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rx"
    }
}
