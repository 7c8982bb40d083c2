import RIBsSource
import SwiftSyntax

extension MockAnnotation {
    /// What in this annotation cannot be written into Swift, each with its fix: a mock name that
    /// is not a type name, a module prefix that is not a module name, a typealias that is not a
    /// type, a modifier that is not a declaration modifier.
    ///
    /// The values are copied into the mock as they are written, so a slip in a comment would
    /// otherwise become a generated file that does not compile, far from its cause. Checked
    /// here, it is an error at the annotated declaration, and that declaration gets no mock.
    func problems(of declaration: String, marker: String) -> [String] {
        let place = "in the \(marker) annotation of \(declaration)"
        var problems: [String] = []
        if let name = mockName, !Self.isTypeName(name) {
            problems.append(
                "override: name = \(String(reflecting: name)) \(place) is not a Swift type name; "
                    + "write an identifier, such as \(declaration)Mock")
        }
        if let module = moduleName,
            !module.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Self.isTypeName(String($0)) })
        {
            problems.append(
                "module: prefix = \(String(reflecting: module)) \(place) is not a module name; "
                    + "write the name of the module that declares \(declaration)")
        }
        for (name, type) in typealiases.sorted(by: { $0.key < $1.key }) where !Self.isType(type) {
            // Swift, but refused before parsing: say why, not that it is no type.
            let why =
                BracketDepth.firstTooDeep(in: type) != nil
                ? "is not read: " + BracketDepth.message : "is not a type; write one, such as Int"
            problems.append("typealias: \(name) = \(String(reflecting: type)) \(place) \(why)")
        }
        for (property, modifier) in modifiers.sorted(by: { $0.key < $1.key }) where !Self.isModifier(modifier) {
            problems.append(
                "modifiers: \(property) = \(String(reflecting: modifier)) \(place) is not a declaration modifier; "
                    + "write one, such as weak")
        }
        for (property, subject) in streamSubjects.sorted(by: { $0.key < $1.key })
        where !["BehaviorSubject", "ReplaySubject", "PublishSubject"].contains(subject) {
            problems.append(
                "rx: \(property) = \(String(reflecting: subject)) \(place) is not one of Rx's subjects; "
                    + "write BehaviorSubject or ReplaySubject (a late subscriber gets the latest element) or PublishSubject"
            )
        }
        return problems
    }

    /// Whether `text` declares a type of exactly that name: an identifier, backticks allowed.
    static func isTypeName(_ text: String) -> Bool {
        guard let declaration: StructDeclSyntax = onlyDeclaration(in: "struct \(text) {}") else { return false }
        return declaration.name.text == text
    }

    /// Whether `text` is one type, written as it would be after `typealias T =`.
    static func isType(_ text: String) -> Bool {
        guard let declaration: TypeAliasDeclSyntax = onlyDeclaration(in: "typealias T = \(text)") else { return false }
        return declaration.genericWhereClause == nil && declaration.initializer.value.trimmedDescription == text
    }

    /// Whether `text` is only declaration modifiers (`weak`, `nonisolated(unsafe)`), written
    /// before a stored property.
    static func isModifier(_ text: String) -> Bool {
        guard let type: ClassDeclSyntax = onlyDeclaration(in: "class C { \(text) var x: Int? }"),
            type.memberBlock.members.count == 1,
            let property = type.memberBlock.members.first?.decl.as(VariableDeclSyntax.self)
        else { return false }
        return property.attributes.isEmpty && property.modifiers.trimmedDescription == text
    }

    /// The one declaration `source` holds, if it parses without error and is of type `T`. The
    /// guard matters here: an annotation's values come from a comment, which the file's own
    /// guard does not read.
    private static func onlyDeclaration<T: DeclSyntaxProtocol>(in source: String) -> T? {
        guard let file = GuardedParse(source).tree, !file.hasError, file.statements.count == 1 else { return nil }
        return file.statements.first?.item.as(T.self)
    }
}
