import RIBs
import RxSwift

extension ObservableType {
    func unwrap<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

final class Names {
    let names = EventRelay<String?>()

    var present: Events<String> {
        names.unwrap()
    }
}
