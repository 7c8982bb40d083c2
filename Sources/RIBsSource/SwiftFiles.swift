import Foundation

/// The Swift files of a folder, as every tool lists them: sorted; hidden files and folders
/// skipped (`.build`, `.git`, `.swiftpm`, an editor's backups); a symbolic link followed only
/// where it stays inside the folder, so a link to a sibling package or to `/` adds nothing
/// (the folder itself may be a link, as a target's path reached through one is).
package enum SwiftFiles {
    /// The `.swift` files under `folder`, as paths that start with `folder`; `nil` when `folder`
    /// is not a folder that can be read.
    package static func under(_ folder: String) -> [String]? {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        var found: [String] = []
        var foundFiles: Set<String> = []
        // Each folder to read, with where it resolves: an entry that is not a link resolves
        // beside it, so only links are resolved (resolving every file took a twentieth of a
        // `ribs deps` run that changed one declaration, in the debug build a plugin runs).
        var pending = [(relative: "", resolved: root)]
        var visited: Set<String> = [root]
        while let (relative, resolvedFolder) = pending.popLast() {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? fileManager.contentsOfDirectory(atPath: here) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = folder + "/" + child
                guard let kind = Self.kind(of: path) else { continue }
                let resolved: String
                let isDirectory: Bool
                switch kind {
                case .file, .folder:
                    resolved = (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
                    isDirectory = kind == .folder
                case .link:
                    resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                    guard resolved == root || resolved.hasPrefix(root + "/") else { continue }
                    var isFolder: ObjCBool = false
                    guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                    isDirectory = isFolder.boolValue
                }
                if isDirectory {
                    // A link back into the folder is read once, where it resolves.
                    if visited.insert(resolved).inserted { pending.append((child, resolved)) }
                } else if name.hasSuffix(".swift"), foundFiles.insert(resolved).inserted {
                    found.append(path)
                }
            }
        }
        return found.sortedStrings()
    }

    private enum Kind {
        case file, folder, link
    }

    /// What is at `path`, the link itself for a link; `nil` when nothing is.
    private static func kind(of path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return .link
        case S_IFDIR: return .folder
        default: return .file
        }
    }
}
