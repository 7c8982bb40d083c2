import RxSwift

struct Task: Sendable, Equatable {
    var id: String
    var title: String
}

protocol TaskServiceProtocol {
    func tasks() -> Single<[Task]>
    func delete(id: String) -> Single<Void>
    /// A stream: every check of the title, as the server answers it.
    func isValid(title: String) -> Observable<Bool>
}

/// What other screens change: a stream a protocol requires.
protocol TaskFeed {
    var updates: Observable<[Task]> { get }
}
