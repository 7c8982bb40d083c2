import Foundation
import RIBs

/// A generic wrapper whose element flows through a relay: its parameter must be `Sendable` in
/// Swift 6, as the runtime's relays hand elements between isolations.
public class Stored<Value: Sendable> {
    private let relay: ValueRelay<Value>

    public init(_ value: Value) {
        relay = ValueRelay(value)
    }

    public var value: Value {
        get { relay.value }
        set { relay.value = newValue }
    }

    public var values: Events<Value> { relay.values }
}

/// One that already has a constraint keeps it.
public final class StoredCodable<Value: Codable & Sendable>: Stored<Value> {
    public var encoded: Events<Value> { values }
}
