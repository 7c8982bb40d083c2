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

@MainActor
protocol ProductDetailControllable: Controllable, TerminalView {
    var closed: Events<Void> { get }
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
    private let closing = EventRelay<Void>()

    init(id: String, name: String?) {
        self.id = id
        self.name = name
    }

    var closed: Events<Void> { closing.events }
    var title: String { "Product \(id)" }
    var commands: [String] { ["back"] }
    func render() -> [String] { [name.map { "Name: \($0)" } ?? "No product with id \(id)."] }

    func handle(_ command: String) -> Bool {
        guard command == "back" else { return false }
        closing.send(())
        return true
    }
}
