import Foundation
import PackagePlugin

// One file, linked into each plugin's folder (a plugin cannot depend on a library): which `ribs`
// a plugin runs, and where `swift package ribs install` keeps a release one.

extension PluginContext {
    /// The `ribs` this plugin runs: the one SwiftPM built for it, or, where swift-ribs' manifest
    /// leaves the tools out of the build (its sanitizer runs, its end-to-end sandboxes), the one
    /// built before, which RIBS_PREBUILT_TOOL names.
    func ribs() throws -> URL {
        if let tool = try? tool(named: "ribs") { return tool.url }
        if let path = ProcessInfo.processInfo.environment["RIBS_PREBUILT_TOOL"] { return URL(fileURLWithPath: path) }
        return try tool(named: "ribs").url
    }

    /// Where `swift package ribs install` keeps a release `ribs`: `ribs-tool/ribs` in the build
    /// folder (the parent of the `plugins` folder that holds every plugin's work folder), so
    /// removing `.build` removes it too. nil when the work folder is not in a build folder.
    var installedRIBs: URL? {
        var url = pluginWorkDirectoryURL.standardizedFileURL
        while url.path != "/" {
            if url.lastPathComponent == "plugins" {
                return url.deletingLastPathComponent().appending(path: "ribs-tool").appending(path: "ribs")
            }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    /// The environment a `ribs` run gets: the installed release `ribs`, which the run hands its
    /// work to while it was built from swift-ribs as it is now (SwiftPM keeps a plugin's commands
    /// until the package's files change, so the choice is made on each run, by `ribs`).
    var ribsEnvironment: [String: String] {
        guard let installed = installedRIBs else { return [:] }
        return ["RIBS_INSTALLED_TOOL": installed.path]
    }
}
