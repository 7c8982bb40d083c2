/// Which RIB `ribs new` writes: one of Uber's template variants, or the other two styles.
package enum RIBShape: String, CaseIterable, Sendable {
    /// Builder, Interactor and Router; the parent's dependency supplies the view it shows its
    /// children's views in, and the router cleans them up (`cleanupViews`). Uber's default.
    case viewless
    /// Adds a view controller that is the presenter (`--view`, Uber's "Owns corresponding view").
    case view
    /// A view controller and a separate `Presenter` class between it and the interactor.
    case presenter
    /// The root: a `LaunchRouter`, an app component on `EmptyDependency`, and the entry point
    /// that launches it.
    case launch
    /// The stream style: no base classes, a dependency struct, state and child views in
    /// containers, outputs as streams (SwiftUI-RIB's shape on this runtime).
    case stream
    /// A Router-View-Builder module: a builder of a Dependency and a Parameter that returns a
    /// Controllable contract.
    case rvb

    /// Whether the RIB has a view of its own.
    package var ownsView: Bool { self != .viewless }

    /// Whether it is one of Uber's classic shapes (which `ribs attach` can wire).
    package var isClassic: Bool { [.viewless, .view, .presenter, .launch].contains(self) }
}
