/// @mockable
protocol Caching {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    func removeAll()
}

/// @mockable(typealias: Element = String)
protocol Listing {
    associatedtype Element: Comparable
    init(elements: [Element])
    subscript(_ index: Int) -> Element? { get }
    var count: Int { get }
}
