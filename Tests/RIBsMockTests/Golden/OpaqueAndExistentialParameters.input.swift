/// A request whose response type is its primary associated type, as networking layers declare.
public protocol Request<Response> {
    associatedtype Response
    var path: String { get }
}

public struct Profile: Sendable {}

/// @mockable
public protocol Networking {
    func request<T>(item: some Request<T>) async throws -> T
    func send<T>(_ item: some Request<T>) -> T?
    func enqueue<T>(_ item: any Request<T>) async
    func profile(_ item: any Request<Profile>) -> Profile?
    func anyRequest(_ item: some Request) -> Bool
    func report(_ error: (some Error)?)
    func makeRequest<T>(for path: String, as type: T.Type) -> any Request<T>
    func latest() async -> (any Request<Profile>)?
}
