/// Thrown where one asynchronous result was expected and the work that makes it gave none: Rx's
/// `RxError.noElements`, which `asSingle()` raised on a sequence that completed empty.
///
/// `ribs migrate` writes it where a service's chain filtered its one result away, as in
/// `request().compactMap { $0 }.asObservable().asSingle()`:
///
/// ```swift
/// func fetchUser() async throws -> User {
///     guard let user = try await network.request(with: endpoint) else { throw NoElementsError() }
///     return user
/// }
/// ```
public struct NoElementsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// What happened, as Rx said it.
    public var description: String { "the sequence completed without the element that was expected" }
}
