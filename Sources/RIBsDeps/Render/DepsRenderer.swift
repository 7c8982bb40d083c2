import RIBsDependencyGraph
import RIBsSource

/// The file `ribs deps generate` writes for one module: the pass-through protocols of its RIBs,
/// and each component's generated conformances and forwarders. Deterministic: the same graph
/// gives the same bytes.
struct DepsRenderer: Sendable {
    let resolution: DependencyResolution
    let module: String
    let imports: [String]
    /// The threads the components' extensions are rendered on, in runs of consecutive names
    /// joined in order: the same bytes on any number.
    let concurrency: Int
    /// Kept apart from `resolution`: reading it through `resolution.graph` copied it each time.
    private let graph: DependencyGraph

    init(resolution: DependencyResolution, module: String, imports: [String], concurrency: Int = 1) {
        self.resolution = resolution
        self.module = module
        self.imports = imports
        self.concurrency = concurrency
        graph = resolution.graph
    }

    func render() -> String {
        var out = """
            \(DepsParser.generatedMarker) Do not edit: `ribs deps generate` or RIBsDepsPlugin rewrites it.
            // Each component gives its children what their dependencies list: what it does not make
            // itself, it forwards from its own dependency, which refines its RIB's pass-through protocol.


            """
        for name in Set(["RIBs"] + imports.filter { $0 != module }).sorted() { out += "import \(name)\n" }
        let protocols = resolution.passThroughs(in: module)
        if !protocols.isEmpty { out += "\n// MARK: - What passes through each RIB\n" }
        for (declaration, passing) in protocols {
            let rib = DependencyGraph.ribName(declaration.name)
            let access = declaration.access.isEmpty ? "" : declaration.access + " "
            out += "\n/// What \(rib)'s children need from above \(rib); \(declaration.name) refines it.\n"
            out += "@MainActor\n\(access)protocol \(declaration.passThroughName): RIBs.Dependency {"
            if passing.isEmpty {
                out += "}\n"
                continue
            }
            out += "\n"
            for requirement in passing {
                appending(requirement.conditions, to: &out) { out in
                    out += "    "
                    out += requirement.declaration
                    out += "\n"
                }
            }
            out += "}\n"
        }
        let names = graph.componentNames
        // A few runs a thread, so that one run of large components does not hold up the rest.
        let runs = concurrency > 1 ? concurrency * 4 : 1
        let size = max(1, (names.count + runs - 1) / runs)
        let ranges = stride(from: 0, to: names.count, by: size).map { $0..<min($0 + size, names.count) }
        for piece in ParallelMap.map(ranges, concurrency: concurrency, { self.extensions(of: names[$0]) }) {
            out += piece
        }
        return out
    }

    /// The generated extensions of the components named `names` that belong to the module.
    private func extensions(of names: ArraySlice<String>) -> String {
        var out = ""
        for name in names {
            guard let component = graph.components[name], component.module == module, !component.isStructScope
            else { continue }
            let conformances = graph.edges(from: component.name).filter { !$0.isDeclared }.map(\.child)
            let forwarders = resolution.forwarders[component.name] ?? []
            guard !conformances.isEmpty || !forwarders.isEmpty else { continue }
            out += "\n// MARK: - \(component.name)\n\n"
            for child in conformances { out += "extension \(component.name): \(child) {}\n" }
            guard !forwarders.isEmpty else { continue }
            if !conformances.isEmpty { out += "\n" }
            out += "extension \(component.name) {\n"
            for index in forwarders.indices {
                let requirement = forwarders[index]
                if index > 0 { out += "\n" }
                let access = forwarderAccess(component: component, requirement: requirement)
                appending(requirement.conditions, to: &out) { out in
                    out += "    "
                    out += access
                    out += requirement.forwarderHead
                    out += " {\n        "
                    out += requirement.forwardedExpression
                    out += "\n    }\n"
                }
            }
            out += "}\n"
        }
        return out
    }

    /// `public` where the component and the protocol declaring the requirement both are.
    private func forwarderAccess(component: ComponentDeclaration, requirement: DependencyRequirement) -> String {
        guard !component.access.isEmpty else { return "" }
        let access = graph.access(declaring: requirement)
        guard !access.isEmpty, component.access == access else { return "" }
        return access + " "
    }

    /// Appends what `write` appends (lines indented by four spaces), inside `#if` and `#endif`
    /// when `conditions` has any. Piece by piece: interpolating each line into a string of its own
    /// first cost 2% of a declaration-change run's instructions, in the debug build a plugin runs.
    private func appending(_ conditions: [String], to out: inout String, _ write: (inout String) -> Void) {
        guard !conditions.isEmpty else { return write(&out) }
        out += "    #if "
        out += conditions.joined(separator: " && ")
        out += "\n"
        write(&out)
        out += "    #endif\n"
    }
}
