import RIBsSource

/// The ancestors of one protocol, found by one depth-first walk from it.
struct InheritanceWalk {
    /// Every protocol it refines, directly or not, by bare name (module prefixes dropped), itself
    /// included; parents the sources do not declare (`Sendable`, `Routing`) are in it too.
    private(set) var ancestors: Set<String> = []
    /// The declared protocols, itself first, in depth-first order.
    private(set) var declared: [MockableDeclaration] = []
    /// Ancestors the sources do not declare, in the order the walk met them.
    private(set) var undeclaredAncestors: [String] = []

    init(of model: MockableDeclaration, in protocols: ProtocolTable) {
        visit(model, protocols)
    }

    init(of name: String, in protocols: ProtocolTable) {
        if let model = protocols[name] {
            visit(model, protocols)
        } else {
            ancestors.insert(name)
        }
    }

    private mutating func visit(_ model: MockableDeclaration, _ protocols: ProtocolTable) {
        guard ancestors.insert(model.name).inserted else { return }
        declared.append(model)
        for parent in model.inheritedTypes.flatMap(Self.protocolNames) {
            if let declaration = protocols[parent] {
                visit(declaration, protocols)
            } else if ancestors.insert(parent).inserted {
                undeclaredAncestors.append(parent)
            }
        }
    }

    /// `Auth.Session & Sendable` → `Session`, `Sendable`.
    static func protocolNames(in inheritedType: String) -> [String] {
        inheritedType.split(separator: "&").map { part in
            let name = part.trimmingSpaces()
            return name.split(separator: ".").last.map(String.init) ?? name
        }
    }

    /// The global actor the first isolated ancestor declares, if any.
    var inheritedGlobalActor: String? {
        declared.dropFirst().lazy.compactMap(\.globalActor).first
    }

    /// The protocol's own requirements, then its parents' (depth first, each protocol once),
    /// without repeating a requirement two parents share, leaving out the protocols in
    /// `excluded`.
    func members(excluding excluded: Set<String>) -> [MockMember] {
        var members: [MockMember] = []
        var seen: Set<MockMember> = []
        for model in declared where !excluded.contains(model.name) {
            for member in model.members where seen.insert(member).inserted { members.append(member) }
        }
        return members
    }
}
