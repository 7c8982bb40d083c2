import Foundation
import RxRelay
import RxSwift

/// A generic wrapper whose element flows through a relay: its parameter must be `Sendable` in
/// Swift 6, as the runtime's relays hand elements between isolations.
public class Stored<Value> {
    private let relay: BehaviorRelay<Value>

    public init(_ value: Value) {
        relay = BehaviorRelay(value: value)
    }

    public var value: Value {
        get { relay.value }
        set { relay.accept(newValue) }
    }

    public var values: Observable<Value> { relay.asObservable() }
}

/// One that already has a constraint keeps it.
public final class StoredCodable<Value: Codable>: Stored<Value> {
    public var encoded: Observable<Value> { values }
}
