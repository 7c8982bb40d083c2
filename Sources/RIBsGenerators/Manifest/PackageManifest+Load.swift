import Foundation

extension PackageManifest {
    /// Reads the manifest of the package at `root` with `swift package dump-package`.
    ///
    /// SwiftPM runs in a scratch folder of its own: when `ribs` runs as `swift package ribs`, the
    /// package's `.build` is locked by the SwiftPM that started it.
    package static func load(root: String) throws(ScaffoldError) -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribs-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errors = scratch.appendingPathComponent("stderr.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw ScaffoldError(
                "ribs reads Package.swift with `swift package dump-package`, which could not be started (\(error)). Put the Swift toolchain's bin folder on PATH."
            )
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // SwiftPM's own lines, without the compiler command it appends to an invalid manifest.
            let message = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "")
                .split(separator: "\n")
                .map { line in line.range(of: " (compiled with:").map { String(line[..<$0.lowerBound]) } ?? String(line)
                }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            throw ScaffoldError(
                "\(root)/Package.swift cannot be read by SwiftPM (swift package dump-package exited with \(process.terminationStatus)): \(message.isEmpty ? "no message" : message). Fix the manifest, then run ribs again."
            )
        }
        return try PackageManifest(json: json)
    }
}
