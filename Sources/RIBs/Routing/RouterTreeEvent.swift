/// An attach or a detach somewhere in a router's subtree, as ``Router/treeEvents`` reports it.
public struct RouterTreeEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable {
        case attached
        case detached
    }

    /// What happened.
    public let kind: Kind
    /// The path of the child that was attached or detached ("Root/LoggedIn/OffGame").
    public let path: String

    /// Creates an event.
    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// The name of the child: the last component of ``path``.
    public var name: Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    /// `attached Root/LoggedIn`: the kind of event, then the child's path.
    public var description: String { "\(kind.rawValue) \(path)" }
}
