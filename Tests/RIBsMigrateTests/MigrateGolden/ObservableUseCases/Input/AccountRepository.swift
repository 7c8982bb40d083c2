import RxSwift

struct Account: Equatable, Sendable {
    var id: String
    var name: String
}

/// A repository of one-result calls, as a Firebase or Moya layer declares them.
protocol AccountRepository {
    func account(id: String) -> Single<Account>
    func avatarPath(id: String) -> Single<String>
    func register(name: String, avatarPath: String) -> Single<Account>
    func setting<Value: Decodable>(named name: String) -> Single<Value>
}
