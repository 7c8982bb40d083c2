import RIBs
import Testing

@testable import RIBsTerminal

/// The terminal's back key (`back` from a pipe; Escape in a terminal): it closes the screen on
/// top when its RIB's parent can take it back, and the parent router detaches the RIB (issue 58).
@MainActor
@Suite(.serialized) struct TerminalBackKeyTests {
    final class Screen: TerminalViewController {
        let name: String
        var ownBack = false
        var backs = 0
        init(_ name: String) { self.name = name }
        override var title: String { name }
        override var commands: [String] { ownBack ? ["back"] : ["next"] }
        override func handleCommand(_ command: String) -> Bool {
            guard ownBack, command == "back" else { return false }
            backs += 1
            return true
        }
    }

    final class ParentInteractor: Interactor {
        var closed: [String] = []
        override func userDidCloseChild(named name: String) { closed.append(name) }
    }

    final class ChildRouter: ViewableRouter<Interactor, Screen> {
        override var name: String { "Settings" }
    }

    final class ParentRouter: ViewableRouter<ParentInteractor, Screen> {
        var settings: ChildRouter?

        func routeToSettings(childScreen: Screen) {
            let settings = ChildRouter(interactor: Interactor(), viewController: childScreen)
            self.settings = settings
            attachChild(settings, onUserClose: { [weak self] in self?.detachSettings() })
            viewController.present(settings.viewControllable)
        }

        func detachSettings() {
            guard let settings else { return }
            self.settings = nil
            detachChild(settings)
            viewController.dismiss(settings.viewControllable)
        }
    }

    func play(_ lines: [String], parent: ParentRouter) async -> [String] {
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = parent.viewController
        var printed: [String] = []
        host.output = { printed.append($0) }
        await host.run(
            lines: AsyncStream { continuation in
                for line in lines { continuation.yield(line) }
                continuation.finish()
            })
        return printed.filter { $0.hasPrefix("==") }
    }

    func launched() -> ParentRouter {
        let parent = ParentRouter(interactor: ParentInteractor(), viewController: Screen("Home"))
        parent.interactable.activate()
        parent.load()
        return parent
    }

    @Test func backClosesTheScreenOnTopAndItsRIBIsDetached() async {
        let parent = launched()
        parent.routeToSettings(childScreen: Screen("Settings"))
        let screens = await play(["back", "back"], parent: parent)
        #expect(screens.count == 3, "\(screens)")
        #expect(screens[0].hasPrefix("== Settings ==") && screens[0].contains("commands: next, back"))
        #expect(screens[1].hasPrefix("== Home ==") && screens[1].contains("commands: next\n"))
        #expect(screens[2].contains("? nothing to go back to from this screen"))
        #expect(parent.children.isEmpty && parent.settings == nil)
        #expect(parent.interactor.closed == ["Settings"])
    }

    /// A screen with a `back` of its own keeps it: the host's comes after the screen's.
    @Test func aScreensOwnBackComesFirst() async {
        let parent = launched()
        let settings = Screen("Settings")
        settings.ownBack = true
        parent.routeToSettings(childScreen: settings)
        let screens = await play(["back"], parent: parent)
        #expect(settings.backs == 1)
        #expect(screens.last?.hasPrefix("== Settings ==") == true)
        #expect(screens.first?.contains("commands: back\n") == true, "listed once: \(screens)")
        #expect(parent.children.count == 1 && parent.interactor.closed.isEmpty)
    }

    /// A child attached with plain `attachChild(_:)` is not offered the back key: its parent
    /// did not say how it takes the view back.
    @Test func aScreenItsParentCannotTakeBackHasNoBack() async {
        let parent = launched()
        let settings = ChildRouter(interactor: Interactor(), viewController: Screen("Settings"))
        parent.attachChild(settings)
        parent.viewController.present(settings.viewControllable)
        let screens = await play(["back"], parent: parent)
        #expect(screens.first?.contains("commands: next\n") == true, "\(screens)")
        #expect(screens.last?.contains("? nothing to go back to from this screen") == true, "\(screens)")
        #expect(parent.children.count == 1)
    }
}
