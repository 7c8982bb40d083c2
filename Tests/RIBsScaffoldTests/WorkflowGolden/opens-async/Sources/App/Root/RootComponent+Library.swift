import RIBs

/// What Root needs from its own parent to give Library: make `RootDependency`
/// refine it when Library needs something Root does not make.
@MainActor
protocol RootDependencyLibrary: Dependency {}

/// Root's scope gives Library what it depends on.
extension RootComponent: LibraryDependency {
    var libraryViewController: any LibraryViewControllable {
        rootViewController
    }
}
