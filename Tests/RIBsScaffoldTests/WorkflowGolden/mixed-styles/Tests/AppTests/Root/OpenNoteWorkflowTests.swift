import RIBs
import RIBsTesting
import Testing

@testable import App

/// OpenNote's steps, on mocks of the actionable items: each RIB waits for the next, and Note
/// does what the link asks, with what the link carries.
@MainActor
@Suite struct OpenNoteWorkflowTests {
    @Test(.leakDetection)
    func goesThroughRootAndHomeAndAccountAndFormAndNote() async {
        let root = RootActionableItemMock()
        let home = HomeActionableItemMock()
        let accountItem = AccountActionableItemMock()
        let form = FormActionableItemMock()
        let note = NoteActionableItemMock()
        root.waitForHomeHandler = { (home, ()) }
        home.openAccountHandler = { (accountItem, ()) }
        accountItem.waitForFormHandler = { (form, ()) }
        form.openNoteHandler = { (note, ()) }
        var received: [String] = []
        // weak: the mock keeps its handler.
        note.openNoteHandler = { [weak note] account in
            received.append(account)
            return note.map { ($0, ()) }
        }
        let subscription = OpenNoteWorkflow(account: "account").subscribe(root)
        #expect(await subscription.finished())
        #expect(received.count == 1, "Note did what the link asks, once")
        #expect(received.first == "account")
    }

    @Test func opensTheLinksThatNameIt() {
        #expect(OpenNoteWorkflow(url: "app://openNote?account=account") != nil)
        #expect(OpenNoteWorkflow(url: "app://openNote") == nil)
        #expect(OpenNoteWorkflow(url: "app://another?account=account") == nil)
    }

    /// OpenNote's step in Root goes on in Home on the real tree: Root, built as its tests
    /// build it, attaches Home, and the step finds Home's actionable item.
    @Test(.leakDetection)
    func theStepInRootGoesOnInHome() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RootBuilder(dependency: RootDependencyMock()).build().launchRouter
        }
        let router = try #require(harness.router as? any RootRouting)
        let step = try #require(harness.interactor(as: RootInteractor.self))
        router.routeToHome()
        let next = await step.waitForHome()
        #expect(next != nil, "Root's step found no Home to go on in")
        harness.expectAttached("Home")
        router.detachHome()
        harness.finish()
    }

    /// OpenNote's step in Home goes on in Account on the real tree: Home, built as its tests
    /// build it, opens Account, and the step finds Account's actionable item.
    @Test(.leakDetection)
    func theStepInHomeGoesOnInAccount() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            HomeBuilder(dependency: HomeDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? HomeRouter }.first)
        let step = try #require(harness.router.parts.lazy.compactMap { $0 as? HomeInteractor }.first)
        let next = await step.openAccount()
        #expect(next != nil, "Home's step found no Account to go on in")
        harness.expectAttached("Account")
        router.detachAccount()
        harness.finish()
    }

    /// OpenNote's step in Account goes on in Form on the real tree: Account, built as its tests
    /// build it, attaches Form, and the step finds Form's actionable item.
    @Test(.leakDetection)
    func theStepInAccountGoesOnInForm() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            AccountBuilder(dependency: AccountDependencyMock()).build(withListener: AccountListenerMock())
        }
        let step = try #require(harness.interactor(as: AccountInteractor.self))
        harness.router.routeToForm()
        let next = await step.waitForForm()
        #expect(next != nil, "Account's step found no Form to go on in")
        harness.expectAttached("Form")
        harness.router.detachForm()
        harness.finish()
    }

    /// OpenNote's step in Form goes on in Note on the real tree: Form, built as its tests
    /// build it, opens Note, and the step finds Note's actionable item.
    @Test(.leakDetection)
    func theStepInFormGoesOnInNote() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FormBuilder(FormDependency()).build(with: FormParameter())
        }
        let view = try #require(harness.router as? FormView)
        let step = view
        let next = await step.openNote()
        #expect(next != nil, "Form's step found no Note to go on in")
        harness.expectAttached("Note")
        view.dismissNote()
        harness.finish()
    }
}
