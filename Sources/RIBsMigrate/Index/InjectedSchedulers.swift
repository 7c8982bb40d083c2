import SwiftSyntax

/// Schedulers a type takes in its initializer only to observe on, with the main scheduler as
/// their default: the way real apps make an interactor testable with RxTest's scheduler.
///
/// ```swift
/// private let observationScheduler: SchedulerType
/// init(…, observationScheduler: SchedulerType = MainScheduler.asyncInstance) {
///     self.observationScheduler = observationScheduler
/// }
/// … .observe(on: observationScheduler) …
/// ```
///
/// The runtime delivers on the main actor, as `observe(on: MainScheduler…)` did, so the
/// property, the parameter, its assignment and each `observe(on:)` go, with the argument where a
/// caller passes a main scheduler. A property used in any other way is not one of these.
struct InjectedSchedulers {
    /// The property names, by the name of the type that declares them.
    private(set) var properties: [String: Set<String>] = [:]
    /// The initializer's labels of those parameters, by type name: what callers pass.
    private(set) var labels: [String: Set<String>] = [:]

    static let schedulerTypes: Set<String> = [
        "SchedulerType", "ImmediateSchedulerType", "any SchedulerType", "any ImmediateSchedulerType",
    ]

    /// The labels of the runtime classes' initializers: an initializer left with these would
    /// override one, which only a person can say.
    private static let runtimeInitializers: Set<[String]> = [
        [], ["presenter"], ["interactor"], ["interactor", "viewController"],
    ]

    init(trees: [SourceFileSyntax]) {
        for tree in trees {
            for declaration in Self.types(in: Syntax(tree)) {
                add(declaration.name, members: declaration.members)
            }
        }
    }

    /// Whether `name` is such a property of `type`.
    var isEmpty: Bool { properties.isEmpty }

    func isInjected(_ name: String, in type: String?) -> Bool {
        type.map { properties[$0]?.contains(name) == true } ?? false
    }

    private mutating func add(_ type: String, members: MemberBlockItemListSyntax) {
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        properties: for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first, binding.initializer == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let declared = binding.typeAnnotation?.type.trimmedDescription,
                Self.schedulerTypes.contains(declared)
            else { continue }
            var label: String?
            for initializer in initializers {
                for parameter in initializer.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    let others = initializer.signature.parameterClause.parameters.filter { $0.id != parameter.id }
                    guard Self.schedulerTypes.contains(parameter.type.trimmedDescription),
                        parameter.defaultValue.map({ MainScheduler.isNamed(by: $0.value) }) == true,
                        !Self.runtimeInitializers.contains(others.map(\.firstName.text))
                    else { continue properties }
                    label = parameter.firstName.text
                }
            }
            guard let label, Self.onlyObservedOn(name, in: members) else { continue }
            properties[type, default: []].insert(name)
            labels[type, default: []].insert(label)
        }
    }

    /// Whether every read of `name` in `members` is an assignment from the parameter of that
    /// name, or the scheduler of `observe(on:)` or `observeOn(_:)`.
    private static func onlyObservedOn(_ name: String, in members: MemberBlockItemListSyntax) -> Bool {
        for token in members.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.trimmedDescription == "self" else { continue }
                expression = ExprSyntax(member)
            }
            if isAssignment(of: name, around: expression) || isObservedOn(expression) { continue }
            return false
        }
        return true
    }

    /// `self.name = name`: either side of it.
    static func isAssignment(of name: String, around expression: ExprSyntax) -> Bool {
        guard let sequence = expression.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
            && elements[0].trimmedDescription == "self.\(name)" && elements[2].trimmedDescription == name
    }

    /// The argument of `.observe(on: scheduler)` or `.observeOn(scheduler)`.
    static func isObservedOn(_ expression: ExprSyntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        let name = member.declName.baseName.text
        return (name == "observe" && argument.label?.text == "on") || (name == "observeOn" && argument.label == nil)
    }

    /// The classes and structs of `node`, nested ones included, with their members.
    private static func types(in node: Syntax) -> [(name: String, members: MemberBlockItemListSyntax)] {
        var found: [(name: String, members: MemberBlockItemListSyntax)] = []
        if let declaration = node.as(ClassDeclSyntax.self) {
            found.append((declaration.name.text, declaration.memberBlock.members))
        } else if let declaration = node.as(StructDeclSyntax.self) {
            found.append((declaration.name.text, declaration.memberBlock.members))
        }
        for child in node.children(viewMode: .sourceAccurate) where !child.is(CodeBlockSyntax.self) {
            found += types(in: child)
        }
        return found
    }
}
