import Foundation
import RxCocoa
import RxSwift

/// The shape of RxSwift's example `ActivityIndicator` that apps copy: a count of the
/// observables tracked, shared as a `Driver<Bool>`.
final class ActivityIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let relay = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(
        _ source: Source
    ) -> Observable<Source.Element> {
        Observable.using({ () -> ActivityToken<Source.Element> in
            self.increment()
            return ActivityToken(source: source.asObservable(), dispose: self.decrement)
        }) { token in token.asObservable() }
    }

    private func increment() {
        lock.lock()
        relay.accept(relay.value + 1)
        lock.unlock()
    }

    private func decrement() {
        lock.lock()
        relay.accept(relay.value - 1)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

private struct ActivityToken<Element>: ObservableConvertibleType, Disposable {
    let source: Observable<Element>
    let dispose: () -> Void

    func dispose() {}
    func asObservable() -> Observable<Element> { source }
}

extension ObservableConvertibleType {
    func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.trackActivityOfObservable(self)
    }
}
