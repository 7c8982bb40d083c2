import Moya
import RxMoya
import RxSwift

/// A provider whose function has the name of Moya's reactive one: `rx.request(_:)` is Moya's,
/// not a call of this function, so it is awaited through RxSwift's `value`.
public protocol Networking {
    func request(_ target: TargetType) -> Single<Response>
}

public final class Network: MoyaProvider<MultiTarget>, Networking {
    public func request(_ target: TargetType) -> Single<Response> {
        let multiTarget = Moya.MultiTarget.target(target)
        return rx.request(multiTarget)
    }
}
