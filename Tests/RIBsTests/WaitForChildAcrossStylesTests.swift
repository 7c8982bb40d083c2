import Observation
import RIBs
import RIBsTesting
import Synchronization
import Testing

/// What a deep link continues in, adopted by a stream-style RIB's interactor or an RVB-like
/// module's view.
@MainActor
private protocol LedgerItem: AnyObject {}

@MainActor
private final class StreamLedgerInteractor: LedgerItem {}

@MainActor
private final class ModuleView: LedgerItem, ViewControllable, RIBNodeProviding {
    let node = RIBNode(name: "Ledger")
}

@MainActor @Observable
private final class Reached {
    var waiting = false
}

/// Issue 63: `waitForChild(_:named:within:for:)`, what generated workflow steps call, finds a
/// stream-style child by the parts its builder made and an RVB module by its view, and never
/// waits silently: a child of that name that adopts nothing, or the time running out, ends the
/// wait with a message naming the step and the RIB.
@MainActor
@Suite(.leakDetection)
struct WaitForChildAcrossStylesTests {
    @Test func aStreamStyleChildIsFoundByItsInteractor() async {
        let parent = NamedRouter("Home")
        parent.interactable.activate()
        let interactor = StreamLedgerInteractor()
        let child = BuiltRIB(node: RIBNode(name: "Ledger"), view: nil, outputs: (), keeping: [interactor])
        parent.attachChild(child.node)
        let found = await parent.interactor.waitForChild(
            (any LedgerItem).self, named: "Ledger", within: .seconds(30), for: "OpenLedger's step in Home")
        #expect(found === interactor)
        parent.detachChild(child.node)
        parent.interactable.deactivate()
    }

    @Test func anRVBModuleIsFoundByItsViewUnderAStreamStyleParent() async {
        let parent = RIBNode(name: "Home")
        let window = WindowControllableMock()
        let root = BuiltRIB(node: parent, view: nil, outputs: ())
        root.launch(from: window)
        let progress = Reached()
        let module = ModuleView()
        let waiting = Task { @MainActor in
            progress.waiting = true
            return await parent.waitForChild(
                (any LedgerItem).self, named: "Ledger", within: .seconds(30), for: "OpenLedger's step in Home") != nil
        }
        await waitUntil { progress.waiting }
        parent.attach(BuiltRIB(node: module.node, view: module, outputs: ()), as: .present)
        #expect(await waiting.value)
        parent.detachChild(module.node)
        withExtendedLifetime(root) {}
    }

    /// Found by the style matrix: a launch RIB attaches its RVB child with no way for the person
    /// to close it, and the module was not found by its view.
    @Test(arguments: [false, true])
    func anRVBModuleAClassicRouterAttachesIsFoundByItsView(closable: Bool) async {
        let parent = NamedRouter("Root")
        parent.interactable.activate()
        let module = ModuleView()
        if closable {
            parent.attachChild(module, onUserClose: { [weak parent] in parent?.detachChild(module.node) })
        } else {
            parent.attachChild(module)
        }
        let found = await parent.interactor.waitForChild(
            (any LedgerItem).self, named: "Ledger", within: .seconds(30), for: "OpenLedger's step in Root")
        #expect(found === module)
        parent.detachChild(module.node)
        parent.interactable.deactivate()
    }

    @Test func aChildOfThatNameThatAdoptsNothingEndsTheWaitSayingWhy() async {
        let parent = NamedRouter("Root")
        parent.interactable.activate()
        let messages = Mutex<[String]>([])
        let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        let found = await RIBsDiagnostics.$handler.withValue(record) {
            let child = NamedRouter("Home")
            parent.attachChild(child)
            defer { parent.detachChild(child) }
            return await parent.interactor.waitForChild(
                (any LedgerItem).self, named: "Home", within: .seconds(30), for: "OpenLedger's step in Root")
        }
        #expect(found == nil)
        #expect(
            messages.withLock { $0 } == [
                "OpenLedger's step in Root: Home is attached below Root, but no part of it adopts LedgerItem, so the link stops here: make Home's interactor (an RVB module's view) adopt it."
            ])
        parent.interactable.deactivate()
    }

    @Test func aWaitThatRunsOutOfTimeEndsSayingWhatItWaitedFor() async {
        let parent = NamedRouter("Root")
        parent.interactable.activate()
        let messages = Mutex<[String]>([])
        let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        let found = await RIBsDiagnostics.$handler.withValue(record) {
            await parent.interactor.waitForChild(
                (any LedgerItem).self, named: "Home", within: .milliseconds(20), for: "OpenLedger's step in Root")
        }
        #expect(found == nil)
        #expect(
            messages.withLock { $0 } == [
                "OpenLedger's step in Root: waited 0.02 seconds for Home to be attached below Root, which did not happen, so the link is dropped: attach Home where the link should go on (its parent's routeToHome), or open it in this step (ribs new workflow --opens)."
            ])
        parent.interactable.deactivate()
    }
}
