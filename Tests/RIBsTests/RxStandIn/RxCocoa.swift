// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for RxCocoa, which cannot be built here: the signatures of the bindings real apps'
// views use (`rx.tap`, `rx.text`, `rx.items`, `rx.isAnimating`, `Driver`, `drive`), with RxCocoa's
// generic shapes, so that a view `ribs migrate` left on RxCocoa type-checks as it would against
// RxCocoa (`MigratedViewsCompileTests`). Nothing here draws or delivers: signatures only.
import RxSwift
import UIKit

public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

// RxSwift's `NSObject: ReactiveCompatible`; the stand-in UIKit's classes are not NSObjects.
extension UIResponder: ReactiveCompatible {}

public struct ControlEvent<Element>: ObservableType {
    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable { Disposables.create() }
}

public struct ControlProperty<Element>: ObservableType, ObserverType {
    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable { Disposables.create() }
    public func onNext(_ element: Element) {}
}

extension ControlProperty where Element == String? {
    public var orEmpty: ControlProperty<String> { ControlProperty<String>() }
}

public struct Binder<Value>: ObserverType {
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {}
    public func onNext(_ element: Value) {}
}

public enum DriverSharingStrategy {}
public enum SignalSharingStrategy {}

// RxCocoa's traits are no `ObservableType` (only convertible to one): `bind(to:)` and Rx's
// operators on a `Driver` are not RxCocoa's.
public struct SharedSequence<SharingStrategy, Element> {
    public func asObservable() -> Observable<Element> { Observable.empty() }
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>()
    }
    public static func empty() -> SharedSequence<SharingStrategy, Element> { SharedSequence() }
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { SharedSequence() }
}

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        Disposables.create()
    }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        Disposables.create()
    }

    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        Disposables.create()
    }
}

extension ObservableType {
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> { Driver() }
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> { Driver() }
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> { Signal() }
}

extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { ControlEvent() }
}

extension Reactive where Base: UITextField {
    public var text: ControlProperty<String?> { ControlProperty() }
}

extension Reactive where Base: UILabel {
    public var text: Binder<String?> { Binder(base) { label, text in } }
}

extension Reactive where Base: UIControl {
    public var isEnabled: Binder<Bool> { Binder(base) { control, enabled in } }
}

extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> { Binder(base) { view, animating in } }
}

extension Reactive where Base: UITableView {
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> any Disposable
    where Source.Element == Sequence {
        { source in { configureCell in Disposables.create() } }
    }
}
