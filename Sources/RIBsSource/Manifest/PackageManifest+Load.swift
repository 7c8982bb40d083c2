import Foundation

extension PackageManifest {
    /// Reads the manifest of the package at `root` with `swift package dump-package`.
    ///
    /// SwiftPM runs in a scratch folder of its own: when `ribs` runs as `swift package ribs`, the
    /// package's `.build` is locked by the SwiftPM that started it.
    package static func load(root: String) throws(ToolFailure) -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribs-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run: ToolchainSwift.Result
        do {
            run = try ToolchainSwift.run(["package", "--scratch-path", scratch.path, "dump-package"], in: root)
        } catch {
            throw ToolFailure(
                "ribs reads Package.swift with `swift package dump-package`, which could not be started (\(error)). Put the Swift toolchain's bin folder on PATH."
            )
        }
        guard run.status == 0 else {
            // SwiftPM's own lines, without the compiler command it appends to an invalid manifest.
            let message = run.errors.split(separator: "\n")
                .map { line in line.range(of: " (compiled with:").map { String(line[..<$0.lowerBound]) } ?? String(line)
                }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            throw ToolFailure(
                "\(root)/Package.swift cannot be read by SwiftPM (swift package dump-package exited with \(run.status)): \(message.isEmpty ? "no message" : message). Fix the manifest, then run ribs again."
            )
        }
        return try PackageManifest(json: run.output)
    }
}
