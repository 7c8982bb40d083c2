import ArgumentParser
import Foundation
import RIBsGenerators

/// `ribs availability`: fails when a source uses a toolchain API newer than the platforms the
/// package declares, the check the compiler makes for iOS and macOS and nothing makes on Linux.
struct AvailabilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "availability",
        abstract: "Checks that the sources use no toolchain API newer than the platforms Package.swift declares."
    )

    @Option(name: .customLong("package"), help: "The package folder (its Package.swift gives the platforms).")
    var packageDirectory = "."

    @Option(
        name: [.customShort("s"), .customLong("sources")], parsing: .upToNextOption,
        help: "Folders to check, relative to the package (default: Sources and Examples).")
    var sourceDirectories: [String] = []

    @Option(
        name: .customLong("interfaces"),
        help: "The folder of the toolchain's .swiftmodule folders (default: the running toolchain's).")
    var interfacesDirectory: String?

    @Option(
        name: .customLong("platform"), parsing: .upToNextOption,
        help: "A minimum to check instead of Package.swift's, as 'iOS 18.0' (repeatable).")
    var platforms: [String] = []

    func run() throws {
        let package = URL(fileURLWithPath: packageDirectory)
        var floor: [String: PlatformVersion] = [:]
        if platforms.isEmpty {
            do {
                floor = PackagePlatforms.floor(try PackageManifest.load(root: package.path))
            } catch {
                throw CommandFailure("\(error) Or give --platform 'iOS 18.0'.")
            }
        } else {
            for platform in platforms {
                let words = platform.split(separator: " ")
                guard words.count == 2, PlatformVersion.checkedPlatforms.contains(String(words[0])) else {
                    throw ValidationError("--platform takes 'iOS 18.0' or 'macOS 15.0', got '\(platform)'.")
                }
                floor[String(words[0])] = PlatformVersion(platform: String(words[0]), version: String(words[1]))
            }
        }
        guard !floor.isEmpty else {
            throw CommandFailure(
                "Package.swift declares no iOS or macOS minimum: nothing to check against. Give --platform 'iOS 18.0'.")
        }
        let index = try loadIndex()
        var sources: [(path: String, text: String)] = []
        for directory in sourceDirectories.isEmpty ? ["Sources", "Examples"] : sourceDirectories {
            let root = package.appendingPathComponent(directory)
            for path in SwiftFiles.under(root.path) ?? [] {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw CommandFailure(
                        "\(path) cannot be read as UTF-8 text, as Swift sources are: nothing was checked.")
                }
                // A file not parsed would pass unchecked: refuse it instead.
                if let place = BracketDepth.firstTooDeep(in: text) {
                    throw CommandFailure(
                        "\(BracketDepth.diagnostic(path: path, at: place, note: " (ribs availability checked nothing)"))"
                    )
                }
                sources.append((path, text))
            }
        }
        let problems = AvailabilityChecker(index: index, floor: floor).check(sources: sources)
        for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        let checked = floor.values.sorted { $0.platform < $1.platform }.map(\.description).joined(separator: ", ")
        print(
            "ribs availability: \(sources.count) files against \(checked): \(problems.isEmpty ? "no API newer than the floor" : "\(problems.count) uses of newer APIs")"
        )
        if !problems.isEmpty { throw ExitCode.failure }
    }

    /// The interfaces of the modules an app can reach without a package: the standard library,
    /// concurrency, synchronization, observation, string processing.
    private func loadIndex() throws -> InterfaceIndex {
        let directory = interfacesDirectory ?? Self.toolchainInterfaces()
        var index = InterfaceIndex()
        var found = 0
        for module in ["Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing", "Distributed"] {
            let folder = URL(fileURLWithPath: directory).appendingPathComponent("\(module).swiftmodule")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let file = files.first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }) else {
                continue
            }
            index.add(interface: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            found += 1
        }
        guard found > 0 else {
            throw CommandFailure(
                "No .swiftinterface found under \(directory): give --interfaces the folder holding Swift.swiftmodule.")
        }
        return index
    }

    /// `<toolchain>/usr/lib/swift/<platform>`, found from the `swift` on the path.
    static func toolchainInterfaces() -> String {
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
