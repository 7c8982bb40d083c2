import RIBs

/// A service only the app makes.
@MainActor
protocol WebServicing: AnyObject {}

final class WebService: WebServicing {}

/// The top of the tree: it makes the web service.
final class AppComponent: Component<EmptyDependency> {
    init() { super.init(dependency: EmptyComponent()) }

    var webService: any WebServicing { shared { WebService() } }

    func makeRoot() -> RootBuilder { RootBuilder(dependency: self) }
}
