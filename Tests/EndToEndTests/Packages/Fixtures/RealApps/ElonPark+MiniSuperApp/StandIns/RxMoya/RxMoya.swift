// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// RxMoya's `rx.request(_:)` on a provider, with RxMoya's signature.
import Foundation
import Moya
import RxSwift

extension MoyaProvider: ReactiveCompatible {}

extension Reactive where Base: MoyaProviderType {
    public func request(_ token: Base.Target, callbackQueue: DispatchQueue? = nil) -> Single<Response> {
        Single { Response(statusCode: 200, data: Data()) }
    }
}
