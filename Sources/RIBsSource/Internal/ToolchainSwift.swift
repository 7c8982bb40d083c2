import Foundation

/// Runs the toolchain's `swift` (from `PATH`) and collects what it printed: how the tools ask
/// SwiftPM for a manifest and the compiler for its paths.
package enum ToolchainSwift {
    /// What a run printed, and how it ended.
    package struct Result {
        package let status: Int32
        package let output: Data
        package let errors: String
    }

    /// Runs `swift arguments` in `directory`. Its standard error goes to a file, not a pipe, so
    /// a run that writes much to both cannot stall on a full pipe while its output is read.
    package static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribs-swift-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        if let directory {
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            // As a shell would: SwiftPM keys cached plans on the environment, `PWD` included.
            process.environment = ProcessInfo.processInfo.environment.merging(["PWD": directory]) { $1 }
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: data,
            errors: (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? "")
    }
}
