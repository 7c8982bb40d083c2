import RIBsSource

/// The components of the modules read, their dependency protocols, and the edges from parents
/// to children: the graph before resolution, with the problems found while building it.
package struct DependencyGraph: Sendable {
    package private(set) var components: [String: ComponentDeclaration] = [:]
    /// The components' names, sorted: what resolution and rendering walk in order.
    package private(set) var componentNames: [String] = []
    package private(set) var protocols: [String: DependencyProtocolDeclaration] = [:]
    /// Builder classes, with the dependency protocol each takes.
    package private(set) var builders: [String: String] = [:]
    package private(set) var edges: [DependencyEdge] = []
    /// The edges from each parent component, sorted by child.
    private var edgesByParent: [String: [DependencyEdge]] = [:]
    /// The components of each dependency protocol, sorted by name.
    private var componentsByDependency: [String: [ComponentDeclaration]] = [:]
    /// The access level of the protocol that declares each requirement, by its location, where
    /// it is not internal (most are: each entry hashes a file's path).
    private var declaringAccess: [FileLocation: String] = [:]
    package private(set) var diagnostics: [Diagnostic] = []
    /// Every protocol's requirements, its refinements' included, with type keys.
    package private(set) var declaredRequirements: [String: [DependencyRequirement]] = [:]
    let aliases: [String: String]
    let modules: Set<String>

    package init(sources: [DepsSource]) {
        var aliases: [String: String] = [:]
        for source in sources { for alias in source.typealiases { aliases[alias.name] = alias.type } }
        self.aliases = aliases
        modules = Set(sources.map(\.module)).union(["Swift", "RIBs"])
        diagnostics = sources.flatMap(\.errors)
        let readable = sources.filter { $0.errors.isEmpty && !$0.isGenerated }
        collectProtocols(readable)
        collectComponentsAndBuilders(readable)
        // Names sorted once, as strings: sorting the declarations themselves by a closure, here
        // and in each later step, was a fifth of a run after a declaration changed (in the
        // debug build a plugin runs).
        for scope in structScopes() { components[scope.name] = scope }
        componentNames = Array(components.keys).sortedStrings()
        // Indexed once: resolution and rendering ask per component, and a scan each time made
        // a 5,000-component module quadratic. A component on a dependency struct (a classic
        // child's scope under a stream-style or RVB parent) is reached through the struct's node,
        // under its own name (see `addStructScopes`).
        for name in componentNames {
            guard let component = components[name], let dependency = component.dependency else { continue }
            let onStruct = protocols[dependency]?.isStruct == true && !component.isStructScope
            componentsByDependency[onStruct ? name : dependency, default: []].append(component)
        }
        collectEdges(readable)
        findCycles()
    }

    /// Type keys by spelling: a module spells few types many times (`Int`, `any WebServicing`).
    private var keys: [String: String] = [:]

    /// The key of a type spelling (see ``TypeText/key(_:aliases:modules:)``), computed once.
    private mutating func key(_ type: String) -> String {
        if let known = keys[type] { return known }
        let computed = TypeText.key(type, aliases: aliases, modules: modules)
        keys[type] = computed
        return computed
    }

    /// The components whose dependency is `protocolName`.
    package func components(dependingOn protocolName: String) -> [ComponentDeclaration] {
        componentsByDependency[protocolName] ?? []
    }

    /// The edges from `component` to its children's dependency protocols, sorted by child.
    package func edges(from component: String) -> [DependencyEdge] {
        edgesByParent[component] ?? []
    }

    /// `public`, `package` or empty: the access of the protocol that declares `requirement`.
    package func access(declaring requirement: DependencyRequirement) -> String {
        declaringAccess.isEmpty ? "" : declaringAccess[requirement.location] ?? ""
    }

    // MARK: - Building

    private mutating func collectProtocols(_ sources: [DepsSource]) {
        var firstPlace: [String: FileLocation] = [:]
        for source in sources {
            for declaration in source.protocols {
                if let earlier = firstPlace[declaration.name] {
                    diagnostics.append(
                        Diagnostic(
                            location: declaration.location,
                            message:
                                "\(declaration.name) is declared twice (also at \(earlier)): ribs deps knows protocols by name; rename one"
                        ))
                    continue
                }
                firstPlace[declaration.name] = declaration.location
                protocols[declaration.name] = declaration
                for requirement in declaration.requirements where !declaration.access.isEmpty {
                    declaringAccess[requirement.location] = declaration.access
                }
            }
        }
        for name in protocols.keys {
            declaredRequirements[name] = flattened(name, visiting: []).map { requirement in
                var keyed = requirement
                keyed.typeKey = key(requirement.displayType)
                return keyed
            }
        }
        for declaration in protocols.values {
            for unsupported in declaration.unsupported {
                diagnostics.append(
                    Diagnostic(
                        location: unsupported.location,
                        message:
                            "\(declaration.name) declares an \(unsupported.what): ribs deps cannot forward it; a dependency lists properties and methods"
                    ))
            }
        }
    }

    private mutating func collectComponentsAndBuilders(_ sources: [DepsSource]) {
        // Classes and their modules side by side, first declaration of a name by index: a
        // dictionary of (declaration, module) tuples asked the runtime for the tuple's type on
        // each access in the debug build a plugin runs.
        var classes: [DepsSource.TypeDeclaration] = []
        var classModules: [String] = []
        for source in sources {
            classes += source.classes
            classModules += repeatElement(source.module, count: source.classes.count)
        }
        let extensions = Dictionary(grouping: sources.flatMap(\.extensions), by: \.name)
        var byName: [String: Int] = [:]
        for index in classes.indices {
            let declaration = classes[index]
            if let earlier = byName[declaration.name] {
                diagnostics.append(
                    Diagnostic(
                        location: declaration.location,
                        message:
                            "\(declaration.name) is declared twice (also at \(classes[earlier].location), in \(classModules[earlier])): ribs deps knows components by name; rename one"
                    ))
                continue
            }
            byName[declaration.name] = index
        }
        // A class is a component when its superclass is RIBs' `Component` (or `EmptyComponent`)
        // or, through any number of base classes of the modules read, ends there.
        func componentDependency(of name: String, arguments: [String], depth: Int) -> (
            isComponent: Bool, dependency: String?
        ) {
            guard depth < 16, let index = byName[name] else {
                switch name {
                case "Component": return (true, arguments.first.map(TypeText.plainName))
                case "EmptyComponent": return (true, nil)
                default: return (false, nil)
                }
            }
            let declaration = classes[index]
            guard let superclass = declaration.inherited.first else { return (false, nil) }
            // A generic base passes its own parameters on: substitute the arguments given to it.
            var superArguments = TypeText.genericArguments(superclass.written)
            for (index, parameter) in declaration.genericParameters.enumerated() where index < arguments.count {
                superArguments = superArguments.map { TypeText.plainName($0) == parameter ? arguments[index] : $0 }
            }
            return componentDependency(of: superclass.name, arguments: superArguments, depth: depth + 1)
        }
        for (index, declaration) in classes.enumerated() {
            guard let superclass = declaration.inherited.first, byName[declaration.name] == index else { continue }
            let module = classModules[index]
            if superclass.name == "Builder" || builders[superclass.name] != nil {
                builders[declaration.name] = TypeText.genericArguments(superclass.written).first.map(TypeText.plainName)
                continue
            }
            let (isComponent, dependency) = componentDependency(
                of: superclass.name, arguments: TypeText.genericArguments(superclass.written), depth: 0)
            guard isComponent, declaration.genericParameters.isEmpty else { continue }
            let ownExtensions = extensions[declaration.name] ?? []
            var members = declaration.members + ownExtensions.flatMap(\.members)
            for index in members.indices { members[index].typeKey = key(members[index].displayType) }
            let conformances = (declaration.inherited.dropFirst() + ownExtensions.flatMap(\.inherited)).map {
                (name: $0.name, location: $0.location)
            }
            components[declaration.name] = ComponentDeclaration(
                name: declaration.name, module: module, superclass: superclass.written,
                genericParameters: declaration.genericParameters,
                dependency: dependency == "EmptyDependency" ? nil : dependency, members: members,
                conformances: conformances, access: declaration.access, isPrivate: declaration.isPrivate,
                location: declaration.location)
        }
        // Builders whose base is another builder of the modules read.
        for declaration in classes where builders[declaration.name] == nil {
            if let superclass = declaration.inherited.first, let dependency = builders[superclass.name] {
                builders[declaration.name] = dependency
            }
        }
    }

    private mutating func collectEdges(_ sources: [DepsSource]) {
        let dependencyProtocols = Set(components.values.compactMap(\.dependency))
            .union(protocols.keys.filter { isDependencyProtocol($0) })
        // By parent, then by child.
        var found: [String: [String: DependencyEdge]] = [:]
        func add(_ edge: DependencyEdge) {
            if let existing = found[edge.parent]?[edge.child] {
                found[edge.parent]?[edge.child]?.isDeclared = existing.isDeclared || edge.isDeclared
                if edge.isDeclared, !existing.isDeclared { found[edge.parent]?[edge.child]?.location = edge.location }
            } else {
                found[edge.parent, default: [:]][edge.child] = edge
            }
        }
        for component in components.values {
            if isScopeOnStruct(component.name), let dependency = component.dependency {
                add(
                    DependencyEdge(
                        parent: dependency, child: component.name, location: component.location, isDeclared: true))
            }
            for conformance in component.conformances where dependencyProtocols.contains(conformance.name) {
                add(
                    DependencyEdge(
                        parent: component.name, child: conformance.name, location: conformance.location,
                        isDeclared: true))
            }
        }
        var takesDependency: [String: String] = [:]
        for source in sources {
            for initializer in source.dependencyInitializers where protocols[initializer.protocolName] != nil {
                takesDependency[initializer.type] = initializer.protocolName
            }
        }
        for construction in sources.flatMap(\.constructions) {
            guard let child = builders[construction.builder] ?? takesDependency[construction.builder] else { continue }
            switch construction.argument {
            case .forwarded:
                continue
            case .component(let name) where name == child && protocols[name]?.isStruct == true:
                // A dependency struct made in place: its parent is the scope that makes it.
                guard let parent = parentScope(of: construction, takesDependency: takesDependency) else { continue }
                add(DependencyEdge(parent: parent, child: child, location: construction.location, isDeclared: true))
            case .component(let name) where components[name] != nil && !(components[name]?.isStructScope ?? false):
                add(DependencyEdge(parent: name, child: child, location: construction.location, isDeclared: false))
            case .component, .unknown:
                let text = construction.argumentText
                diagnostics.append(
                    Diagnostic(
                        location: construction.location,
                        message:
                            "ribs deps cannot tell which component gives \(construction.builder) its dependency here (\(text)): pass a component (`component` made as XComponent(…), `self` in a component, or XComponent(…)), or conform the component to \(child)",
                        isWarning: true))
            }
        }
        for (parent, children) in found {
            edgesByParent[parent] =
                children.count == 1 ? Array(children.values) : children.keys.sorted().map { children[$0]! }
        }
        // Every parent is a component: in the order of their names.
        edges = componentNames.flatMap { edgesByParent[$0] ?? [] }
    }

    /// A parent that is its own descendant: reported at the edge that closes the cycle.
    private mutating func findCycles() {
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var path: [String] = []
        var reported = Set<String>()
        func visit(_ component: String) {
            state[component] = 1
            path.append(component)
            for edge in edges(from: component) {
                for component in components(dependingOn: edge.child) {
                    let child = component.name
                    if state[child] == 1 {
                        let cycle = path.drop { $0 != child } + [child]
                        let id = cycle.sorted().joined()
                        if reported.insert(id).inserted {
                            diagnostics.append(
                                Diagnostic(
                                    location: edge.location,
                                    message:
                                        "dependency cycle: \(cycle.map(Self.ribName).joined(separator: " → ")); a RIB cannot be its own ancestor"
                                ))
                        }
                    } else if state[child] == nil {
                        visit(child)
                    }
                }
            }
            path.removeLast()
            state[component] = 2
        }
        for component in componentNames where state[component] == nil { visit(component) }
    }

    /// Whether the graph has a cycle (resolution then stops: there is no order to resolve in).
    package var hasCycle: Bool { diagnostics.contains { $0.message.hasPrefix("dependency cycle") } }
}
