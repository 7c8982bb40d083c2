import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ribs install-release --into DIR`: copies this `ribs` into DIR, with the stamp of the sources
/// it was built from. `swift package ribs install` runs it with the release build it just made;
/// hidden, as users run that instead.
struct InstallReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-release",
        abstract: "Copies this ribs into a folder, where the plugins hand their work to it.",
        shouldDisplay: false
    )

    @Option(name: .customLong("into"), help: "The folder (the build folder's ribs-tool).")
    var folder: String

    func run() throws {
        guard let this = Bundle.main.executableURL else {
            throw CommandFailure("error: cannot tell where this ribs is")
        }
        let folderURL = URL(fileURLWithPath: folder)
        let target = folderURL.appending(path: "ribs")
        try Self.install(this, at: target, stamp: InstalledRelease.sourcesStamp())
        print("Installed a release ribs at \(target.path).")
    }

    /// Copies `executable` to `target` and writes `stamp` beside it: the old stamp goes first
    /// and the new one last, and the copy moves in whole, so a run cut short leaves no copy
    /// that passes for current.
    static func install(_ executable: URL, at target: URL, stamp: String) throws {
        let files = FileManager.default
        try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let stampURL = InstalledRelease.stampURL(of: target)
        if files.fileExists(atPath: stampURL.path) { try files.removeItem(at: stampURL) }
        let partial = target.deletingLastPathComponent().appending(path: ".\(target.lastPathComponent).partial")
        try? files.removeItem(at: partial)
        try files.copyItem(at: executable, to: partial)
        guard rename(partial.path, target.path) == 0 else {
            throw CommandFailure("error: could not move the copy into \(target.path) (errno \(errno))")
        }
        try (stamp + "\n").write(to: stampURL, atomically: true, encoding: .utf8)
    }
}
