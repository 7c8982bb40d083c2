import RIBs
import Testing

/// A `ViewControllable` that records what was presented and dismissed on it, as a navigation
/// stack of views, and whose presence on screen the test sets.
///
/// Subclass it for a RIB's own view protocol and forward its presentation methods:
///
/// ```swift
/// final class LoggedInViewControllableMock: ViewControllableMock, LoggedInViewControllable {
///     func replaceModal(viewController: ViewControllable?) {
///         if let top = presented.last { dismiss(top) }
///         if let viewController { present(viewController) }
///     }
/// }
/// ```
@MainActor
open class ViewControllableMock: ViewControllable {
    /// The name entries are recorded under.
    public let name: String
    /// Where calls are recorded.
    public let log: CallLog
    /// Whether the view counts as on screen, for the leak detector's disappearance check.
    public var isInViewHierarchy: Bool
    /// What is presented on this view now, oldest first.
    public private(set) var presented: [any ViewControllable] = []
    /// How many times `present(_:)` was called.
    public private(set) var presentCallCount = 0
    /// How many times `dismiss(_:)` was called.
    public private(set) var dismissCallCount = 0

    /// Creates a mock named `name`, on screen unless told otherwise.
    public init(name: String = "View", isInViewHierarchy: Bool = true, log: CallLog = CallLog()) {
        self.name = name
        self.isInViewHierarchy = isInViewHierarchy
        self.log = log
    }

    /// Presents `view` on top of this one (beside what it presents already, as a terminal screen
    /// shows a viewless RIB's children); it counts as on screen.
    ///
    /// It refuses what the real views refuse, failing the test where the app would stop:
    /// presenting a view it presents already.
    open func present(_ view: any ViewControllable) {
        presentCallCount += 1
        log.record("\(name).present(\(Self.describe(view)))")
        guard !presented.contains(where: { $0 === view }) else {
            Issue.record("\(name) cannot present \(Self.describe(view)): it presents it already.")
            return
        }
        presented.append(view)
        (view as? ViewControllableMock)?.isInViewHierarchy = true
    }

    /// Dismisses `view`; it is no longer on screen.
    ///
    /// It refuses what the real views refuse, failing the test where the app would stop:
    /// dismissing a view it does not present.
    open func dismiss(_ view: any ViewControllable) {
        dismissCallCount += 1
        log.record("\(name).dismiss(\(Self.describe(view)))")
        guard let index = presented.firstIndex(where: { $0 === view }) else {
            let presents =
                presented.isEmpty
                ? "presents nothing" : "presents " + presented.map(Self.describe).joined(separator: ", ")
            Issue.record("\(name) cannot dismiss \(Self.describe(view)): it \(presents).")
            return
        }
        (presented[index] as? ViewControllableMock)?.isInViewHierarchy = false
        presented.remove(at: index)
    }

    private static func describe(_ view: any ViewControllable) -> String {
        (view as? ViewControllableMock)?.name ?? String(describing: type(of: view))
    }
}
