import RIBs

public struct Item: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public var description: String { name }
}

public struct CatalogState: Sendable {
    public var items = [Item(name: "Teapot"), Item(name: "Kettle")]
    public var cart: [Item] = []
    public var selection: Item?
}

/// Catalog, in the stream style: it shows Detail for a selected item and handles Detail's two
/// outputs, `close` and `addToCart`.
@MainActor
public final class CatalogInteractor {
    let state: StateWriter<CatalogState>
    let router: CatalogRouter

    init(state: StateWriter<CatalogState>, router: CatalogRouter) {
        self.state = state
        self.router = router
    }

    public func select(_ item: Item) {
        state.update { $0.selection = item }
        router.routeToDetail(of: item, interactor: self)
    }

    func add(_ item: Item) { state.update { $0.cart.append(item) } }
    func detailDidClose() { state.update { $0.selection = nil } }
}

@MainActor
final class CatalogRouter {
    let node: RIBNode
    private var detail: BuiltRIB<DetailOutputs>?

    init(node: RIBNode) { self.node = node }

    func routeToDetail(of item: Item, interactor: CatalogInteractor) {
        if let detail { node.detach(detail) }
        let detail = DetailBuilder(item: item).build()
        self.detail = detail
        node.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { [weak interactor] item in interactor?.add(item) }
            attachment.on(outputs.close) { [weak self] in self?.closeDetail() }
            // The back gesture too: the selection never drifts from what is shown.
            attachment.onDetach { [weak self, weak interactor] in
                self?.detail = nil
                interactor?.detailDidClose()
            }
        }
    }

    func closeDetail() {
        if let detail { node.detach(detail) }
    }
}

@MainActor
public final class CatalogView: ViewControllable {
    public let state: StateContainer<CatalogState>
    public let viewContainer: ViewContainer
    public unowned let interactor: CatalogInteractor

    init(state: StateContainer<CatalogState>, viewContainer: ViewContainer, interactor: CatalogInteractor) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }
}

@MainActor
public struct CatalogBuilder {
    public init() {}

    public func build() -> BuiltRIB<Void> {
        let node = RIBNode(name: "Catalog")
        let (state, writer) = StateContainer.make(CatalogState())
        let router = CatalogRouter(node: node)
        let interactor = CatalogInteractor(state: writer, router: router)
        let view = CatalogView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        return BuiltRIB(node: node, view: view, outputs: (), keeping: [router, interactor])
    }
}

// MARK: - Detail

public struct DetailOutputs {
    public let close: Events<Void>
    public let addToCart: Events<Item>
}

@MainActor
public final class DetailInteractor {
    let item: Item
    let closing = EventRelay<Void>()
    let adding = EventRelay<Item>()

    init(item: Item) { self.item = item }

    public func tapAdd() { adding.send(item) }
    public func tapClose() { closing.send(()) }
}

@MainActor
public final class DetailView: ViewControllable {
    public unowned let interactor: DetailInteractor
    init(interactor: DetailInteractor) { self.interactor = interactor }
}

@MainActor
public struct DetailBuilder {
    let item: Item

    public func build() -> BuiltRIB<DetailOutputs> {
        let node = RIBNode(name: "Detail")
        let interactor = DetailInteractor(item: item)
        let outputs = DetailOutputs(close: interactor.closing.events, addToCart: interactor.adding.events)
        return BuiltRIB(node: node, view: DetailView(interactor: interactor), outputs: outputs, keeping: [interactor])
    }
}
