/// Where a child RIB's view goes when it is attached.
public enum Placement: Sendable, Hashable {
    /// On the navigation stack.
    case push
    /// Presented modally (full screen), above the stack.
    case present
    /// Embedded in a named slot of this RIB's view.
    case embed(String)
    /// Nowhere: a viewless child.
    case none
}
