import RxSwift

struct Task: Sendable, Equatable {
    var id: String
    var title: String
}

protocol TaskServiceProtocol {
    func tasks() -> Single<[Task]>
    func delete(id: String) -> Single<Void>
}
