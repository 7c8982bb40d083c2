public struct Item: Sendable {}

/// @mockable(history: move = true; fill = true; fetch = true)
public protocol Inventory {
    func move(for: Int, in: String, default: Bool)
    func fill(_: Int, _: String)
    func fetch(id: Int, completion: @escaping (Item) -> Void, filter: (Item) -> Bool)
    var count: Int { get async }
    var current: Item { get throws }
    var cached: Item? { get async throws }
}
