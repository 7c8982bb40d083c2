// Prints the public API of one module from its symbol graphs (what Scripts/symbol-graphs.sh
// extracts from the build): one line a declaration, sorted, with the conformances and the
// deprecations, so that a change to the public API is a change to the listing in API/.
//
//   swift Scripts/APIListing/main.swift SYMBOLGRAPH_DIR MODULE
import Foundation

struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        struct Availability: Decodable {
            let domain: String?
            let isUnconditionallyDeprecated: Bool?
            let deprecated: Version?
            let renamed: String?
            let message: String?
        }
        struct Version: Decodable {
            let major: Int
            let minor: Int?
            let patch: Int?
        }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let availability: [Availability]?
        let accessLevel: String
    }
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }
    let symbols: [Symbol]
    let relationships: [Relationship]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: main.swift SYMBOLGRAPH_DIR MODULE\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1])
let module = arguments[2]
let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@")
}
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("no symbol graph for \(module) in \(folder.path)\n".utf8))
    exit(1)
}

var lines = Set<String>()
var names: [String: String] = [:]
var graphs: [SymbolGraph] = []
for file in files {
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
    graphs.append(graph)
    for symbol in graph.symbols { names[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".") }
}
for graph in graphs {
    for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
        let path = symbol.pathComponents.joined(separator: ".")
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var line = "\(path): \(declaration)"
        for availability in symbol.availability ?? []
        where availability.isUnconditionallyDeprecated == true || availability.deprecated != nil {
            line += " [deprecated\(availability.renamed.map { ", renamed: \($0)" } ?? "")]"
        }
        lines.insert(line)
    }
    for relationship in graph.relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
        guard let source = names[relationship.source] else { continue }
        let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
        lines.insert("\(source) \(relationship.kind == "conformsTo" ? "conforms to" : "inherits from") \(target)")
    }
}
print(lines.sorted().joined(separator: "\n"))
