import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes several files as one change: all of them, or none.
///
/// Each file is first written next to its destination under a temporary name; only when every
/// one is written are they renamed into place. If a rename fails, the files already moved are
/// put back as they were (a replaced file is restored from the copy kept for that purpose) and
/// the folders made for the change are removed, so a failure leaves the tree as it found it. A
/// file that is replaced keeps its mode.
package enum FileSetWriter {
    /// A file of the change: its absolute path and its new contents.
    package struct Change: Equatable, Sendable {
        package var path: String
        package var contents: String

        package init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// Writes `changes`. A file that exists is replaced only with `overwrite`; without it the
    /// whole change is refused, naming every file in the way (``FilesInTheWay``).
    package static func write(_ changes: [Change], overwrite: Bool) throws {
        let fileManager = FileManager.default
        let existing = changes.filter { fileManager.fileExists(atPath: $0.path) }
        if !overwrite, !existing.isEmpty {
            throw FilesInTheWay(paths: existing.map(\.path))
        }
        var madeFolders: [String] = []
        var staged: [(temporary: String, destination: String)] = []
        var backups: [(backup: String, destination: String)] = []
        var moved: [String] = []
        func rollBack() {
            for path in moved { unlink(path) }
            for (backup, destination) in backups { rename(backup, destination) }
            for (temporary, _) in staged { unlink(temporary) }
            for folder in madeFolders.reversed() { rmdir(folder) }
        }
        do {
            for change in changes {
                let folder = (change.path as NSString).deletingLastPathComponent
                try makeFolder(folder, recordingIn: &madeFolders)
                let temporary = folder + "/.\((change.path as NSString).lastPathComponent).ribs-\(getpid()).tmp"
                guard fileManager.createFile(atPath: temporary, contents: Data(change.contents.utf8)) else {
                    throw ToolFailure("cannot write in \(folder): check that it is writable. Nothing was written.")
                }
                // A replaced file keeps its mode (a script's 0755): only its contents change.
                var existing = stat()
                if stat(change.path, &existing) == 0 { chmod(temporary, existing.st_mode & 0o7777) }
                staged.append((temporary, change.path))
            }
            for (temporary, destination) in staged {
                if fileManager.fileExists(atPath: destination) {
                    let backup = destination + ".ribs-\(getpid()).backup"
                    guard link(destination, backup) == 0 else {
                        throw ToolFailure(
                            "cannot keep a copy of \(destination) before replacing it (\(String(cString: strerror(errno)))). Nothing was written."
                        )
                    }
                    backups.append((backup, destination))
                }
                guard rename(temporary, destination) == 0 else {
                    throw ToolFailure(
                        "cannot write \(destination) (\(String(cString: strerror(errno)))). Nothing was written.")
                }
                moved.append(destination)
            }
        } catch {
            // The moved files that replaced others are restored by renaming the backups back.
            moved.removeAll { path in backups.contains { $0.destination == path } }
            rollBack()
            throw error
        }
        for (backup, _) in backups { unlink(backup) }
    }

    /// Makes `folder` and its missing parents, adding each folder it makes to `made`.
    private static func makeFolder(_ folder: String, recordingIn made: inout [String]) throws {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing {
            guard mkdir(path, 0o755) == 0 else {
                throw ToolFailure(
                    "cannot make the folder \(path) (\(String(cString: strerror(errno)))): check that no file is in its place. Nothing was written."
                )
            }
            made.append(path)
        }
    }
}
