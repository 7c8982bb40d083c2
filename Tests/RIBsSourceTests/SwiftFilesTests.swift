import Foundation
import Testing

@testable import RIBsSource

/// Every tool lists a module's files with ``SwiftFiles``: the same rules for `ribs mock`,
/// `deps`, `migrate`, `availability` and the scaffolder.
struct SwiftFilesTests {
    /// A folder with what a real module holds beside its sources.
    private static func module() throws -> (folder: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-swiftfiles-\(UUID())").path
        let folder = base + "/App"
        let outside = base + "/Elsewhere"
        for path in [
            folder + "/Root", folder + "/.build/debug", folder + "/.hidden", outside + "/Deep",
        ] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        for path in [
            folder + "/Root/RootRouter.swift", folder + "/Main.swift", folder + "/.build/debug/Generated.swift",
            folder + "/.hidden/Backup.swift", folder + "/.Draft.swift", folder + "/Root/notes.md",
            outside + "/Deep/Other.swift",
        ] {
            try Data("// \(path)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        // A link out of the module, and a link back into it.
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Again", withDestinationPath: folder + "/Root")
        // A link to a file of the module, and one to a file out of it.
        try FileManager.default.createSymbolicLink(atPath: folder + "/Alias.swift", withDestinationPath: "Main.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/Root/Out.swift", withDestinationPath: outside + "/Deep/Other.swift")
        return (folder, outside)
    }

    /// Removes what ``module()`` made: the folder's parent holds it and the folder outside.
    private static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    @Test func hiddenFoldersAndLinksOutOfTheFolderAreSkippedAndEachFileIsListedOnce() throws {
        let (folder, _) = try Self.module()
        defer { Self.remove(folder) }
        let files = try #require(SwiftFiles.under(folder))
        let relative = files.map { String($0.dropFirst(folder.count + 1)) }
        #expect(relative.sorted() == relative)
        // The file under Root is listed once, whether through Root or the link to it, and so is
        // Main.swift, whether as itself or through Alias.swift.
        #expect(relative.count == 2, "\(relative)")
        #expect(relative.contains("Main.swift") || relative.contains("Alias.swift"))
        #expect(relative.contains("Root/RootRouter.swift") || relative.contains("Again/RootRouter.swift"))
    }

    @Test func aFolderReachedThroughALinkIsListedAndAFileIsNoFolder() throws {
        let (folder, outside) = try Self.module()
        defer { Self.remove(folder) }
        #expect(SwiftFiles.under(folder + "/Linked") == [folder + "/Linked/Deep/Other.swift"])
        #expect(SwiftFiles.under(outside + "/Deep/") == [outside + "/Deep/Other.swift"])
        #expect(SwiftFiles.under(folder + "/Main.swift") == nil)
        #expect(SwiftFiles.under(folder + "/Missing") == nil)
    }
}
