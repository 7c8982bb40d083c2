import Foundation

/// Where the swift-ribs repository is, for tests that read or build its files.
package enum Repository {
    /// The repository's root folder: the one with the library's `Package.swift`. (This file is
    /// `Tests/TestSupport/Repository.swift`; the examples' package reaches it through a link,
    /// which is resolved first.)
    package static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the repository, by its path from the root.
    package static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
