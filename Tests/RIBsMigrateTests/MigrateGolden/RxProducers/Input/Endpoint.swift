import Foundation
import RxSwift

/// A network client whose `Observable.create` subscribes to another request and hands on what
/// it sends, as GardenIoT's `HttpEndpoint.execute()` does: no rule rewrites it.
protocol Middleware {
    func process(data: Data) -> Observable<Data>
}

struct PassthroughMiddleware: Middleware {
    func process(data: Data) -> Observable<Data> {
        Observable.just(data)
    }
}

struct Client {
    func request(path: String) -> Observable<Data> {
        Observable.just(Data(path.utf8))
    }
}

struct Endpoint {
    let path: String
    let middleware: Middleware = PassthroughMiddleware()

    func execute() -> Observable<String> {
        let client = Client()
        return Observable<String>.create { observer in
            return client.request(path: path)
                .flatMapLatest { data in
                    self.middleware.process(data: data)
                }
                .subscribe(onNext: { data in
                    observer.onNext(String(decoding: data, as: UTF8.self))
                }, onError: { error in
                    observer.onError(error)
                }, onCompleted: {
                    observer.onCompleted()
                })
        }
    }
}
