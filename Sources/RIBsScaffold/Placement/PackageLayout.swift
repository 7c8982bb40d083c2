import Foundation
import RIBsSource

/// Where a scaffolding command writes in a Swift package: the package's root (the folder of its
/// `Package.swift`), the source folder the user named (`--in`), the module that folder builds,
/// and the test folder of that module. The targets and their folders are SwiftPM's own reading
/// of the manifest (``PackageManifest``), so a target with `path:` is found where it is, and a
/// layout that cannot be told is refused with a message, never guessed.
///
/// Every path is checked to stay inside the package, so a typo cannot write elsewhere.
package struct PackageLayout: Equatable, Sendable {
    /// The folder holding `Package.swift`.
    package let root: String
    /// Where the RIB's folder goes: the module's folder or a folder inside it.
    package let sources: String
    /// The module the source folder builds: `App` for `Sources/App/Features`.
    package let module: String
    /// The folder of the module's sources: `<root>/Sources/App`, or what its `path:` says.
    package let moduleFolder: String
    /// The module's test folder (that of the test target depending on it, or `Tests/AppTests`),
    /// whether or not it exists.
    package let tests: String
    /// Whether the module's target uses RIBsDepsPlugin.
    let usesDependencyPlugin: Bool
    /// Whether the module is an executable (`ribs new --launch` writes its entry point).
    package let isExecutable: Bool
    /// Whether the module depends on RIBsTerminal: its views are terminal screens.
    package let usesTerminal: Bool
    /// Whether the module depends on RIBsInspector: its entry point takes `--inspect`.
    package let usesInspector: Bool
    /// Whether the module depends on RIBsUIKit: its view controllers are `RIBViewController`s.
    package let usesUIKit: Bool
    /// Whether the test target of ``tests`` lacks RIBsMockPlugin, which writes the mocks a new
    /// RIB's tests use (`false` where no test target has that folder).
    package let testsLackMockPlugin: Bool
    /// How the manifest names swift-ribs in `.product(name:package:)`
    /// (``PackageManifest/swiftRIBsPackage``), for hints that ask to add one of its products.
    package let swiftRIBsPackage: String

    /// Finds the package around `directory` (the current folder), reads its manifest (with
    /// SwiftPM, unless `manifest` is given) and places the sources in `sourcesOption` (relative
    /// to `directory`), in the folder of the target `moduleOption`, or in the package's only
    /// target with sources.
    package init(
        directory: String, sourcesOption: String?, testsOption: String?, moduleOption: String? = nil,
        manifest givenManifest: PackageManifest? = nil
    ) throws(ScaffoldError) {
        let start = Self.standardized(directory)
        guard let root = Self.packageRoot(from: start) else {
            throw ScaffoldError(
                "no Package.swift in \(start) or above: run ribs in your package's folder (or use `swift package ribs`)."
            )
        }
        self.root = root
        let manifest: PackageManifest
        if let given = givenManifest {
            manifest = given
        } else {
            do {
                manifest = try PackageManifest.load(root: root)
            } catch {
                throw ScaffoldError("\(error.description)")
            }
        }
        let folders = manifest.targets.filter(\.holdsSources).compactMap { target in
            manifest.folder(of: target, root: root).map {
                SourceFolder(target: target, path: Self.standardized(root + "/" + $0))
            }
        }
        guard !folders.isEmpty else {
            throw ScaffoldError(
                "\(root)/Package.swift declares no library or executable target whose folder exists: add one, such as .target(name: \"App\") with its folder Sources/App, and run ribs again."
            )
        }
        let listing = folders.map { "\($0.target.name) (\(String($0.path.dropFirst(root.count + 1))))" }
            .joined(separator: ", ")
        let named = try moduleOption.map { module throws(ScaffoldError) in
            try Self.folder(ofModule: module, in: folders, manifest: manifest, listing: listing)
        }
        let chosen: SourceFolder
        if let sourcesOption {
            let folder = try Self.existingFolder(sourcesOption, from: start, root: root)
            sources = folder
            if let named {
                guard named.contains(folder) else {
                    throw ScaffoldError(
                        "\(ScaffoldInput.sourcesFolder) \(sourcesOption) is not in the folder of \(ScaffoldInput.module) \(named.target.name) (\(String(named.path.dropFirst(root.count + 1)))): name a folder inside it."
                    )
                }
                chosen = named
            } else {
                // The innermost target folder holding it: a target may sit inside another's.
                guard
                    let containing = folders.filter({ $0.contains(folder) }).max(by: { $0.path.count < $1.path.count })
                else {
                    throw ScaffoldError(
                        "\(ScaffoldInput.sourcesFolder) \(sourcesOption) is in no target's folder, so no module would build the RIB. The package's targets: \(listing). Name a folder inside one of them."
                    )
                }
                chosen = containing
            }
        } else {
            // An app's usual shape, a library of RIBs and a thin executable: the one target that
            // uses a RIBs library is where RIBs go.
            let usingRIBs = folders.filter { folder in
                ["RIBs", "RVB", "RIBsTerminal"].contains { folder.target.uses($0) }
            }
            let inferred = folders.count == 1 ? folders.first : (usingRIBs.count == 1 ? usingRIBs.first : nil)
            guard let only = named ?? inferred else {
                throw ScaffoldError(
                    "which target? The package has \(listing): pass \(ScaffoldInput.sourcesFolder) with the folder the RIB goes in."
                )
            }
            chosen = only
            sources = only.path
        }
        module = chosen.target.name
        moduleFolder = chosen.path
        usesDependencyPlugin = chosen.target.plugins.contains("RIBsDepsPlugin")
        isExecutable = chosen.target.kind == .executable
        usesTerminal = chosen.target.uses("RIBsTerminal")
        usesInspector = chosen.target.uses("RIBsInspector")
        usesUIKit = chosen.target.uses("RIBsUIKit")
        if let testsOption {
            tests = Self.standardized(testsOption.hasPrefix("/") ? testsOption : start + "/" + testsOption)
            try Self.checkInside(root: root, path: tests, input: .testsFolder)
        } else {
            tests = Self.testFolder(of: chosen.target, manifest: manifest, root: root)
        }
        let testsFolder = tests
        let testTarget = manifest.targets.first { target in
            target.kind == .test
                && manifest.folder(of: target, root: root).map { Self.standardized(root + "/" + $0) } == testsFolder
        }
        swiftRIBsPackage = manifest.swiftRIBsPackage
        testsLackMockPlugin = testTarget.map { !$0.plugins.contains("RIBsMockPlugin") } ?? false
    }

    /// A target that holds sources, and its folder (absolute, links resolved).
    private struct SourceFolder {
        let target: PackageManifest.Target
        let path: String

        func contains(_ folder: String) -> Bool { folder == path || folder.hasPrefix(path + "/") }
    }

    /// The folder of the target `--module` names, which must hold sources and be found.
    private static func folder(
        ofModule module: String, in folders: [SourceFolder], manifest: PackageManifest, listing: String
    ) throws(ScaffoldError) -> SourceFolder {
        guard let target = manifest.target(named: module), target.holdsSources else {
            throw ScaffoldError(
                "\(ScaffoldInput.module) \(module): the package has no library or executable target of that name. Its targets: \(listing)."
            )
        }
        guard let found = folders.first(where: { $0.target.name == target.name }) else {
            throw ScaffoldError(
                "\(ScaffoldInput.module) \(module): the target's folder is not where SwiftPM looks (Sources/\(module)): give the target a path: in Package.swift."
            )
        }
        return found
    }

    /// `--in`'s folder, resolved against the current folder: inside the package, and existing.
    private static func existingFolder(_ option: String, from start: String, root: String) throws(ScaffoldError)
        -> String
    {
        let folder = standardized(option.hasPrefix("/") ? option : start + "/" + option)
        try checkInside(root: root, path: folder, input: .sourcesFolder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScaffoldError(
                "\(ScaffoldInput.sourcesFolder) \(option): \(folder) is not a folder. Name a source folder of the package, such as Sources/App."
            )
        }
        return folder
    }

    /// The folder of the test target that depends on `target` (the one named `<target>Tests`
    /// first), or `Tests/<target>Tests` when there is none.
    private static func testFolder(of target: PackageManifest.Target, manifest: PackageManifest, root: String)
        -> String
    {
        let testTargets = manifest.targets.filter { $0.kind == .test && $0.dependencies.contains(target.name) }
        let testTarget = testTargets.first { $0.name == target.name + "Tests" } ?? testTargets.first
        if let testTarget, let folder = manifest.folder(of: testTarget, root: root) {
            return standardized(root + "/" + folder)
        }
        return root + "/Tests/\(target.name)Tests"
    }

    /// Whether the test folder exists (tests are written by default only then).
    package var hasTests: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: tests, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether `ribs deps` generates the module's forwarding: its target uses RIBsDepsPlugin, or
    /// its folder holds a checked-in `RIBsDeps.generated.swift`.
    package var generatesDependencies: Bool {
        usesDependencyPlugin || FileManager.default.fileExists(atPath: moduleFolder + "/RIBsDeps.generated.swift")
    }

    /// `path` relative to the package root, for messages: `Sources/App/Login/LoginBuilder.swift`.
    package func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The absolute path of a scaffolded file.
    package func path(of file: ScaffoldFile) -> String {
        (file.root == .sources ? sources : tests) + "/" + file.path
    }

    static func packageRoot(from directory: String) -> String? {
        var current = directory
        while true {
            if FileManager.default.fileExists(atPath: current + "/Package.swift") { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// An absolute path without `.`, `..` or symbolic links, so containment is checked on what
    /// the file system will reach.
    static func standardized(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        // Resolve the longest part that exists (the rest may be a folder to make).
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in rest { resolved.appendPathComponent(component) }
        return resolved.path
    }

    static func checkInside(root: String, path: String, input: ScaffoldInput) throws(ScaffoldError) {
        guard path == root || path.hasPrefix(root + "/") else {
            throw ScaffoldError(
                "\(input) \(path) is outside the package (\(root)): name a folder inside it, such as Sources/App.")
        }
    }
}
