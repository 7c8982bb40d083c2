import RxSwift

final class Broken {
    let relay = PublishRelay<Int>(
    func send() { relay.accept(1) }
}
