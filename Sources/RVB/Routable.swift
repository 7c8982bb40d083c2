import RIBs

/// A module's router: it holds the child modules' builders and returns their controllables; it
/// never presents (the view does).
@MainActor
public protocol Routable: AnyObject {}
