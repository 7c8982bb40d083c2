@preconcurrency import Moya
@preconcurrency import RxMoya
@preconcurrency import RxSwift

/// A provider whose function has the name of Moya's reactive one: `rx.request(_:)` is Moya's,
/// not a call of this function, so it is awaited through RxSwift's `value`.
public protocol Networking {
    nonisolated(nonsending) func request(_ target: TargetType) async throws -> Response
}

public final class Network: MoyaProvider<MultiTarget>, Networking {
    public nonisolated(nonsending) func request(_ target: TargetType) async throws -> Response {
        let multiTarget = Moya.MultiTarget.target(target)
        return try await rx.request(multiTarget).value
    }
}
