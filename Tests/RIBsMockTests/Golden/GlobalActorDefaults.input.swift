@globalActor
public actor StorageActor {
    public static let shared = StorageActor()
}

/// @mockable
@MainActor
public protocol RootController: AnyObject {
    var title: String { get }
}

/// @mockable
@StorageActor
public protocol Store: AnyObject {
    func load() -> Int
}

/// @mockable
public protocol Plain: AnyObject {
    func run()
}

/// A nonisolated caller: a main-actor or storage-actor mock cannot be made synchronously here.
/// @mockable
public protocol RootBuildable {
    var controller: RootController { get }
    var plain: Plain { get }
    func build() -> RootController
    func buildLater() async -> RootController
    func buildIfAny() -> RootController?
    func store() -> Store
    func storeLater() async throws -> Store
    func makePlain() -> Plain
}

/// A main-actor caller: main-actor and nonisolated mocks are defaults, storage-actor ones only
/// when awaited.
/// @mockable
@MainActor
public protocol MainFactory {
    var controller: RootController { get }
    func build() -> RootController
    func store() -> Store
    func storeLater() async -> Store
    func makePlain() -> Plain
}

/// A custom global actor's caller.
/// @mockable
@StorageActor
public protocol StorageFactory {
    var store: Store { get }
    func makeStore() -> Store
    func controller() -> RootController
    func controllerLater() async -> RootController
}

/// Isolation inherited from a parent protocol.
/// @mockable
public protocol ChildController: RootController {
    func sibling() -> RootController
}

/// An actor caller: only nonisolated mocks can be made synchronously.
/// @mockable
public protocol Loader: Actor {
    func controller() -> RootController
    func controllerLater() async -> RootController
    func makePlain() -> Plain
}

/// A Sendable caller.
/// @mockable
public protocol Service: Sendable {
    func controllerLater() async -> RootController
    func store() -> Store?
}
