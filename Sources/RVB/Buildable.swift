import RIBs

/// Builds a module from a parameter: what a parent's router holds for each child module.
///
/// Its associated types are constrained, so a builder's input *is* a ``Parameter`` (RVB's
/// original markers were never checked):
///
/// ```swift
/// typealias ProductDetailBuildable = Buildable<ProductDetailParameter, any ProductDetailControllable>
/// ```
@MainActor
public protocol Buildable<ModuleParameter, ModuleControllable>: AnyObject {
    /// What the builder takes: the module's dynamic input.
    associatedtype ModuleParameter: Parameter
    /// What the builder returns: the module's contract, usually `any <Module>Controllable`.
    associatedtype ModuleControllable
    /// Builds the module for `parameter` and returns its contract.
    func build(with parameter: ModuleParameter) -> ModuleControllable
}
