import Foundation

/// Where a scaffolding command writes in a Swift package: the package's root (the folder of its
/// `Package.swift`), the source folder the user named (`--in`), the module that folder builds,
/// and the test folder of that module.
///
/// Every path is checked to stay inside the package, so a typo cannot write elsewhere.
package struct PackageLayout: Equatable, Sendable {
    /// The folder holding `Package.swift`.
    package let root: String
    /// Where the RIB's folder goes: `<root>/Sources/App` or a folder inside it.
    package let sources: String
    /// The module the source folder builds: `App` for `Sources/App/Features`.
    package let module: String
    /// The module's test folder (`Tests/AppTests` by convention), whether or not it exists.
    package let tests: String

    /// Finds the package around `directory` (the current folder) and places the sources in
    /// `sourcesOption` (relative to `directory`), or in the package's only source folder.
    package init(
        directory: String, sourcesOption: String?, testsOption: String?, moduleOption: String? = nil
    ) throws(ScaffoldError) {
        let start = Self.standardized(directory)
        guard let root = Self.packageRoot(from: start) else {
            throw ScaffoldError(
                "no Package.swift in \(start) or above: run ribs in your package's folder (or use `swift package ribs`)."
            )
        }
        self.root = root
        let sources: String
        if let sourcesOption {
            sources = Self.standardized(sourcesOption.hasPrefix("/") ? sourcesOption : start + "/" + sourcesOption)
            try Self.checkInside(root: root, path: sources, option: "--in")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
                throw ScaffoldError(
                    "--in \(sourcesOption): \(sources) is not a folder. Name a source folder of the package, such as Sources/App."
                )
            }
        } else {
            let targets = Self.folders(in: root + "/Sources")
            guard targets.count == 1, let only = targets.first else {
                let listed = targets.isEmpty ? "none" : targets.joined(separator: ", ")
                throw ScaffoldError(
                    "which source folder? The package's Sources has \(listed): pass --in Sources/<Target>.")
            }
            sources = root + "/Sources/" + only
        }
        self.sources = sources
        let relative = String(sources.dropFirst(root.count)).split(separator: "/")
        if let moduleOption {
            module = moduleOption
        } else if relative.count >= 2, relative[0] == "Sources" {
            module = String(relative[1])
        } else {
            throw ScaffoldError(
                "\(sources) is not in Sources/<Target>: pass --module with the name of the module it builds.")
        }
        if let testsOption {
            tests = Self.standardized(testsOption.hasPrefix("/") ? testsOption : start + "/" + testsOption)
            try Self.checkInside(root: root, path: tests, option: "--tests-in")
        } else {
            tests = root + "/Tests/\(module)Tests"
        }
    }

    /// Whether the test folder exists (tests are written by default only then).
    package var hasTests: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: tests, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether `ribs deps` generates the module's forwarding: its target uses RIBsDepsPlugin in
    /// `Package.swift`, or its folder holds a checked-in `RIBsDeps.generated.swift`.
    package var generatesDependencies: Bool {
        let moduleFolder = root + "/Sources/" + module
        if FileManager.default.fileExists(atPath: moduleFolder + "/RIBsDeps.generated.swift") { return true }
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            let target = Self.target(named: module, in: manifest)
        else { return false }
        // The plugin named in the target, or a constant the manifest binds it to
        // (`let deps = Target.PluginUsage.plugin(name: "RIBsDepsPlugin", …)`).
        let names =
            ["RIBsDepsPlugin"]
            + manifest.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                guard line.contains("RIBsDepsPlugin"), words.first == "let" || words.first == "var", words.count > 1
                else {
                    return nil
                }
                return String(words[1])
            }
        let words = Set(target.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
        return names.contains { words.contains($0) }
    }

    /// The text of the target declaration named `name` in a manifest: from `.target(` (or any
    /// `…Target(`) before `name: "<name>"` to its closing parenthesis.
    static func target(named name: String, in manifest: String) -> Substring? {
        guard let nameRange = manifest.range(of: "name: \"\(name)\"") else { return nil }
        guard let open = manifest[..<nameRange.lowerBound].lastIndex(of: "(") else { return nil }
        var depth = 0
        var index = open
        while index < manifest.endIndex {
            switch manifest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return manifest[open...index] }
            default: break
            }
            index = manifest.index(after: index)
        }
        return nil
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

    static func checkInside(root: String, path: String, option: String) throws(ScaffoldError) {
        guard path == root || path.hasPrefix(root + "/") else {
            throw ScaffoldError(
                "\(option) \(path) is outside the package (\(root)): name a folder inside it, such as Sources/App.")
        }
    }

    private static func folders(in path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }
}
