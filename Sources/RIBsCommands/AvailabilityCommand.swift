import ArgumentParser
import Foundation
import RIBsAvailability

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
        var job = AvailabilityJob(packageDirectory: packageDirectory)
        if !sourceDirectories.isEmpty { job.sourceDirectories = sourceDirectories }
        job.interfacesDirectory = interfacesDirectory
        if !platforms.isEmpty { job.floor = try Self.floor(platforms) }
        let report: AvailabilityJob.Report
        do {
            report = try job.run()
        } catch {
            throw CommandFailure(Self.message(for: error))
        }
        try report.print()
    }

    /// `--platform 'iOS 18.0'` values as versions by platform.
    private static func floor(_ platforms: [String]) throws -> [String: PlatformVersion] {
        var floor: [String: PlatformVersion] = [:]
        for platform in platforms {
            let words = platform.split(separator: " ")
            guard words.count == 2, PlatformVersion.checkedPlatforms.contains(String(words[0])) else {
                throw ValidationError("--platform takes 'iOS 18.0' or 'macOS 15.0', got '\(platform)'.")
            }
            floor[String(words[0])] = PlatformVersion(platform: String(words[0]), version: String(words[1]))
        }
        return floor
    }

    /// The job's message, with the flag that supplies what was missing.
    private static func message(for failure: AvailabilityJob.Failure) -> String {
        switch failure {
        case .manifestUnreadable: "\(failure) Or give --platform 'iOS 18.0'."
        case .noFloor: "\(failure) Give --platform 'iOS 18.0'."
        case .noInterfaces: "\(failure) Give --interfaces the folder holding Swift.swiftmodule."
        default: failure.description
        }
    }
}
