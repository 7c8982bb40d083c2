import Foundation
import RIBsSource
import SwiftSyntax

/// One `ribs availability` run as the command makes it: the floor read from the package's
/// manifest (or given), the toolchain's interfaces indexed, every Swift file under the source
/// folders read and checked, and what to say returned. The command reads its flags and prints
/// what this returns.
package struct AvailabilityJob {
    /// What the run found: each use of an API newer than the floor, an error each, and a
    /// one-line summary; the command fails when it found one.
    package typealias Report = ToolReport

    /// Why nothing was checked. The messages name what is missing; the command adds the flag
    /// that supplies it.
    package enum Failure: Error, CustomStringConvertible {
        /// The manifest could not be read for its platforms.
        case manifestUnreadable(String)
        /// The manifest declares no iOS or macOS minimum.
        case noFloor
        /// No `.swiftinterface` of a checked module under this folder.
        case noInterfaces(folder: String)
        /// A toolchain interface that could not be read.
        case interfaceUnreadable(path: String)
        /// A source that is not UTF-8 text.
        case unreadable(path: String)
        /// A source the parser would not read in reasonable time, named at its place.
        case tooDeep(String)

        package var description: String {
            switch self {
            case .manifestUnreadable(let reason): reason
            case .noFloor: "Package.swift declares no iOS or macOS minimum: nothing to check against."
            case .noInterfaces(let folder): "No .swiftinterface found under \(folder): nothing to check against."
            case .interfaceUnreadable(let path): "\(path) cannot be read: nothing was checked."
            case .unreadable(let path):
                "\(path) cannot be read as UTF-8 text, as Swift sources are: nothing was checked."
            case .tooDeep(let diagnostic): diagnostic
            }
        }
    }

    /// The modules an app can reach without a package: the standard library, concurrency,
    /// synchronization, observation, string processing, distributed actors.
    static let toolchainModules = [
        "Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing", "Distributed",
    ]

    package var packageDirectory: String
    /// Folders to check, relative to the package.
    package var sourceDirectories = ["Sources", "Examples"]
    /// The folder of the toolchain's `.swiftmodule` folders; the running toolchain's when nil.
    package var interfacesDirectory: String?
    /// The minimum to check against; Package.swift's when nil.
    package var floor: [String: PlatformVersion]?

    package init(packageDirectory: String) {
        self.packageDirectory = packageDirectory
    }

    package func run() throws(Failure) -> Report {
        let floor: [String: PlatformVersion]
        if let given = self.floor { floor = given } else { floor = try manifestFloor() }
        guard !floor.isEmpty else { throw .noFloor }
        var sources: [(path: String, tree: SourceFileSyntax)] = []
        for directory in sourceDirectories {
            let root = URL(fileURLWithPath: packageDirectory).appendingPathComponent(directory)
            for path in SwiftFiles.under(root.path) ?? [] {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw .unreadable(path: path)
                }
                // A file not parsed would pass unchecked: refuse it instead.
                switch GuardedParse(text) {
                case .tree(let tree): sources.append((path, tree))
                case .tooDeep(let line, let column):
                    throw .tooDeep(
                        BracketDepth.diagnostic(
                            path: path, at: (line, column), note: " (ribs availability checked nothing)"
                        ).description)
                }
            }
        }
        // After the sources: a file refused costs no reading of the toolchain's interfaces, half
        // a minute of a debug build's time.
        let index = try loadIndex()
        let problems = AvailabilityChecker(index: index, floor: floor).check(parsed: sources)
        let checked = floor.values.sorted { $0.platform < $1.platform }.map(\.description).joined(separator: ", ")
        let found = problems.isEmpty ? "no API newer than the floor" : "\(problems.count) uses of newer APIs"
        return ToolReport(
            diagnostics: problems.map(\.diagnostic),
            summary: "ribs availability: \(sources.count) files against \(checked): \(found)", failed: !problems.isEmpty
        )
    }

    private func manifestFloor() throws(Failure) -> [String: PlatformVersion] {
        do {
            return PackagePlatforms.floor(try PackageManifest.load(root: packageDirectory))
        } catch {
            throw .manifestUnreadable("\(error)")
        }
    }

    private func loadIndex() throws(Failure) -> InterfaceIndex {
        let directory = interfacesDirectory ?? Self.toolchainInterfaces()
        var index = InterfaceIndex()
        var found = 0
        for module in Self.toolchainModules {
            let folder = URL(fileURLWithPath: directory).appendingPathComponent("\(module).swiftmodule")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let file = files.first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }) else {
                continue
            }
            let path = folder.appendingPathComponent(file)
            guard let text = try? String(contentsOf: path, encoding: .utf8) else {
                throw .interfaceUnreadable(path: path.path)
            }
            index.add(interface: text)
            found += 1
        }
        guard found > 0 else { throw .noInterfaces(folder: directory) }
        return index
    }

    /// `<toolchain>/usr/lib/swift/<platform>`, found from the `swift` on the path.
    package static func toolchainInterfaces() -> String {
        let output = (try? ToolchainSwift.run(["-print-target-info"]))?.output ?? Data()
        struct TargetInfo: Decodable {
            struct Paths: Decodable { let runtimeResourcePath: String }
            let paths: Paths
        }
        let resource =
            (try? JSONDecoder().decode(TargetInfo.self, from: output))?.paths.runtimeResourcePath ?? "/usr/lib/swift"
        #if os(Linux)
        return resource + "/linux"
        #else
        return resource + "/macosx"
        #endif
    }
}
