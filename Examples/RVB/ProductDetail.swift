import RIBsTerminal
import RVB

/// The products the sample knows.
struct ProductCatalog: Sendable {
    private let names = ["p1": "Teapot", "p2": "Kettle", "p3": "Tea cosy"]
    var ids: [String] { names.keys.sorted() }
    func name(of id: String) -> String? { names[id] }
}

struct ProductDetailDependency: Dependency {
    let catalog: ProductCatalog
}

/// Which product to show: known only when the module is built.
struct ProductDetailParameter: Parameter {
    let id: String
}

/// The module's own contract, written in another stream system: its completion is a
/// single-consumer `AsyncStream`, as a Combine publisher would be in the seed.
@MainActor
protocol ProductDetailControllable: Controllable, TerminalView {
    var closed: AsyncStream<Void> { get }
}

final class ProductDetailBuilder: Builder<ProductDetailDependency>, Buildable {
    func build(with parameter: ProductDetailParameter) -> any ProductDetailControllable {
        ProductDetailView(id: parameter.id, name: dependency.catalog.name(of: parameter.id))
    }
}

@MainActor
final class ProductDetailView: ProductDetailControllable {
    let node = RIBNode(name: "ProductDetail")
    private let id: String
    private let name: String?
    private let closing = AsyncStream.makeStream(of: Void.self)

    init(id: String, name: String?) {
        self.id = id
        self.name = name
    }

    var closed: AsyncStream<Void> { closing.stream }
    var title: String { "Product \(id)" }
    var commands: [String] { ["back"] }
    func render() -> [String] { [name.map { "Name: \($0)" } ?? "No product with id \(id)."] }

    func handle(_ command: String) -> Bool {
        guard command == "back" else { return false }
        closing.continuation.yield(())
        return true
    }
}

// MARK: - Adapting the module to Root's stream system

/// The product detail as Root declares it: Root speaks `Events` (as the seed's parent speaks
/// RxSwift).
@MainActor
protocol RootProductDetailControllable: Controllable, TerminalView {
    var closed: Events<Void> { get }
}

/// Converts the module's completion into Root's, for as long as the module is attached: the
/// seed's `ChildControllableAdapter`, with AsyncSequence standing in for both stream systems.
@MainActor
final class ProductDetailAdapter: RootProductDetailControllable {
    private let detail: any ProductDetailControllable
    private let closing = EventRelay<Void>()

    init(detail: any ProductDetailControllable) {
        self.detail = detail
        // Event adapting: subscribed now, ended when the module leaves the tree.
        detail.node.whileAttached(consuming: detail.closed) { [weak self] in self?.closing.send(()) }
    }

    var closed: Events<Void> { closing.events }
    var node: RIBNode { detail.node }
    var title: String { detail.title }
    var commands: [String] { detail.commands }
    func render() -> [String] { detail.render() }
    func handle(_ command: String) -> Bool { detail.handle(command) }
}
