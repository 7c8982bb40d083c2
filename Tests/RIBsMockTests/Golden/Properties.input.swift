public struct Account {
    public let id: Int
}

/// @mockable
public protocol AccountStoring {
    var count: Int { get set }
    var name: String { get }
    var current: Account { get set }
    var primary: Account { get }
    var cached: Account? { get set }
    var tags: [String] { get }
    var scores: [String: Int] { get set }
    static var shared: Int { get }
}
