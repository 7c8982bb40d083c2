/// The folders of an app that hold its dependencies' sources rather than its own: CocoaPods'
/// `Pods` and Carthage's `Carthage` (its `Checkouts`), which apps often commit. `ribs migrate .`
/// run on such an app rewrote RxSwift's and Uber's RIBs' own sources with the app's; it skips
/// them now. A path given inside one of them is read, as the user asked for it.
package enum VendoredSources {
    /// The folder names whose contents are a dependency manager's.
    package static let folderNames: Set<String> = ["Pods", "Carthage"]

    /// Whether `path`, found under the folder `root` the user gave, lies in a dependency folder
    /// below `root`.
    package static func isVendored(_ path: String, under root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return false }
        return path.dropFirst(prefix.count).split(separator: "/").dropLast().contains {
            folderNames.contains(String($0))
        }
    }
}
