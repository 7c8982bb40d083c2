import Foundation
import RIBs
import RIBsTesting
import Testing

/// What *The stream style* promises of a child's outputs, clause by clause, in the cases a Shop
/// port lost events in: all outputs of one child reach the parent in the order the child sent
/// them; every output sent while the child is attached is handled, in the attach turn and in
/// the detach turn too, before the detach handlers run; none sent after the detach is.
@MainActor
@Suite(.leakDetection)
struct AttachmentDeliveryTests {
    func activeParent() -> RIBNode {
        let parent = RIBNode(name: "Catalog")
        parent.interactable.activate()
        parent.load()
        return parent
    }

    /// Two typed outputs, sent in turn: the parent's handlers run in send order, every round.
    @Test func twoOutputsArriveInTheOrderTheChildSentThem() {
        let parent = activeParent()
        let hello = EventRelay<String>()
        let count = EventRelay<Int>()
        struct Outputs {
            let hello: Events<String>
            let count: Events<Int>
        }
        let child = BuiltRIB(
            node: RIBNode(name: "Greeter"), view: nil, outputs: Outputs(hello: hello.events, count: count.events))
        var log: [String] = []
        parent.attach(child) { outputs, attachment in
            attachment.on(outputs.hello) { log.append($0) }
            attachment.on(outputs.count) { log.append(String($0)) }
        }
        var sent: [String] = []
        for round in 0..<300 {
            if round.isMultiple(of: 2) {
                hello.send("h\(round)")
                sent.append("h\(round)")
            }
            count.send(round)
            sent.append(String(round))
        }
        #expect(log == sent)
        parent.detach(child)
    }

    /// "Buy now": Detail adds the item and closes while it activates, in the turn it is
    /// attached. `close` is registered first and detaches Detail; the item still reaches the
    /// cart, because it was sent first.
    @Test func addThenCloseInTheAttachTurnPutsTheItemInTheCart() {
        let parent = activeParent()
        var cart: [String] = []
        var events: [String] = []
        for round in 0..<100 {
            let (detail, interactor) = buildDetail("Detail\(round)")
            detail.node.interactable.observeActiveState { isActive in
                guard isActive else { return }
                interactor.adding.send("item\(round)")
                interactor.closing.send(())
            }
            parent.attach(detail, as: .push) { outputs, attachment in
                attachment.on(outputs.close) { [weak parent] in
                    events.append("close")
                    parent?.detach(detail)
                }
                attachment.on(outputs.addToCart) {
                    events.append("add")
                    cart.append($0)
                }
                attachment.onDetach { events.append("detached") }
            }
            #expect(parent.children.isEmpty, "round \(round): Detail is still attached")
            // Detached once it was attached and shown, not inside its own activation: nothing
            // of it is left on screen, and it is inactive.
            #expect(parent.viewContainer.stack.isEmpty, "round \(round): Detail's view is still shown")
            #expect(!detail.node.isActive, "round \(round): Detail is still active")
        }
        #expect(cart == (0..<100).map { "item\($0)" })
        #expect(events == Array(repeating: ["add", "close", "detached"], count: 100).flatMap { $0 })
    }

    /// The same in a later turn, as a person's taps come.
    @Test func addThenCloseLaterPutsTheItemInTheCart() async {
        let parent = activeParent()
        var cart: [String] = []
        for round in 0..<100 {
            let (detail, interactor) = buildDetail("Detail\(round)")
            parent.attach(detail, as: .push) { outputs, attachment in
                attachment.on(outputs.close) { [weak parent] in parent?.detach(detail) }
                attachment.on(outputs.addToCart) { cart.append($0) }
            }
            await Task.yield()
            interactor.adding.send("item\(round)")
            interactor.closing.send(())
            #expect(parent.children.isEmpty)
        }
        #expect(cart == (0..<100).map { "item\($0)" })
    }

    /// An output sent from another thread while Detail is attached, not yet handled when the
    /// parent detaches Detail in the same turn: handled during the detach, before its handler.
    @Test func anOutputQueuedAtDetachIsHandledBeforeTheDetachHandler() async {
        let parent = activeParent()
        let (detail, interactor) = buildDetail()
        var log: [String] = []
        parent.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { log.append("add \($0)") }
            attachment.onDetach { log.append("detached") }
        }
        let adding = interactor.adding
        sendFromAnotherThreadBlockingThisOne { adding.send("teapot") }
        #expect(log.isEmpty, "the main actor was busy: the output waits for it")
        parent.detach(detail)
        #expect(log == ["add teapot", "detached"])
        adding.send("after")
        await handlersSettled()
        #expect(log == ["add teapot", "detached"])
    }

    /// A handler that detaches its own child: no deadlock, the outputs the child sent before
    /// the detach (queued behind the handler) are still handled, then the detach handler runs,
    /// and nothing sent after the detach arrives.
    @Test func aHandlerThatDetachesItsChildLetsWhatCameBeforeFinish() {
        let parent = activeParent()
        let (detail, interactor) = buildDetail()
        var log: [String] = []
        parent.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { item in
                log.append("add \(item)")
                if item == "last" {
                    // Sent while attached, handled after this handler: still delivered.
                    interactor.adding.send("sent by the handler")
                    parent.detach(detail)
                    log.append("detach returned")
                    interactor.adding.send("after the detach")
                }
            }
            attachment.onDetach { log.append("detached") }
        }
        interactor.adding.send("first")
        interactor.adding.send("last")
        #expect(log == ["add first", "add last", "detach returned", "add sent by the handler", "detached"])
    }

    /// Nothing the child sends after it is detached reaches the parent.
    @Test func nothingSentAfterTheDetachArrives() async {
        let parent = activeParent()
        let (detail, interactor) = buildDetail()
        var cart: [String] = []
        parent.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { cart.append($0) }
        }
        interactor.adding.send("kept")
        parent.detach(detail)
        interactor.adding.send("main actor")
        let adding = interactor.adding
        await Task.detached { adding.send("another thread") }.value
        await handlersSettled()
        #expect(cart == ["kept"])
    }
}
