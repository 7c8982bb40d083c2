@_exported import RIBs

/// The static inputs of a module (services, shared streams), given to its builder once.
///
/// ```swift
/// struct ProductDetailDependency: Dependency { let productService: any ProductServicing }
/// ```
public protocol Dependency: Sendable {}

/// The dynamic inputs of one build of a module (a selected product's id).
///
/// A type cannot be both a ``Dependency`` and a ``Parameter``: a builder given such a type stops
/// with a message, so the two kinds of input never blur.
public protocol Parameter: Sendable {}

/// The parameter of a module that needs none.
public struct NoParameter: Parameter {
    public init() {}
}

/// The dependency of a module that needs none.
public struct NoDependency: Dependency {
    public init() {}
}

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
        RIBOutput(node: node, view: self as? any ViewControllable, outputs: ()).launch(from: window)
    }
}

/// A module's router: it holds the child modules' builders and returns their controllables; it
/// never presents (the view does).
@MainActor
public protocol Routable: AnyObject {}
