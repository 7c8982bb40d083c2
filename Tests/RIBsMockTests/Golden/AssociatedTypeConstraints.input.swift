public struct Identifier: Identifiable, Sendable {
    public var id: Int
}

/// @mockable
public protocol Repository {
    associatedtype Key
    associatedtype Name = String
    associatedtype Entity: Identifiable, Sendable = Identifier where Entity.ID == Int
}

public protocol Labelled {
    associatedtype Label = Int
}

public protocol Textual {
    associatedtype Label: StringProtocol
}

/// @mockable
public protocol Caption: Labelled, Textual {}

/// @mockable
public protocol Sorted where Element: Comparable {
    associatedtype Element
}

/// @mockable(typealias: Element = Int)
public protocol FixedSorted where Element: Comparable {
    associatedtype Element
}
