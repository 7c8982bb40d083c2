/// The instances of one component's `shared` properties.
///
/// A component has few shared properties, so a linear scan over (name address, type) pairs beats
/// hashing; past 16 entries an index by name address takes over.
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
            self.name = name.hasPointerRepresentation
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

    @usableFromInline var entries: ContiguousArray<(key: Key, box: AnyObject)> = []
    @usableFromInline var indexByName: [UnsafeRawPointer: [Int]]?

    @usableFromInline init() {}

    @inlinable
    func instance<T>(for key: Key) -> T? {
        guard let box = box(for: key) else { return nil }
        // The key includes T's identity, so the box holds a T.
        return .some(unsafeDowncast(box, to: Box<T>.self).value)
    }

    @inlinable
    mutating func store<T>(_ instance: T, for key: Key) {
        if box(for: key) != nil { return }  // a factory already stored it re-entrantly
        entries.append((key, Box(instance)))
        if indexByName != nil {
            indexByName![key.name, default: []].append(entries.count - 1)
        } else if entries.count > 16 {
            var index: [UnsafeRawPointer: [Int]] = [:]
            for (position, entry) in entries.enumerated() { index[entry.key.name, default: []].append(position) }
            indexByName = index
        }
    }

    @inlinable
    func box(for key: Key) -> AnyObject? {
        if let indexByName {
            for position in indexByName[key.name] ?? [] where entries[position].key == key {
                return entries[position].box
            }
            return nil
        }
        for entry in entries where entry.key == key { return entry.box }
        return nil
    }
}
