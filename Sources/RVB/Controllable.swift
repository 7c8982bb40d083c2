import RIBs

/// The contract between a module and its parent: what the parent may call and observe, and the
/// module's node in the RIB tree.
///
/// A module's controllable (usually its view) keeps its node; the parent attaches that node when
/// it shows the module, so RVB modules are in the tree, named, active while shown and checked for
/// leaks like any RIB.
@MainActor
public protocol Controllable: AnyObject, RIBNodeProviding {
    /// The module's node in the RIB tree.
    var node: RIBNode { get }
}

extension Controllable {
    /// Makes this module the root of the tree: shows it in `window` (if it is a view),
    /// activates it, then loads it, as a classic `LaunchRouter` does. Whoever launches keeps the
    /// module.
    public func launch(from window: any WindowControllable) {
        BuiltRIB(node: node, view: self as? any ViewControllable, outputs: ()).launch(from: window)
    }
}
