/// A router that owns a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The view of this RIB.
    var viewControllable: any ViewControllable { get }
}
