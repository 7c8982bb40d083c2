/// The instances of one component's `shared` properties.
///
/// A component has few shared properties, so a linear scan over (name address, type) keys beats
/// hashing; the keys are plain values kept apart from the instances, so the scan retains
/// nothing. Past 16 entries an index by name address takes over.
@usableFromInline
struct SharedInstanceStore {
    @usableFromInline
    struct Key: Equatable {
        @usableFromInline let name: UnsafeRawPointer
        @usableFromInline let type: ObjectIdentifier

        @inlinable
        init<T>(name: StaticString, type: T.Type) {
            // A literal always has a pointer representation; a name made of one scalar (never a
            // property name) is keyed by its scalar value instead.
            self.name =
                name.hasPointerRepresentation
                ? UnsafeRawPointer(name.utf8Start)
                : UnsafeRawPointer(bitPattern: UInt(name.unicodeScalar.value) | 1)!
            self.type = ObjectIdentifier(type)
        }
    }

    @usableFromInline
    final class Box<T> {
        @usableFromInline let value: T
        @inlinable init(_ value: T) { self.value = value }
    }

    @usableFromInline var keys: ContiguousArray<Key> = []
    @usableFromInline var boxes: ContiguousArray<AnyObject> = []
    @usableFromInline var indexByName: [UnsafeRawPointer: [Int]]?

    @usableFromInline init() {}

    @inlinable
    func instance<T>(for key: Key) -> T? {
        guard let position = position(of: key) else { return nil }
        // The key includes T's identity, so the box holds a T.
        return .some(unsafeDowncast(boxes[position], to: Box<T>.self).value)
    }

    @inlinable
    mutating func store<T>(_ instance: T, for key: Key) {
        if position(of: key) != nil { return }  // a factory already stored it re-entrantly
        keys.append(key)
        boxes.append(Box(instance))
        if indexByName != nil {
            indexByName![key.name, default: []].append(keys.count - 1)
        } else if keys.count > 16 {
            var index: [UnsafeRawPointer: [Int]] = [:]
            for (position, key) in keys.enumerated() { index[key.name, default: []].append(position) }
            indexByName = index
        }
    }

    @inlinable
    func position(of key: Key) -> Int? {
        if let indexByName {
            return indexByName[key.name]?.first { keys[$0] == key }
        }
        return keys.withUnsafeBufferPointer { keys in
            for position in keys.indices where keys[position] == key { return position }
            return nil
        }
    }
}
