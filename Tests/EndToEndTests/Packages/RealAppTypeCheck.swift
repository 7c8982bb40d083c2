import Foundation

/// How one real app's non-UI code is type-checked after `ribs migrate` (issue 39, point 2): its
/// RIB files, services, repositories, use cases and models, as the tool left them, in Swift 6
/// against swift-ribs.
///
/// `Fixtures/RealApps/<app>/` holds the package around them: a manifest, stand-ins for the view
/// controllers (the protocols they adopt and the initialisers the builders call) and for the
/// third-party libraries the code calls, with those libraries' signatures; `Fixtures/RealApps/UIKit`
/// is the UIKit all of them share. None of the app's code is in this repository.
struct RealAppTypeCheck {
    /// The clone's folder name (`owner+name`).
    let app: String
    /// The folders of the app (relative to the clone) that become the package's targets, at the
    /// same relative path: the manifest names them.
    let folders: [String]
    /// What a person still changes by hand after the tool, each line counted.
    let handEdits: [HandEdit]

    /// The lines of the hand edits.
    var linesLeftToAPerson: Int { handEdits.reduce(0) { $0 + $1.typedLines } }

    /// Whether a file is UI through and through (a view controller, a view, a cell, the app's
    /// delegate): only the protocols it declares are kept, and the stand-ins take its place.
    static func isUIFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return ["ViewController.swift", "AppDelegate.swift", "SceneDelegate.swift", "Cell.swift"].contains {
            name.hasSuffix($0)
        } || path.contains("/Views/")
    }

    /// A UI file reduced to the protocols it declares and its imports of `modules` (the
    /// package's): what the rest of the module needs of it.
    static func keepingProtocols(_ text: String, importing modules: Set<String>) -> String {
        UberTutorials.keepingProtocols(text).split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !line.hasPrefix("import ") || modules.contains(String(line.dropFirst("import ".count)))
        }.joined(separator: "\n")
    }

    static let all: [String: RealAppTypeCheck] = [
        "dev4jam+ToDo": RealAppTypeCheck(
            app: "dev4jam+ToDo", folders: ["ToDo"],
            handEdits: [
                // Callbacks called on the main queue: Swift 6 must know they are main-actor
                // closures, and the service (immutable) that they capture Sendable.
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "typealias ToDoServiceItemsCallback = ((ToDoServiceListResponse) -> Void)",
                        with: ["typealias ToDoServiceItemsCallback = (@MainActor (ToDoServiceListResponse) -> Void)"])),
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "typealias ToDoServiceAuthCallback  = ((ToDoServiceAuthResponse) -> Void)",
                        with: ["typealias ToDoServiceAuthCallback  = (@MainActor (ToDoServiceAuthResponse) -> Void)"])),
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "final class ToDoService: ToDoServiceProtocol {",
                        with: ["final class ToDoService: ToDoServiceProtocol, Sendable {"])),
            ])
    ]
}
