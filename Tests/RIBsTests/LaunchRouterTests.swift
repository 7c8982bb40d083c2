import RIBs
import RIBsTesting
import Testing

@MainActor
@Suite(.leakDetection)
struct LaunchRouterTests {
    @Test func launchShowsTheRootViewActivatesThenLoads() {
        let window = WindowControllableMock()
        let root = RootRouter()
        var activeWhenLoaded: Bool?
        var shownWhenActivated: Bool?
        let child = NamedRouter("Child")
        // Weak captures: the closures are stored in root's interactor and in child, and a strong
        // capture of root would keep the whole tree alive past the test (LeakSanitizer saw it).
        child.onDidLoad = { [weak root] _ in activeWhenLoaded = root?.interactable.isActive }
        root.interactor.onDidBecomeActive = { [weak root, weak window] in
            shownWhenActivated = window?.isKeyAndVisible
            root?.attachChild(child)
        }
        root.launch(from: window)
        #expect(window.rootViewControllable === root.viewControllable)
        #expect(window.isKeyAndVisible)
        #expect(shownWhenActivated == true)
        #expect(activeWhenLoaded == true)
        #expect(root.snapshot == RouterSnapshot("Root", children: [RouterSnapshot("Child")]))
    }
}
