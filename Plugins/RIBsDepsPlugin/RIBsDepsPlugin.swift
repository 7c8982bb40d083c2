import Foundation
import PackagePlugin

/// Generates what a target's components give their children (`ribs deps generate`) while the
/// target builds: each child's requirement comes from the nearest ancestor that provides it,
/// and a requirement no ancestor provides fails the build at the child's requirement line.
///
/// ```swift
/// .target(name: "App", dependencies: [...], plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")])
/// ```
///
/// The package's other modules the target depends on are read too (their components can be
/// parents or children); the generated file is for the target's own components.
@main
struct RIBsDepsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        var arguments = ["deps", "generate", "-s", "\(target.moduleName)=\(target.directoryURL.path)"]
        let ownTargets = Set(context.package.targets.map(\.id))
        for dependency in target.recursiveTargetDependencies where ownTargets.contains(dependency.id) {
            guard let module = dependency as? SourceModuleTarget, module.kind == .generic else { continue }
            inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
            arguments += ["-s", "\(module.moduleName)=\(module.directoryURL.path)"]
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "RIBsDeps.generated.swift")
        let ribs = try context.ribs()
        return [
            .buildCommand(
                displayName: "ribs deps: what \(target.name)'s components give their children",
                executable: ribs,
                // What each source declares, kept between builds: a build after a one-file
                // change parses that file alone.
                arguments: arguments + [
                    "-d", output.path, "--cache-dir",
                    context.pluginWorkDirectoryURL.appending(path: "parse-cache").path,
                ],
                environment: context.ribsEnvironment,
                // The tool is an input too: a `ribs` built again (upgraded, or a prebuilt one
                // replaced) runs again, though no source changed.
                inputFiles: inputs + [ribs],
                outputFiles: [output]
            )
        ]
    }
}
