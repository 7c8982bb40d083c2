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
        let ribs = try context.tool(named: "ribs")
        let process = Process()
        process.executableURL = ribs.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RIBsCommandFailed(status: process.terminationStatus)
        }
    }
}

/// `ribs` failed; it has said why.
struct RIBsCommandFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "ribs exited with status \(status)" }
}
