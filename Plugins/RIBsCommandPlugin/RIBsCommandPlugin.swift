import Foundation
import PackagePlugin

/// `swift package ribs …`: the `ribs` command, run in the package that depends on swift-ribs,
/// with the package's folder as its current folder.
///
/// ```
/// swift package --allow-writing-to-package-directory ribs new Login --view
/// swift package --allow-writing-to-package-directory ribs attach CreateAccount --to Login
/// ```
///
/// SwiftPM asks for permission to write into the package unless the flag grants it.
@main
struct RIBsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.ribs()
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RIBsCommandFailed(status: process.terminationStatus)
        }
    }
}

extension PluginContext {
    /// The `ribs` this plugin runs: the one SwiftPM built for it, or, where swift-ribs' manifest
    /// leaves the tools out of the build (its sanitizer runs, its end-to-end sandboxes), the one
    /// built before, which RIBS_PREBUILT_TOOL names.
    func ribs() throws -> URL {
        if let tool = try? tool(named: "ribs") { return tool.url }
        if let path = ProcessInfo.processInfo.environment["RIBS_PREBUILT_TOOL"] { return URL(fileURLWithPath: path) }
        return try tool(named: "ribs").url
    }
}

/// `ribs` failed; it has said why.
struct RIBsCommandFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "ribs exited with status \(status)" }
}
