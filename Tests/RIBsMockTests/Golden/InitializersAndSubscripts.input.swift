/// @mockable
public protocol Blank {
    init()
}

/// @mockable
public protocol Configured {
    var name: String { get set }
    init(name: String)
}

/// @mockable
public protocol Lookup: Sendable {
    subscript(key: Int) -> String { get set }
    subscript(index: String) -> Int? { get }
}

/// @mockable
public protocol Table {
    static subscript(key: Int) -> String? { get set }
    subscript(_ key: Int) -> String { get set }
    subscript(key: Int) -> String? { get set }
    subscript<T>(keyPath: KeyPath<String, T>) -> T { get }
    subscript(key: String, default fallback: @autoclosure () -> Int) -> Int { get set }
}
