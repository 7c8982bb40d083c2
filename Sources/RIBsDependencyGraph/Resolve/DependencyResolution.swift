import RIBsSource

/// Each requirement of each child matched to the nearest ancestor that provides it, and what
/// that takes: the requirements that pass through each RIB on the way down, the conformances
/// and forwarders each component needs, and the misses, as diagnostics at the requirement.
package struct DependencyResolution: Sendable {
    /// A requirement on its way up, with the RIBs it has passed, from the one that declared it.
    struct Need: Sendable {
        var requirement: DependencyRequirement
        var trail: Trail

        /// From the RIB nearest the parent down to the one that declared it.
        var path: [String] { trail.ribs }
    }

    /// A list shared by the needs that pass a RIB: passing one more RIB is one node, not a copy
    /// of the path (a 5,000-component module passes a quarter of a million needs up).
    final class Trail: Sendable {
        let rib: String
        let rest: Trail?

        init(_ rib: String, _ rest: Trail? = nil) {
            self.rib = rib
            self.rest = rest
        }

        var ribs: [String] {
            var ribs: [String] = []
            var node: Trail? = self
            while let current = node {
                ribs.append(current.rib)
                node = current.rest
            }
            return ribs
        }
    }

    package let graph: DependencyGraph
    /// Per dependency protocol: what its RIB's descendants need that its component does not
    /// provide and the protocol does not declare, so the parent must give it.
    package private(set) var passThrough: [String: [DependencyRequirement]] = [:]
    /// Per component: the requirements of its children it forwards from its own dependency.
    package private(set) var forwarders: [String: [DependencyRequirement]] = [:]
    package private(set) var diagnostics: [Diagnostic]
    /// What each dependency protocol asks of a parent, pass-through included, with paths.
    private var needs: [String: [Need]] = [:]
    /// What the children of each dependency struct need, declared or not, with paths.
    private var structNeeds: [String: [Need]] = [:]

    package init(graph: DependencyGraph) {
        self.graph = graph
        diagnostics = graph.diagnostics
        guard !graph.hasCycle else { return }
        for protocolName in order() { resolve(protocolName) }
        // The roots (an `EmptyDependency` component): what their children need, they provide.
        for name in graph.componentNames {
            guard let root = graph.components[name], root.dependency == nil else { continue }
            var unused: [Need] = []
            _ = resolveChildren(of: root, declared: [], all: &unused)
        }
        checkRefinements()
        checkPrivateAndUnreachable()
        diagnostics.sort { lhs, rhs in
            Diagnostic.inFileOrder(lhs, rhs) || (!Diagnostic.inFileOrder(rhs, lhs) && lhs.message < rhs.message)
        }
    }

    package var errors: [Diagnostic] { diagnostics.filter { !$0.isWarning } }

    /// What a parent must give a child whose dependency is `protocolName`.
    func needs(of protocolName: String) -> [Need] {
        needs[protocolName]
            ?? (graph.declaredRequirements[protocolName] ?? []).map {
                Need(requirement: $0, trail: Trail(DependencyGraph.ribName(protocolName)))
            }
    }

    /// Dependency protocols, children before parents.
    private func order() -> [String] {
        var ordered: [String] = []
        var done = Set<String>()
        func visit(_ protocolName: String) {
            guard done.insert(protocolName).inserted else { return }
            for component in graph.components(dependingOn: protocolName) {
                for edge in graph.edges(from: component.name) { visit(edge.child) }
            }
            ordered.append(protocolName)
        }
        // Every component's dependency and every edge's child, in the order of the components'
        // names: the same order each run, without sorting the protocols' names.
        for name in graph.componentNames {
            if let dependency = graph.components[name]?.dependency { visit(dependency) }
            for edge in graph.edges(from: name) { visit(edge.child) }
        }
        return ordered
    }

    /// Works out what `protocolName`'s RIB needs from its parent: what it declares, and what its
    /// children need that its component neither provides nor gets from what it declares.
    private mutating func resolve(_ protocolName: String) {
        let declared = graph.declaredRequirements[protocolName] ?? []
        let rib = DependencyGraph.ribName(protocolName)
        let trail = Trail(rib)
        var all = declared.map { Need(requirement: $0, trail: trail) }
        var passing: [DependencyRequirement] = []
        for component in graph.components(dependingOn: protocolName) {
            passing += resolveChildren(of: component, declared: declared, all: &all)
        }
        passThrough[protocolName] = passing
        // Nothing passes through a dependency struct: its parent gives what it declares, and what
        // it lacks is an error at the struct (`notInStruct`), not a need of its parent. Its needs
        // are kept whole for that error's path.
        if graph.protocols[protocolName]?.isStruct == true {
            structNeeds[protocolName] = all
            all = Array(all.prefix(declared.count))
        }
        needs[protocolName] = all
    }

    /// The children's needs, for a component whose dependency declares `declared`: each is
    /// provided, forwarded from the dependency, or passed up; returns what is passed up.
    private mutating func resolveChildren(
        of component: ComponentDeclaration, declared: [DependencyRequirement], all: inout [Need]
    ) -> [DependencyRequirement] {
        var passing: [DependencyRequirement] = []
        var forwarded: [DependencyRequirement] = []
        var forwardedNames = Set<String>()
        // By name, first one kept: a child's needs are matched against each in constant time.
        // Filled by loops: building them from arrays of pairs asked the runtime for the pair's
        // type each time, in the debug build a plugin runs.
        var members: [String: ComponentDeclaration.Member] = [:]
        members.reserveCapacity(component.members.count)
        for member in component.members where members[member.name] == nil { members[member.name] = member }
        // What `all` holds first is what the dependency declares (see `resolve(_:)`): an index
        // below `declared.count` is the component's own dependency.
        var earlierIndex: [String: Int] = [:]
        earlierIndex.reserveCapacity(all.count * 2)
        for index in all.indices where earlierIndex[all[index].requirement.name] == nil {
            earlierIndex[all[index].requirement.name] = index
        }
        let rib = DependencyGraph.ribName(component.name)
        // A component made of a dependency struct is its RIB's scope for one child: the struct's
        // node names the RIB on the path.
        let isScope = graph.isScopeOnStruct(component.name)
        for edge in graph.edges(from: component.name) {
            for need in needs(of: edge.child) {
                let requirement = need.requirement
                if let provider = members[requirement.name] {
                    if provider.typeKey != requirement.typeKey {
                        mismatch(
                            need, provider: "\(component.name).\(provider.name): \(provider.displayType)",
                            at: provider.location)
                    }
                    continue
                }
                if forwardedNames.insert(requirement.name).inserted { forwarded.append(requirement) }
                if let index = earlierIndex[requirement.name] {
                    let earlier = all[index].requirement
                    if earlier.typeKey != requirement.typeKey {
                        let provider =
                            index < declared.count
                            ? "\(DependencyGraph.ribName(component.name))'s dependency: \(earlier.displayType)"
                            : "\(all[index].path.last ?? "")'s \(earlier.summary)"
                        mismatch(need, provider: provider, at: earlier.location)
                    }
                    continue
                }
                guard component.dependency != nil else {
                    missing(need, root: component)
                    continue
                }
                earlierIndex[requirement.name] = all.count
                all.append(Need(requirement: requirement, trail: isScope ? need.trail : Trail(rib, need.trail)))
                passing.append(requirement)
            }
        }
        forwarders[component.name] = forwarded
        return passing
    }

    // MARK: - Diagnostics

    private mutating func missing(_ need: Need, root: ComponentDeclaration) {
        let path = ([DependencyGraph.ribName(root.name)] + need.path).joined(separator: " → ")
        let type = need.requirement.typeKey
        // A property of the right type under another name, on the way down.
        let candidates = ([root.name] + need.path.map { $0 + "Component" }).compactMap { graph.components[$0] }
            .flatMap { component in
                component.members.filter { $0.typeKey == type && $0.name != need.requirement.name }.map {
                    "\(component.name).\($0.name)"
                }
            }
        let hint = candidates.isEmpty ? "" : "; did you mean \(candidates.joined(separator: " or "))?"
        diagnostics.append(
            Diagnostic(
                location: need.requirement.location,
                message:
                    "\(need.path.last ?? "") needs \(need.requirement.summary), which no component on the path \(path) provides\(hint)"
            ))
    }

    private mutating func mismatch(_ need: Need, provider: String, at location: FileLocation) {
        diagnostics.append(
            Diagnostic(
                location: need.requirement.location,
                message:
                    "\(need.path.last ?? "") needs \(need.requirement.summary), but the nearest provider has another type: \(provider) (at \(location))"
            ))
    }

    /// A RIB through which something passes must refine its pass-through protocol, once.
    private mutating func checkRefinements() {
        // In any order: the diagnostics are sorted at the end.
        for (protocolName, passing) in passThrough where !passing.isEmpty {
            // What a component on a dependency struct does not make goes on to the struct's node.
            if graph.isScopeOnStruct(protocolName) { continue }
            if let declaration = graph.protocols[protocolName], declaration.isStruct {
                diagnostics += notInStruct(declaration, passing: passing, needs: structNeeds[declaration.name] ?? [])
                continue
            }
            guard let declaration = graph.protocols[protocolName] else {
                let component = graph.components(dependingOn: protocolName).first
                diagnostics.append(
                    Diagnostic(
                        location: component?.location ?? passing[0].location,
                        message:
                            "\(passing.map(\.name).joined(separator: ", ")) must pass through \(protocolName), which is not declared in the modules read: read its module too (-s), or provide \(passing.count == 1 ? "it" : "them") in \(component?.name ?? "its component")"
                    ))
                continue
            }
            guard !declaration.inherited.contains(declaration.passThroughName) else { continue }
            let names = passing.map(\.name).joined(separator: ", ")
            let component = graph.components(dependingOn: protocolName).first?.name ?? "its component"
            diagnostics.append(
                Diagnostic(
                    location: declaration.location,
                    message:
                        "\(protocolName) must refine \(declaration.passThroughName), which ribs deps generates, for \(names) to reach \(DependencyGraph.ribName(protocolName))'s children: declare `protocol \(protocolName): Dependency, \(declaration.passThroughName)` with RIBsDepsPlugin in the target (it writes \(declaration.passThroughName)); without it, provide \(passing.count == 1 ? "it" : "them") in \(component) (a `shared { … }` property)"
                ))
        }
    }

    private mutating func checkPrivateAndUnreachable() {
        let children = Set(graph.edges.map(\.child))
        for component in graph.components.values where !component.isStructScope {
            let generated =
                !(forwarders[component.name] ?? []).isEmpty
                || graph.edges(from: component.name).contains { !$0.isDeclared }
            if component.isPrivate {
                diagnostics.append(
                    Diagnostic(
                        location: component.location,
                        message: generated
                            ? "\(component.name) is private: the generated file cannot extend it with what its children need; make it internal"
                            : "\(component.name) is private: ribs deps reads it, and could not extend it if its children needed it",
                        isWarning: !generated))
            }
            if let dependency = component.dependency, !children.contains(dependency) {
                diagnostics.append(
                    Diagnostic(
                        location: component.location,
                        message:
                            "\(component.name) is reachable by no path from a root: no component builds a builder of \(dependency) with itself or conforms to it",
                        isWarning: true))
            }
        }
    }
}

extension DependencyResolution {
    /// The pass-through protocols `ribs deps` generates for `module`, with what passes through
    /// each, by name: for the dependencies components depend on, and those that refine theirs.
    package func passThroughs(in module: String) -> [(
        declaration: DependencyProtocolDeclaration, passing: [DependencyRequirement]
    )] {
        // Names sorted, not declarations (see `DependencyGraph.componentNames`).
        Array(graph.protocols.keys).sortedStrings().compactMap { name in
            guard let declaration = graph.protocols[name], declaration.module == module, !declaration.isStruct,
                !graph.components(dependingOn: name).isEmpty
                    || declaration.inherited.contains(declaration.passThroughName)
            else { return nil }
            return (declaration, passThrough[name] ?? [])
        }
    }
}
