import RxSwift

extension ObservableType {
    func unwrap<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

final class Names {
    let names = PublishRelay<String?>()

    var present: Observable<String> {
        names.asObservable().unwrap()
    }
}
