import Foundation
import RIBs

/// A callback client, as Alamofire's `responseDecodable` hands its result.
final class NoticeClient: Sendable {
    func fetch(path: String, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
        completion(.success(path))
    }
}

/// A repository that wraps each request in `Observable.create`, sending one value and
/// completing, as atracker-iOS's `Repository.send(api:)` does.
protocol NoticeRepository {
    nonisolated(nonsending) func notice(path: String) async throws -> String
}

struct RemoteNoticeRepository: NoticeRepository {
    let client: NoticeClient

    nonisolated(nonsending) func notice(path: String) async throws -> String {
        return try await withSingleCallback { (observer: CallbackObserver<String>) in
            client.fetch(path: path) { result in
                switch result {
                case let .success(notice):
                    observer(.success(notice))
                case let .failure(error):
                    observer(.failure(error))
                }
                observer(.completed)
            }
            return nil
        }
    }
}
