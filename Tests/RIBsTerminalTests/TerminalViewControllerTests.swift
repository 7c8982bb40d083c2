import RIBs
import RIBsTerminal
import Testing

@MainActor
final class Screen: TerminalViewController {
    let name: String
    var received: [String] = []
    var keys: [Key] = []
    init(_ name: String) { self.name = name }
    override var title: String { name }
    override func handleCommand(_ command: String) -> Bool {
        received.append(command)
        return command != "unknown"
    }
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
}

@MainActor
@Suite struct TerminalViewControllerTests {
    @Test func presentedAndPushedScreensAreOnTopAndGetTheInput() {
        let root = Screen("root")
        let pushed = Screen("pushed")
        let modal = Screen("modal")
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = root
        #expect(root.isInViewHierarchy)
        root.push(pushed)
        #expect(host.screen === pushed)
        #expect(pushed.isInViewHierarchy)
        pushed.present(modal)
        #expect(host.screen === modal)
        #expect(root.handle("5"))
        #expect(root.handle(key: .up))
        #expect(modal.received == ["5"] && modal.keys == [.up])
        #expect(root.received.isEmpty && pushed.received.isEmpty)
        pushed.dismiss(modal)
        #expect(!modal.isInViewHierarchy)
        root.pop(pushed)
        #expect(host.screen === root)
        #expect(!pushed.isInViewHierarchy)
    }

    @Test func misuseStopsNamingTheScreens() async {
        let twice = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = Screen("Root")
                let loggedOut = Screen("LoggedOut")
                root.present(loggedOut)
                root.present(loggedOut)
            }
        }
        let twiceMessage = String(decoding: twice?.standardErrorContent ?? [], as: UTF8.self)
        #expect(twiceMessage.contains("Root cannot present LoggedOut: it presents it already."))
        let stranger = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = Screen("Root")
                root.present(Screen("List"))
                root.present(Screen("Favorites"))
                root.dismiss(Screen("Stranger"))
            }
        }
        let strangerMessage = String(decoding: stranger?.standardErrorContent ?? [], as: UTF8.self)
        #expect(strangerMessage.contains("Root cannot dismiss Stranger: it presents List and Favorites."))
        await #expect(processExitsWith: .failure) {
            await MainActor.run { Screen("Root").dismiss(Screen("Stranger")) }
        }
    }

    /// Issue 40: the children of a RIB with no view (two screens under a viewless Home) are
    /// presented on the same screen. They are shown side by side, each in a section; a command
    /// goes to the one presented last, then to the other; dismissing one leaves the other.
    @Test func screensPresentedSideBySideAreShownTogetherAndShareTheInput() {
        final class ListScreen: TerminalViewController {
            var opened: [String] = []
            override var title: String { "Recipes" }
            override func render() -> [String] { ["1. Soup"] }
            override var commands: [String] { ["open N"] }
            override func handleCommand(_ command: String) -> Bool {
                guard command.hasPrefix("open ") else { return false }
                opened.append(command)
                return true
            }
        }
        final class FavoritesScreen: TerminalViewController {
            var starred: [String] = []
            override var title: String { "Favorites" }
            override func render() -> [String] { ["(none)"] }
            override var commands: [String] { ["star N"] }
            override func handleCommand(_ command: String) -> Bool {
                guard command.hasPrefix("star ") else { return false }
                starred.append(command)
                return true
            }
        }
        let root = Screen("Root")
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = root
        let list = ListScreen()
        let favorites = FavoritesScreen()
        root.present(list)
        root.present(favorites)
        #expect(list.isInViewHierarchy && favorites.isInViewHierarchy)
        #expect(
            host.screenText() == """
                == Recipes | Favorites ==
                -- Recipes --
                1. Soup

                -- Favorites --
                (none)
                commands: open N, star N
                """)
        #expect(root.handle("open 1") && root.handle("star 1"))
        #expect(list.opened == ["open 1"] && favorites.starred == ["star 1"])
        #expect(!root.handle("unknown"))
        #expect(root.received.isEmpty, "the screen behind them gets nothing")
        root.dismiss(list)
        #expect(host.screen === favorites)
        #expect(!list.isInViewHierarchy)
    }

    /// A RIB's view protocol declares `present(_ viewController: any ViewControllable)`, as
    /// Uber's templates do: a terminal view controller meets it with no cast.
    @MainActor protocol ParentViewControllable: ViewControllable {
        func present(_ viewController: any ViewControllable)
        func dismiss(_ viewController: any ViewControllable)
    }

    final class ParentScreen: TerminalViewController, ParentViewControllable {}

    @Test func aParentPresentsAChildThroughItsViewControllableProtocol() {
        let parent: any ParentViewControllable = ParentScreen()
        let child: any ViewControllable = Screen("Child")
        parent.present(child)
        #expect((parent as? ParentScreen)?.presentedView === child)
        parent.dismiss(child)
        #expect((parent as? ParentScreen)?.presentedView == nil)
    }

    @Test func presentingAViewThatIsNotATerminalViewStopsNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class NotATerminalView: ViewControllable {}
                Screen("Root").present(NotATerminalView())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Root cannot present NotATerminalView: it is not a TerminalView."))
    }
}
