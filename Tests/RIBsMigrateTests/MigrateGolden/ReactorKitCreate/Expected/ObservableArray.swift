import RxSwift

/// An operator of the app's on arrays of streams: the reactor's `checks.allSatisfy { … }` on
/// an array of mutations is the standard library's, not this.
extension Array where Element: ObservableType {
    func allSatisfy(_ predicate: @escaping (Element.Element) throws -> Bool) -> Observable<Bool> {
        Observable.combineLatest(self) { try $0.allSatisfy(predicate) }
    }
}
