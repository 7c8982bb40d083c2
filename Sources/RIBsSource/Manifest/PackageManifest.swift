import Foundation

/// What the tools need of a package's manifest, as SwiftPM reads it: `swift package
/// dump-package`, decoded. Its targets with their kind, the folder of their sources (`path:` or
/// SwiftPM's default), the targets they depend on and the plugins they use; and the minimum
/// version of each platform it declares; the products of other packages each target uses.
///
/// Reading the manifest through SwiftPM, not as text, is what makes a target with `path:`, a
/// product that shares a target's name, or a manifest that builds its targets in a loop read as
/// SwiftPM builds them.
package struct PackageManifest: Equatable, Sendable {
    /// A target of the package.
    package struct Target: Equatable, Sendable {
        /// What SwiftPM builds from a target.
        package enum Kind: String, Sendable {
            case regular, executable, test, plugin, macro, system, binary
        }

        package let name: String
        package let kind: Kind
        /// The folder `path:` names, relative to the package root; `nil` for SwiftPM's default.
        package let path: String?
        /// The targets of this package it depends on, by name.
        package let dependencies: [String]
        /// The plugins it uses, by name.
        package let plugins: [String]
        /// The products of other packages it depends on, by name (`RIBsTerminal`).
        package let products: [String]

        package init(
            name: String, kind: Kind, path: String? = nil, dependencies: [String] = [], plugins: [String] = [],
            products: [String] = []
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
            self.plugins = plugins
            self.products = products
        }

        /// Whether it depends on `name`, a target of the package or a product of another.
        package func uses(_ name: String) -> Bool {
            dependencies.contains(name) || products.contains(name)
        }

        /// Whether its sources are Swift code a RIB can go in.
        package var holdsSources: Bool { kind == .regular || kind == .executable }
    }

    package let targets: [Target]
    /// The minimum versions the manifest declares, by SwiftPM's platform name (`ios`, `macos`).
    package let platforms: [String: String]
    /// The name a target gives swift-ribs in `.product(name:package:)`: `swift-ribs` for a
    /// dependency by URL, its folder's name for one by path (`main` for `../main`). A hint that
    /// tells the user to add one of its products writes it so, or it does not resolve.
    package let swiftRIBsPackage: String

    package init(targets: [Target], platforms: [String: String] = [:], swiftRIBsPackage: String = "swift-ribs") {
        self.targets = targets
        self.platforms = platforms
        self.swiftRIBsPackage = swiftRIBsPackage
    }

    /// swift-ribs' products, by which a dependency on it is known.
    private static let swiftRIBsProducts: Set<String> = [
        "RIBs", "RIBsTesting", "RVB", "RIBsUIKit", "RIBsTerminal", "RIBsInspector",
    ]

    /// The manifest from `swift package dump-package`'s JSON.
    package init(json: Data) throws(ToolFailure) {
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: json)
        } catch {
            throw ToolFailure("swift package dump-package printed what ribs cannot read (\(error)).")
        }
        targets = dump.targets.map { target in
            Target(
                name: target.name, kind: Target.Kind(rawValue: target.type) ?? .regular, path: target.path,
                dependencies: target.dependencies.compactMap(\.targetName),
                plugins: (target.pluginUsages ?? []).compactMap(\.pluginName),
                products: target.dependencies.compactMap(\.productName))
        }
        platforms = Dictionary(
            (dump.platforms ?? []).map { ($0.platformName, $0.version) }, uniquingKeysWith: { first, _ in first })
        swiftRIBsPackage =
            dump.targets.lazy.flatMap(\.dependencies).first { dependency in
                dependency.productName.map(Self.swiftRIBsProducts.contains) ?? false
            }?.productPackage ?? "swift-ribs"
    }

    /// The target named `name`.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The folder of `target`'s sources, relative to the package root: its `path:`, or the first
    /// of SwiftPM's default folders that exists (`Sources/<name>`, `Source/<name>`, …); `nil`
    /// when neither exists.
    package func folder(of target: Target, root: String) -> String? {
        if let path = target.path {
            return path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        let parents: [String]
        switch target.kind {
        case .test: parents = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: parents = ["Plugins"]
        default: parents = ["Sources", "Source", "src", "srcs"]
        }
        return parents.map { "\($0)/\(target.name)" }.first { folder in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }
}

extension PackageManifest {
    /// The parts of `dump-package`'s JSON that are read.
    private struct Dump: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let path: String?
            let dependencies: [Dependency]
            let pluginUsages: [PluginUsage]?
        }
        /// `{"byName": ["App", null]}`, `{"target": ["App", null]}` or `{"product": [...]}`.
        struct Dependency: Decodable {
            let byName: [NameOrNull]?
            let target: [NameOrNull]?
            let product: [NameOrNull]?
            var targetName: String? { (byName ?? target)?.first?.name }
            var productName: String? { product?.first?.name }
            /// The package a product comes from, as the target names it.
            var productPackage: String? { (product?.count ?? 0) > 1 ? product?[1].name : nil }
        }
        /// `{"plugin": ["RIBsDepsPlugin", "swift-ribs"]}`.
        struct PluginUsage: Decodable {
            let plugin: [NameOrNull]?
            var pluginName: String? { plugin?.first?.name }
        }
        /// An element of SwiftPM's arrays, which mix names with `null` and objects.
        struct NameOrNull: Decodable {
            let name: String?
            init(from decoder: any Decoder) throws {
                name = try? decoder.singleValueContainer().decode(String.self)
            }
        }
        struct Platform: Decodable {
            let platformName: String
            let version: String
        }
        let targets: [Target]
        let platforms: [Platform]?
    }
}
