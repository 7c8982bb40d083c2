import RxSwift

/// A use case of one result: its functions become `async throws`.
protocol ArchiveService {
    func elements(path: String) -> Single<[String]>
}
