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

    @Test func misuseStopsNamingBothScreens() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = Screen("Root")
                root.present(Screen("LoggedOut"))
                root.present(Screen("OffGame"))  // "Root cannot present OffGame: it already presents LoggedOut."
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { Screen("Root").dismiss(Screen("Stranger")) }
        }
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
