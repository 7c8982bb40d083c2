import Foundation
import PackagePlugin

/// Generates mocks at build time for a (test) target: the `/// @mockable` protocols of the
/// target's own sources and of the source modules it depends on go through `ribs mock`, and the
/// result is compiled into the target. Dependency modules are imported `@testable`, so internal
/// protocols can be mocked.
///
/// ```swift
/// .testTarget(name: "LoginTests", dependencies: ["Login"], plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")])
/// ```
@main
struct RIBsMockPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        var dependencyModules: [String] = []
        for case .target(let dependency) in target.dependencies {
            guard let module = dependency as? SourceModuleTarget, module.kind == .generic else { continue }
            inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
            dependencyModules.append(module.moduleName)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedMocks.swift")
        var arguments = ["mock", "-srcs"] + inputs.map(\.path) + ["-d", output.path, "-l", "2"]
        if !dependencyModules.isEmpty { arguments += ["-i"] + dependencyModules.sorted() }
        return [
            .buildCommand(
                displayName: "ribs mock: mocks for \(target.name)",
                executable: try context.tool(named: "ribs").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
