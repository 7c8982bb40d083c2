import RxSwift

/// A use case whose `Observable` is one result: the implementation below shows it.
protocol GreetingUseCase {
    func greeting() -> Observable<String>
}

struct RemoteGreetingUseCase: GreetingUseCase {
    let service: ProfileService

    func greeting() -> Observable<String> {
        service.fetchName()
            .map { "Hello, \($0)" }
            .asObservable()
    }
}
