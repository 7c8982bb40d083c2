import RIBs
import RIBsTesting
import Testing

/// Closability belongs to the tree (issue 64): a report finds its RIB by walking the live trees,
/// a parent keeps how it takes each child away, and nothing holds a RIB for it.
@MainActor
@Suite struct UserClosedViewInTheTreeTests {
    final class View: ViewControllable {}

    final class Screen: ViewableRouter<TellingInteractor, View> {
        let screenName: String
        init(_ name: String) {
            screenName = name
            super.init(interactor: TellingInteractor(name), viewController: View())
        }
        override var name: String { screenName }
    }

    final class TellingInteractor: Interactor {
        static var told: [String] = []
        let owner: String
        init(_ owner: String) { self.owner = owner }
        override func userDidCloseChild(named name: String) { Self.told.append("\(owner) closed \(name)") }
    }

    /// Root → A → B, each closable, with its parent's detach.
    func tree() -> (root: Screen, a: Screen, b: Screen) {
        TellingInteractor.told = []
        let root = Screen("Root")
        root.interactable.activate()
        root.load()
        let a = Screen("A")
        let b = Screen("B")
        root.attachChild(a, onUserClose: { [weak root, weak a] in if let a { root?.detachChild(a) } })
        a.attachChild(b, onUserClose: { [weak a, weak b] in if let b { a?.detachChild(b) } })
        return (root, a, b)
    }

    @Test(.leakDetection) func aReportWhoseParentWasDetachedFirstDoesNothing() {
        let (root, a, b) = tree()
        root.detachChild(a)
        b.viewControllable.reportClosedByUser()
        #expect(TellingInteractor.told.isEmpty, "the detached parent was told")
        #expect(a.children.count == 1, "the detached parent detached its child")
        #expect(!b.viewControllable.isClosableByUser)
    }

    /// UIKit took both views at once: B goes first, by A, then A by Root; each parent told once.
    @Test(.leakDetection) func viewsThatLeftAreDetachedTheDeepestFirst() {
        let (root, a, b) = tree()
        let gone: [AnyObject] = [a.viewControllable, b.viewControllable]
        UserClosing.detachRIBsWhoseViewsLeft { view in gone.contains { $0 === view } }
        #expect(TellingInteractor.told == ["A closed B", "Root closed A"])
        #expect(root.children.isEmpty && a.children.isEmpty)
        // Only this tree's views: the check walks every live tree in the process, and the tests
        // running beside this one have theirs.
        let all: [AnyObject] = gone + [root.viewControllable]
        UserClosing.detachRIBsWhoseViewsLeft { view in all.contains { $0 === view } }
        #expect(TellingInteractor.told.count == 2, "a second check told again: \(TellingInteractor.told)")
    }

    /// A router that detaches, in a UIKit completion, a child the runtime detached for the
    /// person's close, is not stopped: nothing happens.
    @Test(.leakDetection) func theRoutersDetachAfterThePersonsCloseDoesNothing() {
        TellingInteractor.told = []
        let root = Screen("Root")
        root.interactable.activate()
        let child = Screen("Child")
        root.attachChild(child)
        child.viewControllable.reportClosedByUser()
        root.detachChild(child)
        #expect(TellingInteractor.told == ["Root closed Child"])
        #expect(root.children.isEmpty)
    }

    /// A stranger is still refused: only a child the person closed may be detached twice.
    @Test func detachingAChildNeverClosedTwiceStillStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = Screen("Root")
                let child = Screen("Child")
                root.attachChild(child)
                root.detachChild(child)
                root.detachChild(child)
            }
        }
    }

    /// A stream-style builder attaches a child before its node joins the tree: the child's view
    /// is found through the node, before and after.
    @Test(.leakDetection) func aChildAttachedBeforeItsParentJoinedIsFound() {
        TellingInteractor.told = []
        let root = Screen("Root")
        root.interactable.activate()
        let node = RIBNode(name: "Shelf")
        let view = View()
        node.attach(BuiltRIB(node: RIBNode(name: "Sync"), view: view, outputs: ()), as: .push)
        #expect(view.isClosableByUser == false, "the first screen of a stack offers no back")
        root.attachChild(node)
        let second = View()
        node.attach(BuiltRIB(node: RIBNode(name: "Detail"), view: second, outputs: ()), as: .push)
        #expect(second.isClosableByUser)
        second.reportClosedByUser()
        #expect(node.children.map(\.name) == ["Sync"])
    }

    /// A classic parent whose view is written in SwiftUI shows its children from a container;
    /// SwiftUI writing the bindings (the sheet swiped down, a back to the first screen) closes
    /// them, each RIB detached by its parent and each parent told.
    @Test(.leakDetection) func aSwiftUIParentsBindingsCloseTheViewsTheyLose() throws {
        TellingInteractor.told = []
        let root = Screen("Root")
        root.interactable.activate()
        let shown = ViewContainer()
        for name in ["A", "B"] {
            let child = Screen(name)
            root.attachChild(
                child, onUserClose: { [weak root, weak child] in if let child { root?.detachChild(child) } })
            shown.push(child.viewControllable)
        }
        let sheet = Screen("Sheet")
        root.attachChild(sheet, onUserClose: { [weak root, weak sheet] in if let sheet { root?.detachChild(sheet) } })
        shown.present(sheet.viewControllable)
        #expect(shown.sheet?.view === sheet.viewControllable)
        shown.sheet = nil
        #expect(TellingInteractor.told == ["Root closed Sheet"])
        shown.path = []
        #expect(TellingInteractor.told == ["Root closed Sheet", "Root closed B", "Root closed A"])
        #expect(root.children.isEmpty && shown.routes.isEmpty)
    }
}
