/// What a SwiftUI view binds to show a container's views, as SwiftUI shows screens: the top
/// presented view in a `.sheet(item:)`, the pushed ones as a `NavigationStack`'s path. When the
/// person closes one (swipes the sheet down, goes back), SwiftUI writes the binding, and the
/// container reports each view it took away as closed by the person (``UserClosing``): the RIB's
/// parent detaches it and is told, with no `reportClosedByUser()` in the view.
///
/// ```swift
/// // RIBView: the app's UIViewControllerRepresentable for a RIB's view.
/// struct FeedView: View {
///     @Bindable var children: ViewContainer
///     var body: some View {
///         NavigationStack(path: $children.path) {
///             FeedList()
///                 .navigationDestination(for: ViewContainer.Route.ID.self) { id in RIBView(children.view(for: id)) }
///         }
///         .sheet(item: $children.sheet) { route in RIBView(route.view) }
///     }
/// }
/// ```
extension ViewContainer {
    /// The top presented view. Setting `nil` (SwiftUI does when the person swipes the sheet down)
    /// closes it; the app's own dismissal goes through its router.
    public var sheet: Route? {
        get { presented.last }
        set {
            guard let top = presented.last, newValue?.id != top.id else { return }
            closedByThePerson([top])
        }
    }

    /// The identities of the pushed views, bottom first. Setting a shorter path (SwiftUI does when
    /// the person goes back, one screen or several) closes the views it no longer holds, the top
    /// first.
    public var path: [Route.ID] {
        get { stack.map(\.id) }
        set { closedByThePerson(stack.filter { !newValue.contains($0.id) }.reversed()) }
    }

    /// The view of route `id`, for a `navigationDestination`; `nil` once it left.
    public func view(for id: Route.ID) -> (any ViewControllable)? {
        routes.first { $0.id == id }?.view
    }

    /// Reports each route's view closed by the person, then takes out what is still here (a view
    /// whose RIB is not attached any more).
    private func closedByThePerson(_ routes: [Route]) {
        for route in routes {
            route.view.reportClosedByUser()
            remove(route.id)
        }
    }
}
