import Foundation
import RxSwift

/// A callback client, as Alamofire's `responseDecodable` hands its result.
final class NoticeClient: Sendable {
    func fetch(path: String, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
        completion(.success(path))
    }
}

/// A repository that wraps each request in `Observable.create`, sending one value and
/// completing, as atracker-iOS's `Repository.send(api:)` does.
protocol NoticeRepository {
    func notice(path: String) -> Observable<String>
}

struct RemoteNoticeRepository: NoticeRepository {
    let client: NoticeClient

    func notice(path: String) -> Observable<String> {
        return Observable<String>.create { observer in
            client.fetch(path: path) { result in
                switch result {
                case let .success(notice):
                    observer.onNext(notice)
                case let .failure(error):
                    observer.onError(error)
                }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
