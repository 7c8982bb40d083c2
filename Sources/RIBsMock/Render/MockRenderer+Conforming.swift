import RIBsSource

/// Mocks that conform to their protocol: a class (plain, or a subclass of a `RIBsTesting`
/// double) or an actor.
extension MockRenderer {
    /// With `isActor`, the mock is an `actor`: its handlers are `@Sendable` and set from outside
    /// through `set<Name>Handler(_:)`, as Mockolo's actor mocks are.
    func renderConforming(_ mock: ResolvedMock, superclass: String? = nil, isActor: Bool = false) -> String {
        let proto = mock.model
        let members = mock.members
        let access = mock.access
        let inheritance = superclass.map { "\($0), \(mock.conformance)" } ?? mock.conformance
        let associated = AssociatedTypes(mock)
        let keyword = isActor ? "actor" : (options.mockFinal ? "final class" : "class")
        var out = openDeclaration(
            of: mock, as: keyword, inheriting: inheritance, genericClause: associated.genericClause,
            whereClause: associated.whereClause
        )
        for (name, type) in associated.typealiases {
            out.line("    \(access)typealias \(name) = \(type)")
        }
        let properties = members.compactMap { if case .property(let property) = $0 { property } else { nil } }
        let initialisable = properties.filter {
            !$0.isStatic && ($0.isSettable || Self.streamBacking(for: $0.type) == nil && !Self.isEvents($0.type))
        }
        let requiredInits = members.compactMap {
            member -> (parameters: [MockParameter], throwsClause: String?, isAsync: Bool)? in
            if case .initializer(let parameters, let throwsClause, let isAsync) = member {
                (parameters, throwsClause, isAsync)
            } else {
                nil
            }
        }
        renderInitializers(
            properties: initialisable, access: access, callsSuper: superclass != nil,
            requiredInits: requiredInits.map { $0.parameters }, into: &out)
        // Static storage of a mock that no global actor isolates is shared mutable state: the
        // test owns it, so it is marked as such rather than rejected by Swift 6.
        let staticStorage: String =
            if case .globalActor = mock.isolation { "static " } else { "nonisolated(unsafe) static " }
        for property in properties {
            out.line("")
            renderProperty(
                property, access: access, staticStorage: staticStorage, modifier: mock.propertyModifiers[property.name],
                replays: mock.replayedStreams.contains(property.name), into: &out)
        }
        let names = MemberNames(members: members, reserved: mock.reservedNames)
        for case .method(let method) in members {
            out.line("")
            let name = names.name(of: .method(method))
            let sendableHandler = isActor && !method.isStatic
            let storage = MockStateStorage.stored(staticKeyword: staticStorage, sendableHandlers: isActor)
            renderMethod(
                method, name: name, access: access, history: proto.annotation.history, storage: storage, into: &out)
            if sendableHandler {
                let handlerType = MethodShape(method, mockName: mockName).handlerType(sendable: true)
                out.line("    \(access)func set\(name.capitalizedFirst)Handler(_ handler: \(handlerType)?) {")
                out.line("        \(name)Handler = handler")
                out.line("    }")
            }
        }
        for case .conditional(let clauses) in members {
            out.line("")
            renderConditional(
                clauses, names: names, access: access, proto: proto, staticStorage: staticStorage, into: &out)
        }
        for required in requiredInits {
            let signature = required.parameters.map {
                $0.label == $0.name ? "\($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)"
            }.joined(separator: ", ")
            let effects = (required.isAsync ? " async" : "") + (required.throwsClause.map { " \($0)" } ?? "")
            out.line("")
            out.line(
                "    \(access)required init(\(signature))\(effects) {\(superclass == nil ? " " : " super.init() ")}")
        }
        for case .subscriptRequirement(let requirement) in members {
            out.line("")
            renderSubscript(
                requirement, name: names.name(of: .subscriptRequirement(requirement)), access: access,
                storage: .stored(staticKeyword: staticStorage, sendableHandlers: false), into: &out)
        }
        for member in mock.carriedMembers {
            out.line("")
            for memberLine in member.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "    "
                out += memberLine
                out += "\n"
            }
        }
        out += "}"
        return out
    }

    /// A `#if` block of requirements, kept as a `#if` block of mock members.
    private func renderConditional(
        _ clauses: [MockConditionalClause],
        names: MemberNames,
        access: String,
        proto: MockableDeclaration,
        staticStorage: String,
        into out: inout String
    ) {
        for clause in clauses {
            out.line("    \(clause.directive)")
            var first = true
            for case .property(let property) in clause.members {
                if !first { out.line("") }
                first = false
                renderProperty(property, access: access, staticStorage: staticStorage, into: &out)
            }
            for case .method(let method) in clause.members {
                if !first { out.line("") }
                first = false
                renderMethod(
                    method, name: names.name(of: .method(method)), access: access, history: proto.annotation.history,
                    storage: .stored(staticKeyword: staticStorage, sendableHandlers: false), into: &out)
            }
            for case .conditional(let nested) in clause.members {
                renderConditional(
                    nested, names: names, access: access, proto: proto, staticStorage: staticStorage, into: &out)
            }
        }
        out.line("    #endif")
    }

    /// `init()`, and a memberwise init of the stored properties, unless a required initialiser
    /// of the protocol has the same shape.
    private func renderInitializers(
        properties: [MockProperty], access: String, callsSuper: Bool, requiredInits: [[MockParameter]],
        into out: inout String
    ) {
        if !requiredInits.contains(where: \.isEmpty) {
            out.line(callsSuper ? "    \(access)init() { super.init() }" : "    \(access)init() { }")
        }
        guard !properties.isEmpty else { return }
        let labels = properties.map(\.name)
        guard !requiredInits.contains(where: { $0.map(\.label) == labels }) else { return }
        let values = properties.map { defaultValue(for: $0.type) }
        let parameters = zip(properties, values).map { property, value in
            // A function-typed property is stored: its argument must escape.
            let type =
                Self.isFunctionType(property.type) && !property.type.containsText("@escaping")
                ? "@escaping \(property.type)" : property.type
            // A property without a default must be given: a parameter with no default.
            return value.map { "\(property.name): \(type) = \($0)" } ?? "\(property.name): \(type)"
        }
        out.line("    \(access)init(\(parameters.joined(separator: ", "))) {")
        for (property, value) in zip(properties, values) {
            if property.getterEffects != nil {
                out.line("        self.\(property.name)Handler = { \(Self.escaped(property.name)) }")
            } else {
                out.line("        self.\(value == nil ? "_" : "")\(property.name) = \(Self.escaped(property.name))")
            }
        }
        if callsSuper { out.line("        super.init()") }
        out.line("    }")
    }
}

/// How a mock meets its protocol's associated types: a typealias (the annotation's type, the
/// default, or `Any`), or a generic parameter of the mock when the protocol constrains it, with
/// the protocol's `where` requirements on it.
struct AssociatedTypes {
    private(set) var typealiases: [(String, String)] = []
    private var generics: [(name: String, constraints: [String])] = []
    private var requirements: [String] = []

    init(_ mock: ResolvedMock) {
        // The same name in two parents is one associated type: their constraints add up.
        var merged: [(MockAssociatedType, constraints: [String])] = []
        for case .associatedType(let associated) in mock.members {
            if let index = merged.firstIndex(where: { $0.0.name == associated.name }) {
                merged[index].constraints += associated.constraint.map { [$0] } ?? []
                if merged[index].0.defaultType == nil { merged[index].0.defaultType = associated.defaultType }
                if let clause = associated.whereClause {
                    merged[index].0.whereClause = (merged[index].0.whereClause.map { $0 + ", " } ?? "") + clause
                }
            } else {
                merged.append((associated, associated.constraint.map { [$0] } ?? []))
            }
        }
        let whereRequirements =
            mock.protocolWhereClauses.flatMap(Self.requirements)
            + merged.compactMap(\.0.whereClause).flatMap(Self.requirements)
        for (associated, constraints) in merged {
            if let fixed = mock.model.annotation.typealiases[associated.name] {
                typealiases.append((associated.name, fixed))
            } else if !constraints.isEmpty
                || whereRequirements.contains(where: { Self.subject(of: $0) == associated.name })
            {
                generics.append((associated.name, constraints))
            } else {
                typealiases.append((associated.name, associated.defaultType ?? "Any"))
            }
        }
        let genericNames = Set(generics.map(\.name))
        var seen: Set<String> = []
        requirements = whereRequirements.filter {
            genericNames.contains(Self.subject(of: $0)) && seen.insert($0).inserted
        }
    }

    /// `<T: Hashable & Sendable, U>`, or nothing.
    var genericClause: String {
        guard !generics.isEmpty else { return "" }
        let parameters = generics.map { generic in
            var constraints: [String] = []
            for constraint in generic.constraints where !constraints.contains(constraint) {
                constraints.append(constraint)
            }
            return constraints.isEmpty ? generic.name : "\(generic.name): \(constraints.joined(separator: " & "))"
        }
        return "<\(parameters.joined(separator: ", "))>"
    }

    /// ` where T.ID == Int`, or nothing.
    var whereClause: String {
        requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
    }

    /// `where A: B, C == D` → `["A: B", "C == D"]`.
    static func requirements(of clause: String) -> [String] {
        var text = clause.trimmingSpaces()
        if text.hasPrefix("where") { text = String(text.dropFirst("where".count)) }
        return MockRenderer.splitTopLevel(text, on: ",")
    }

    /// The associated type a requirement constrains: `T` of `T.ID == Int`.
    static func subject(of requirement: String) -> String {
        String(requirement.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
