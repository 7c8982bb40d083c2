import RIBsSource

/// The names of a mock's members, unique within the mock, as Mockolo gives them: a function or
/// subscript is named after itself (`fetchCallCount`) unless an earlier member took that name;
/// then its argument labels are added one at a time, then its generic parameters, its `where`
/// clause, its parameter types, its result type, and last a number (`fetchUrlCallCount`,
/// `fetchUrlIntCallCount`).
///
/// Members are named in declaration order, properties first, so adding an overload never
/// renames the members declared before it. Tests written against Mockolo's mocks keep
/// compiling.
struct MemberNames {
    private var names: [MockMember: String] = [:]

    /// Names `members`; `reserved` are names already taken (a superclass's members).
    init(members: [MockMember], reserved: Set<String> = []) {
        var taken = reserved
        for case .property(let property) in Self.flattened(members) { taken.insert(property.name) }
        for member in Self.flattened(members) {
            guard names[member] == nil, let signature = Signature(member) else { continue }
            var name = signature.name
            if taken.contains(name) {
                // Most members keep their plain name: what else could name them is made only here.
                let components = signature.components
                var level = 1
                while taken.contains(Signature.name(signature.name, components, level: level)) { level += 1 }
                name = Signature.name(signature.name, components, level: level)
            }
            taken.insert(name)
            names[member] = name
        }
    }

    /// The name of a function or subscript member.
    func name(of member: MockMember) -> String {
        guard let name = names[member] else {
            preconditionFailure("MemberNames: \(member) was not among the members named")
        }
        return name
    }

    /// Members in declaration order, those of `#if` clauses where the block stands.
    private static func flattened(_ members: [MockMember]) -> [MockMember] {
        members.flatMap { member -> [MockMember] in
            if case .conditional(let clauses) = member { return clauses.flatMap { flattened($0.members) } }
            return [member]
        }
    }

    /// What can be added to a member's name, in order: worked out only for a name that is taken.
    struct Signature {
        let name: String
        private let parameters: [MockParameter]
        private let genericParameters: String?
        private let whereClause: String?
        private let returnType: String?
        private let isStatic: Bool

        init?(_ member: MockMember) {
            switch member {
            case .method(let method):
                self.init(
                    name: method.name, parameters: method.parameters, genericParameters: method.genericParameters,
                    whereClause: method.whereClause, returnType: method.returnType, isStatic: method.isStatic
                )
            case .subscriptRequirement(let requirement):
                self.init(
                    name: "subscript", parameters: requirement.parameters,
                    genericParameters: requirement.genericParameters,
                    whereClause: requirement.whereClause, returnType: requirement.returnType,
                    isStatic: requirement.isStatic
                )
            default:
                return nil
            }
        }

        init(
            name: String, parameters: [MockParameter], genericParameters: String?, whereClause: String?,
            returnType: String?, isStatic: Bool
        ) {
            self.name = name
            self.parameters = parameters
            self.genericParameters = genericParameters
            self.whereClause = whereClause
            self.returnType = returnType
            self.isStatic = isStatic
        }

        /// What is added to the name, one a level: argument labels, generic parameters, the
        /// `where` clause, parameter types, the result type, `static`.
        var components: [String] {
            var components: [String] = parameters.compactMap { parameter in
                let word = parameter.label == "_" ? parameter.name : parameter.label
                // A label the name already ends with adds nothing (`fetch(url:)` of `fetchURL`).
                if word.count >= 2, name.lowercased().hasSuffix(word.lowercased()) { return nil }
                return word.capitalizedFirst
            }
            components += MockRenderer.genericParameterList(genericParameters).map {
                $0.name.capitalizedFirst + Self.displayName($0.constraint ?? "")
            }
            if let whereClause { components.append(Self.component(ofWhereClause: whereClause)) }
            components += parameters.map { Self.displayName($0.type) }
            if let returnType { components.append(String(Self.displayName(returnType).prefix(32))) }
            if isStatic { components.append("static") }
            return components.filter { !$0.isEmpty }
        }

        /// The name at `level`: the plain name, then one more component a level, then numbers.
        static func name(_ name: String, _ components: [String], level: Int) -> String {
            guard level > 0 else { return name }
            let extra = level - components.count
            return Self.name(name, components, level: level - 1) + (extra > 0 ? String(extra) : components[level - 1])
        }

        /// `where T: KeyedAdapter, T.ID == Int` → `TKeyedAdapterTIDInt`.
        static func component(ofWhereClause clause: String) -> String {
            let requirements = clause.trimmingSpaces().dropFirst("where".count).split(separator: ",")
            return requirements.map { requirement -> String in
                let parts =
                    requirement.containsText("==")
                    ? String(requirement).components(separatedBy: "==")
                    : requirement.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return "" }
                let value = parts[1].filter { $0 != " " }.replacingAll("&", with: "And")
                return (parts[0].trimmingSpaces() + value).filter { $0 != "." }
            }.joined()
        }

        /// `[String: Int]?` → `StringIntOptional`.
        static func displayName(_ type: String) -> String {
            let separators: Set<Character> = [
                "<", ">", "[", "]", " ", ":", ",", "(", ")", "_", "-", ".", "&", "@", "#", "!", "{", "}", "+", "\"",
                "'",
            ]
            return type.replacingAll("?", with: "Optional")
                .split { separators.contains($0) }
                .map { String($0).capitalizedFirst }
                .joined()
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// Every occurrence of `target` replaced (no Foundation needed); the string itself, without a
    /// copy, when `target` does not occur (most calls).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsText(target) else { return self }
        let text = Array(utf8)
        let pattern = Array(target.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if index + pattern.count <= text.count, text[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Splits on every occurrence of `separator`.
    func components(separatedBy separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
