import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A release `ribs` that `swift package ribs install` put in a package's build folder, and the
/// rule by which the `ribs` a plugin runs hands its work to it.
///
/// The plugins cannot choose the binary themselves: SwiftPM keeps a build's plan, and with it
/// the command a plugin returned, until the package's files or manifests change, so a choice made
/// there would outlive an install or an upgrade. The plugins run the `ribs` SwiftPM built for
/// them and name the installed one in ``environmentKey``; that `ribs` decides on each run.
enum InstalledRelease {
    /// Names the installed `ribs` a run may hand over to (the plugins set it).
    static let environmentKey = "RIBS_INSTALLED_TOOL"

    /// swift-ribs' own folder, where this `ribs` was built from: this file is
    /// `Sources/RIBsCommands/Install/InstalledRelease.swift` in it.
    static let sources: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// Where the stamp of an installed `ribs` is kept: beside it.
    static func stampURL(of executable: URL) -> URL {
        executable.deletingLastPathComponent().appending(path: executable.lastPathComponent + ".sources")
    }

    /// What swift-ribs is now, as a line: each file of its `Sources` and its manifest, by path
    /// (relative to `package`), size and modification time, hashed. A checkout of another
    /// version, or an edit, changes it; reading it costs a `stat` a file.
    static func sourcesStamp(of package: URL = sources) -> String {
        let files = FileManager.default
        let keys: Set<URLResourceKey> = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        var listing: [String] = []
        for root in [package.appending(path: "Sources"), package.appending(path: "Package.swift")] {
            var urls = [root]
            if let walker = files.enumerator(at: root, includingPropertiesForKeys: Array(keys)) {
                urls += walker.compactMap { $0 as? URL }
            }
            for url in urls {
                guard let values = try? url.resourceValues(forKeys: keys), values.isRegularFile == true else {
                    continue
                }
                let path = url.path.hasPrefix(package.path) ? String(url.path.dropFirst(package.path.count)) : url.path
                let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                listing.append("\(path) \(values.fileSize ?? 0) \(modified)")
            }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in listing.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\(listing.count) files \(String(hash, radix: 16))"
    }

    /// What a run does, given what is installed.
    enum Decision: Equatable {
        /// Nothing installed (or this is the installed one): this `ribs` does the work, and says
        /// nothing of it.
        case runThis
        /// The installed `ribs` is current: it does the work, and a note says so.
        case handOver(to: String)
        /// The installed `ribs` was built from other sources: this one does the work, and says so.
        case runThisInstead(of: String, warning: String)
    }

    /// The rule, apart from the file system: `installed` is the path the plugin named (nil when
    /// none), `exists` whether an executable is there, `stamp` what its stamp file says (nil
    /// when unreadable), `current` this `ribs`'s ``sourcesStamp(of:)``.
    static func decide(installed: String?, isThis: Bool, exists: Bool, stamp: String?, current: String) -> Decision {
        guard let installed, !isThis, exists else { return .runThis }
        guard stamp == current else {
            let warning =
                "warning: the release ribs at \(installed) was built from another version of swift-ribs; "
                + "the debug ribs runs instead (run `swift package ribs install` again, or remove it)"
            return .runThisInstead(of: installed, warning: warning)
        }
        return .handOver(to: installed)
    }

    /// Run directly (not by a plugin), an installed `ribs` (one with a stamp beside it) says
    /// when swift-ribs changed since it was installed: it still runs, but it is not the
    /// version the package builds against. The warning, or nil.
    static func staleInstallWarning(
        executable: URL? = Bundle.main.executableURL, current: () -> String = { sourcesStamp() }
    ) -> String? {
        guard let executable = executable?.resolvingSymlinksInPath(),
            let stamp = try? String(contentsOf: stampURL(of: executable), encoding: .utf8)
        else { return nil }
        guard stamp.trimmingCharacters(in: .whitespacesAndNewlines) != current() else { return nil }
        return "warning: this ribs (\(executable.path)) was installed from another version of swift-ribs; "
            + "run `swift package --allow-writing-to-package-directory ribs install` again"
    }

    /// Reads the environment and the files, decides, and hands over by replacing this process
    /// with the installed `ribs` (the same arguments; the variable removed, so it does not look
    /// again). Returns when this `ribs` is to do the work; a failed hand-over says why and returns.
    static func handOverIfInstalled(arguments: [String] = CommandLine.arguments) {
        guard let installed = ProcessInfo.processInfo.environment[environmentKey] else {
            if let warning = staleInstallWarning() { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            return
        }
        unsetenv(environmentKey)
        // Nothing installed costs one `stat`: the stamp of the sources is read only for a binary.
        guard FileManager.default.isExecutableFile(atPath: installed) else { return }
        let this = Bundle.main.executableURL?.resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: installed)
        let decision = decide(
            installed: installed,
            isThis: this == target.resolvingSymlinksInPath().path,
            exists: true,
            stamp: (try? String(contentsOf: stampURL(of: target), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines),
            current: sourcesStamp()
        )
        switch decision {
        case .runThis:
            return
        case .runThisInstead(_, let warning):
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        case .handOver(let path):
            FileHandle.standardError.write(Data("note: the release ribs installed at \(path) runs\n".utf8))
            var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments.dropFirst()).map { strdup($0) }
            argv.append(nil)
            execv(path, argv)
            let failure =
                "warning: could not run the release ribs at \(path) (errno \(errno)); the debug ribs runs instead\n"
            FileHandle.standardError.write(Data(failure.utf8))
        }
    }
}
