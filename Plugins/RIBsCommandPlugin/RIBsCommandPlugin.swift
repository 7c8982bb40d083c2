import Foundation
import PackagePlugin

/// `swift package ribs …`: the `ribs` command, run in the package that depends on swift-ribs,
/// with the package's folder as its current folder.
///
/// ```
/// swift package --allow-writing-to-package-directory ribs new Login --view
/// swift package --allow-writing-to-package-directory ribs attach CreateAccount --to Login
/// swift package --allow-writing-to-package-directory ribs install
/// ```
///
/// SwiftPM asks for permission to write into the package unless the flag grants it.
/// `install` is the plugin's own: it builds `ribs` in release once and keeps it in the build
/// folder; from then on, RIBsMockPlugin, RIBsDepsPlugin and this command hand their work to it
/// instead of running the debug build SwiftPM makes for plugins, until swift-ribs changes.
@main
struct RIBsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == "install" {
            guard arguments.count == 1 else {
                throw RIBsCommandFailed(
                    reason: "`install` takes no arguments; it was given \(arguments.dropFirst().joined(separator: " "))"
                )
            }
            try install(context: context)
            return
        }
        try run(try context.ribs(), arguments, in: context)
    }

    /// Builds `ribs` in release, in the package's build folder, and has that build copy itself
    /// where the plugins look (`ribs install-release`, which writes the stamp of its sources).
    private func install(context: PluginContext) throws {
        guard let installed = context.installedRIBs else {
            throw RIBsCommandFailed(reason: "install: no build folder above \(context.pluginWorkDirectoryURL.path)")
        }
        // RIBS_INSTALL_CONFIGURATION=debug installs the debug ribs SwiftPM built for this plugin,
        // and builds nothing: the end-to-end tests run every other step of the install that way
        // in CI, where the release build of swift-syntax would take 20 minutes of CPU
        // (CONTRIBUTING.md runs that build). A debug build asked of the package manager would not
        // do: SwiftPM builds a plugin's tools apart from the package's products (`Modules-tool`),
        // so it compiled swift-syntax and the tools a second time, 4 minutes of CPU.
        let built: URL
        if ProcessInfo.processInfo.environment["RIBS_INSTALL_CONFIGURATION"] == "debug" {
            print("Installing the debug ribs the plugins built (RIBS_INSTALL_CONFIGURATION=debug) as a release one…")
            built = try context.ribs()
        } else {
            print("Building ribs in release: once, a few minutes the first time…")
            built = try releaseBuild()
        }
        // Without RIBS_INSTALLED_TOOL: the new build installs itself, and hands nothing to the
        // one it replaces.
        try run(
            built, ["install-release", "--into", installed.deletingLastPathComponent().path], in: context,
            handingOver: false)
        print(
            """
            RIBsMockPlugin, RIBsDepsPlugin and `swift package ribs` hand their work to it from now on, \
            while swift-ribs stays as it is; after an upgrade they warn, and run the debug ribs until you install again.
            """
        )
    }

    /// `ribs` built in release by the package manager, in the package's build folder.
    private func releaseBuild() throws -> URL {
        let result = try packageManager.build(
            .product("ribs"), parameters: .init(configuration: .release, logging: .concise))
        guard result.succeeded else {
            throw RIBsCommandFailed(reason: "install: the release build failed:\n\(result.logText)")
        }
        guard
            let built = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "ribs"
            })
        else { throw RIBsCommandFailed(reason: "install: the release build made no ribs executable") }
        return built.url
    }

    private func run(_ ribs: URL, _ arguments: [String], in context: PluginContext, handingOver: Bool = true) throws {
        let process = Process()
        process.executableURL = ribs
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["RIBS_INSTALLED_TOOL"] = nil
        if handingOver { environment.merge(context.ribsEnvironment) { $1 } }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RIBsCommandFailed(reason: "ribs exited with status \(process.terminationStatus)")
        }
    }
}

/// `ribs` failed (it has said why), or `install` could not install.
struct RIBsCommandFailed: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
