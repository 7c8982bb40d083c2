import RxSwift

struct AccountCard: Equatable, Sendable {
    var name: String
    var avatarPath: String
}

/// A use case that hands the repository's calls on as `Observable`s: each one delivers one
/// element, which only the implementation shows.
protocol AccountUseCase {
    func card(id: String) -> Observable<AccountCard>
    func signUp(name: String) -> Observable<Void>
    func accountName(id: String) -> Observable<String>
    func setting<Value: Decodable>(named name: String) -> Observable<Value>
    /// A real stream: it stays one.
    func nameChanges() -> Observable<String>
}

struct RemoteAccountUseCase: AccountUseCase {
    let repository: AccountRepository
    let names = PublishSubject<String>()

    func card(id: String) -> Observable<AccountCard> {
        Observable.zip(
            repository.account(id: id).asObservable(),
            repository.avatarPath(id: id).asObservable()
        )
        .map { account, path in AccountCard(name: account.name, avatarPath: path) }
    }

    func signUp(name: String) -> Observable<Void> {
        repository.avatarPath(id: "new")
            .flatMap { path in repository.register(name: name, avatarPath: path) }
            .map { _ in }
            .asObservable()
    }

    func accountName(id: String) -> Observable<String> {
        repository.account(id: id)
            .map(\.name)
            .catch { _ in .just("guest") }
            .asObservable()
    }

    func setting<Value: Decodable>(named name: String) -> Observable<Value> {
        repository.setting(named: name).asObservable()
    }

    func nameChanges() -> Observable<String> {
        names.asObservable()
    }
}
