import Foundation
import RIBs

// MARK: - The floor of the tree benchmark: the same number of objects, allocated and appended

/// As large as a router's own fields, so the floor allocates comparable objects.
final class FloorRouter {
    let interactor: FloorInteractor
    var children: [FloorRouter] = []
    var padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    init(interactor: FloorInteractor) { self.interactor = interactor }
}

final class FloorInteractor {
    var isActive = false
    var padding: (Int, Int, Int, Int) = (0, 0, 0, 0)
}

// MARK: - Uber's `shared`, rebuilt: a recursive lock and a dictionary keyed by the property name

class UberStyleComponent {
    private let lock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let instance = sharedInstances[__function] as? T { return instance }
        let instance = factory()
        sharedInstances[__function] = instance
        return instance
    }
}

final class Service {}

final class UberStyleAppComponent: UberStyleComponent {
    var webService: Service { shared { Service() } }
    var scoreStream: Service { shared { Service() } }
    var session: Service { shared { Service() } }
    var analytics: Service { shared { Service() } }
    var settings: Service { shared { Service() } }
    var imageCache: Service { shared { Service() } }
    var router: Service { shared { Service() } }
    var locationService: Service { shared { Service() } }
}

final class AppComponent: Component<EmptyComponent> {
    init() { super.init(dependency: EmptyComponent()) }
    var webService: Service { shared { Service() } }
    var scoreStream: Service { shared { Service() } }
    var session: Service { shared { Service() } }
    var analytics: Service { shared { Service() } }
    var settings: Service { shared { Service() } }
    var imageCache: Service { shared { Service() } }
    var router: Service { shared { Service() } }
    var locationService: Service { shared { Service() } }
}

// MARK: - RIBs used by the benchmarks

final class BenchInteractor: Interactor {}
final class BenchRouter: Router<BenchInteractor> {}
