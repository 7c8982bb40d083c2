import RIBsSource

/// The folders of an app that hold its dependencies' sources rather than its own: CocoaPods'
/// `Pods` and Carthage's `Carthage` (its `Checkouts`), which apps often commit. `ribs migrate .`
/// run on such an app rewrote RxSwift's and Uber's RIBs' own sources with the app's; it skips
/// them now. A path given inside one of them is read, as the user asked for it.
package enum VendoredSources {
    /// The folder names whose contents are a dependency manager's.
    package static let folderNames: Set<String> = ["Pods", "Carthage"]

    /// Whether `path`, found under the folder `root` the user gave, lies in a dependency folder
    /// below `root`: a dependency manager's, or a copy of Uber's RIBs itself committed with the
    /// app (its `RIBs/Classes` folder, which swift-ribs replaces).
    package static func isVendored(_ path: String, under root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return false }
        let folders = path.dropFirst(prefix.count).split(separator: "/").dropLast().map(String.init)
        return folders.contains { folderNames.contains($0) } || isUbersRIBs(folders)
    }

    /// Whether `folders` hold Uber's RIBs' sources as its repository lays them out
    /// (`RIBs/Classes/…`).
    package static func isUbersRIBs(_ folders: [String]) -> Bool {
        zip(folders, folders.dropFirst()).contains { $0 == "RIBs" && $1 == "Classes" }
    }

    /// `paths` found under `root`, parted into the app's own and its dependencies'.
    static func split(_ paths: [String], under root: String) -> (own: [String], vendored: [String]) {
        var own: [String] = []
        var vendored: [String] = []
        for path in paths {
            if isVendored(path, under: root) { vendored.append(path) } else { own.append(path) }
        }
        return (own, vendored)
    }

    /// What a run says of the `count` files it skipped under `root`.
    static func skipNote(count: Int, under root: String) -> Diagnostic {
        .note(
            "\(count) Swift files under \(root) are a dependency manager's "
                + "(\(folderNames.sorted().joined(separator: ", ")) folders) or Uber's RIBs' own (RIBs/Classes): skipped, "
                + "as they are not the app's; pass such a folder itself to migrate it")
    }
}
