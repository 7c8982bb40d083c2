import RIBs

/// The static inputs of a module (services, shared streams), given to its builder once.
///
/// ```swift
/// struct ProductDetailDependency: Dependency { let productService: any ProductServicing }
/// ```
public protocol Dependency: Sendable {}
