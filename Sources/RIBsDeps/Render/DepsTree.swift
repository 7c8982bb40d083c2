import Foundation
import RIBsDependencyGraph
import RIBsText

/// The resolved tree as `ribs deps tree` prints it: each component with what it provides, what
/// it requires (and from whom), and what passes through it; as text, Graphviz dot, or JSON.
package struct DepsTree {
    /// One component, resolved.
    struct Node: Codable {
        struct Provided: Codable {
            var name: String
            var type: String
        }

        struct Required: Codable {
            var name: String
            var type: String
            /// The component that provides it, nearest first on the way up.
            var providedBy: String?
        }

        var component: String
        var rib: String
        var dependency: String?
        var provides: [Provided]
        var requires: [Required]
        var passesThrough: [String]
        var children: [String]
    }

    private let nodes: [String: Node]
    private let roots: [String]

    package init(resolution: DependencyResolution) {
        let graph = resolution.graph
        var parents: [String: String] = [:]
        var nodes: [String: Node] = [:]
        for component in graph.components.values {
            let children = graph.edges(from: component.name)
                .flatMap { graph.components(dependingOn: $0.child).map(\.name) }
            for child in children where parents[child] == nil { parents[child] = component.name }
            nodes[component.name] = Node(
                component: component.name, rib: DependencyGraph.ribName(component.name),
                dependency: component.dependency,
                provides: component.members.map { .init(name: $0.name, type: $0.displayType) },
                requires: [], passesThrough: (resolution.passThrough[component.dependency ?? ""] ?? []).map(\.name),
                children: children.sorted())
        }
        // Who provides each declared requirement: the nearest ancestor that makes it.
        for component in graph.components.values {
            let requirements = graph.declaredRequirements[component.dependency ?? ""] ?? []
            nodes[component.name]?.requires = requirements.map { requirement in
                var ancestor = parents[component.name]
                var seen = Set<String>()
                while let current = ancestor, seen.insert(current).inserted {
                    if graph.components[current]?.members.contains(where: { $0.name == requirement.name }) == true {
                        break
                    }
                    // A dependency struct gives what it declares.
                    if graph.components[current]?.isStructScope == true,
                        graph.declaredRequirements[current]?.contains(where: { $0.name == requirement.name }) == true
                    {
                        break
                    }
                    ancestor = parents[current]
                }
                return .init(name: requirement.name, type: requirement.displayType, providedBy: ancestor)
            }
        }
        // A component made of a dependency struct is its RIB's scope for one child: the tree
        // shows the child under the RIB, and the RIB as what gives the child what it requires.
        let scopes = Set(nodes.keys.filter(graph.isScopeOnStruct))
        for name in scopes {
            guard let scope = nodes.removeValue(forKey: name), let rib = parents[name] else { continue }
            let children = (nodes[rib]?.children ?? []).filter { $0 != name } + scope.children
            nodes[rib]?.children = children.sorted()
            for child in scope.children { parents[child] = rib }
        }
        for name in Array(nodes.keys) {
            guard var node = nodes[name] else { continue }
            for index in node.requires.indices {
                if let provider = node.requires[index].providedBy, scopes.contains(provider) {
                    node.requires[index].providedBy = parents[provider]
                }
            }
            nodes[name] = node
        }
        self.nodes = nodes
        roots = nodes.keys.filter { parents[$0] == nil }.sorted()
    }

    /// The component named `name`, or `<name>Component`.
    package func component(named name: String) -> String? {
        nodes[name] != nil ? name : nodes[name + "Component"] != nil ? name + "Component" : nil
    }

    package func text(roots chosen: [String]? = nil) -> String {
        // A node is its name and the names above it, so a cycle is drawn once and stops.
        typealias Place = (name: String, above: Set<String>)
        func label(_ place: Place) -> String {
            guard let node = nodes[place.name] else { return place.name }
            var parts = [node.rib]
            if !node.provides.isEmpty { parts.append("provides: " + node.provides.map(\.name).joined(separator: ", ")) }
            if !node.requires.isEmpty {
                parts.append(
                    "requires: "
                        + node.requires.map {
                            "\($0.name) ← \($0.providedBy.map(DependencyGraph.ribName) ?? "(missing)")"
                        }
                        .joined(separator: ", "))
            }
            if !node.passesThrough.isEmpty {
                parts.append("passes through: " + node.passesThrough.joined(separator: ", "))
            }
            return parts.joined(separator: "  ")
        }
        func children(_ place: Place) -> [Place]? {
            guard let node = nodes[place.name], !place.above.contains(place.name) else { return nil }
            return node.children.filter { nodes[$0] != nil }.map { ($0, place.above.union([place.name])) }
        }
        return (chosen ?? roots).filter { nodes[$0] != nil }.map { root in
            TreeText.lines((root, []), label: label, children: children).map { $0 + "\n" }.joined()
        }.joined()
    }

    package func dot(roots chosen: [String]? = nil) -> String {
        let included = reachable(from: chosen ?? roots)
        var out = "digraph RIBs {\n    node [shape=record, fontname=\"Helvetica\"];\n"
        for name in included {
            guard let node = nodes[name] else { continue }
            let rows = [
                node.rib,
                "provides: " + node.provides.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
                "requires: " + node.requires.map(\.name).joined(separator: ", "),
                "passes through: " + node.passesThrough.joined(separator: ", "),
            ]
            out += "    \"\(name)\" [label=\"{\(rows.map(Self.escapedRecord).joined(separator: "|"))}\"];\n"
        }
        for name in included {
            for child in nodes[name]?.children ?? [] where included.contains(child) {
                out += "    \"\(name)\" -> \"\(child)\";\n"
            }
        }
        return out + "}\n"
    }

    package func json(roots chosen: [String]? = nil) -> String {
        struct Document: Codable {
            var roots: [String]
            var components: [Node]
        }
        let included = reachable(from: chosen ?? roots)
        let document = Document(roots: chosen ?? roots, components: included.compactMap { nodes[$0] })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (String(data: (try? encoder.encode(document)) ?? Data(), encoding: .utf8) ?? "{}") + "\n"
    }

    private func reachable(from roots: [String]) -> [String] {
        var found = Set<String>()
        var pending = roots
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += nodes[name]?.children ?? []
        }
        return found.sorted()
    }

    private static func escapedRecord(_ text: String) -> String {
        var out = ""
        for character in text {
            if "{}|<>\"\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
