import Foundation
import PackagePlugin

/// Generates mocks at build time for a (test) target: the `/// @mockable` protocols of the
/// target's own sources and of every source module of its package that it depends on (libraries
/// and executables, directly or not) go through `ribs mock`, and the result is compiled into the
/// target. Dependency modules are imported `@testable`, so internal protocols can be mocked.
///
/// ```swift
/// .testTarget(name: "LoginTests", dependencies: ["Login"], plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")])
/// ```
///
/// What each source file holds is kept in the plugin's work folder between builds
/// (`ribs mock --cache-dir`), so a build after a one-file change parses that file alone.
///
/// `ribs mock`'s options come from `ribs-mock.options` in the target's folder, one option a
/// line as the command spells it (`--enable-args-history`, `--custom-imports Combine`); a bad
/// line fails the build, naming the file and the line. When no mock comes out, a warning says
/// which modules were read and what each had.
@main
struct RIBsMockPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        var modules = ["\(target.moduleName)=\(target.directoryURL.path)"]
        var dependencyModules: [String] = []
        let ownTargets = Set(context.package.targets.map(\.id))
        for dependency in target.recursiveTargetDependencies where ownTargets.contains(dependency.id) {
            // Libraries and executables of this package: a test target can import both. Other
            // packages' modules (RIBs itself) are theirs to mock.
            guard let module = dependency as? SourceModuleTarget, module.kind == .generic || module.kind == .executable
            else { continue }
            inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
            dependencyModules.append(module.moduleName)
            modules.append("\(module.moduleName)=\(module.directoryURL.path)")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedMocks.swift")
        // The sources go in a file list, not on the command line: ArgumentParser takes time
        // quadratic in the arguments, and in the debug build a plugin runs, 2,000 paths cost
        // about a second on every run, most of a run after an edit.
        let fileList = context.pluginWorkDirectoryURL.appending(path: "sources.list")
        try Self.write(inputs.map(\.path).joined(separator: "\n") + "\n", to: fileList)
        var arguments = ["mock", "-f", fileList.path, "-d", output.path, "-l", "2"]
        // Every core, as `ribs deps` and Mockolo take by default.
        arguments += ["-j", "\(ProcessInfo.processInfo.activeProcessorCount)"]
        arguments += ["--explain-empty"] + modules.flatMap { ["--module", $0] }
        // What each source holds, kept between builds: a build after a one-file change parses
        // that file alone.
        arguments += ["--cache-dir", context.pluginWorkDirectoryURL.appending(path: "parse-cache").path]
        if !dependencyModules.isEmpty { arguments += ["-i"] + dependencyModules.sorted() }

        // ribs checks the options file and fails the build at the line that is wrong.
        let optionsURL = target.directoryURL.appending(path: "ribs-mock.options")
        if FileManager.default.fileExists(atPath: optionsURL.path) {
            arguments += ["--options-file", optionsURL.path]
            inputs.append(optionsURL)
        }
        let ribs = try context.ribs()
        return [
            .buildCommand(
                displayName: "ribs mock: mocks for \(target.name)",
                executable: ribs,
                arguments: arguments,
                environment: context.ribsEnvironment,
                // The tool is an input too: a `ribs` built again (upgraded, or a prebuilt one
                // replaced) runs again, though no source changed.
                inputFiles: inputs + [ribs],
                outputFiles: [output]
            )
        ]
    }

    /// Writes `text` to `url` unless it already holds it.
    private static func write(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        guard (try? Data(contentsOf: url)) != data else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
