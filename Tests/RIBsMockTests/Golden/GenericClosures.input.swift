public protocol Target {
    associatedtype Result
}

public protocol Keyed {}
public protocol Indexed {}

/// @mockable
public protocol Scheduling {
    func map<T>(_ transform: (T) -> Int) -> Int
    func produce<T>(_ make: (Int) -> T) -> T
    func maybe<T>(_ transform: ((T) -> Int)?) -> Int
    func later<T>(_ work: @escaping (T) async -> Void) async
    func run<T>(_ target: T) -> T.Result where T: Target
    func store<T>(_ value: T) where T: Keyed
    func store<T>(_ value: T) where T: Indexed
    func retry(_ attempt: () throws -> Void) rethrows
    func retried(_ attempt: () throws -> Int) rethrows -> Int
    @discardableResult
    func chained() -> Self
}
