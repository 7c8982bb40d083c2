import RIBs
import RIBsTesting
import TestSupport
import Testing

/// Random build / attach / detach / activate / deactivate at random places of a tree, checked
/// after every step against a model of what the runtime promises.
///
/// Routers keep their parent as `unowned(unsafe)`: every path that clears that pointer is taken
/// here, and counted (a detach; a parent freed while children it held live on; a detached
/// router attached again under another parent; a subtree freed while attached through a
/// `Routing` that is not a router). After each step every router's path is read, which walks
/// the parent pointers: under AddressSanitizer a pointer left dangling is a reported
/// use-after-free, not a silent wrong answer.
@MainActor
@Suite(.leakDetection)
struct RouterTreePropertyTests {
    @Test(arguments: [1, 2, 3, 2026] as [UInt64])
    func randomOperationsKeepTheTreeConsistent(seed: UInt64) async {
        var generator = SplitMix64(seed: seed)
        let model = TreeModel()
        let diagnostics = DiagnosticsCollector()  // refused activations are expected here
        var counts: [String: Int] = [:]
        for step in 1...1_500 {
            let operation = diagnostics.collect { model.performRandomOperation(using: &generator) }
            counts[operation.kind, default: 0] += 1
            if let problem = model.firstInconsistency() {
                Issue.record("seed \(seed), step \(step), after \(operation.description): \(problem)")
                return
            }
            // Other tests' main-actor work runs in between (issue 38: a test that held the main
            // actor for seconds made their waits run out).
            if step.isMultiple(of: 50) { await Task.yield() }
        }
        // Every kind of operation really happened, including each way a parent pointer is cleared.
        #expect(
            counts.keys.sorted() == [
                "activate", "attach", "build", "deactivate", "detach", "detach+drop", "drop parent, keep children",
                "drop under a foreign parent",
            ])
        #expect(model.droppedRouterCount > 100)
        for path in ParentClearing.allCases {
            #expect(model.parentClearings[path, default: 0] > 0, "seed \(seed): \(path) never happened")
        }
    }
}

/// One router in the model, with what the runtime should say about it.
@MainActor
private final class Node {
    let router: NamedRouter
    var children: [Node] = []
    weak var parent: Node?
    /// The parent it was last detached from, or that was freed under it.
    var lastParentName: String?
    var isActive = false

    init(_ name: String) { router = NamedRouter(name) }

    var subtree: [Node] { [self] + children.flatMap(\.subtree) }

    /// Uber's rule: activating an inactive scope activates every attached child.
    func modelActivate() {
        guard !isActive else { return }
        isActive = true
        for child in children { child.modelActivate() }
    }

    func modelDeactivate() {
        guard isActive else { return }
        isActive = false
        for child in children { child.modelDeactivate() }
    }
}

/// The ways a router's parent pointer is cleared or moved.
private enum ParentClearing: String, CaseIterable {
    case detach = "a detach"
    case parentFreedWithLiveChildren = "a parent freed while its children live on"
    case reattachedElsewhere = "a detached router attached under another parent"
    case freedUnderForeignParent = "a subtree freed while attached through a foreign Routing"
}

private struct Operation: CustomStringConvertible {
    let kind: String
    let target: String
    var description: String { "\(kind) \(target)" }
}

@MainActor
private final class TreeModel {
    let root = Node("Root")
    /// Roots of detached subtrees kept for re-attaching; they may be activated on their own.
    var detachedRoots: [Node] = []
    private var nextName = 0
    private(set) var droppedRouterCount = 0
    private(set) var parentClearings: [ParentClearing: Int] = [:]
    /// Dropped subtrees, checked once the operation that dropped them has returned (and its
    /// locals are gone).
    private var droppedSubtrees: [(name: String, router: Weak, interactor: Weak)] = []

    init() {
        root.router.interactable.activate()
        root.router.load()
        root.modelActivate()
    }

    var allNodes: [Node] { root.subtree + detachedRoots.flatMap(\.subtree) }

    func performRandomOperation(using generator: inout SplitMix64) -> Operation {
        let roll = generator.next() % 100
        switch roll {
        case 0..<20:
            nextName += 1
            let node = Node("N\(nextName)")
            detachedRoots.append(node)
            return Operation(kind: "build", target: node.router.name)
        case 20..<45 where !detachedRoots.isEmpty:
            let child = detachedRoots.remove(at: Int(generator.next() % UInt64(detachedRoots.count)))
            let candidates = allNodes.filter { candidate in !child.subtree.contains { $0 === candidate } }
            let parent = candidates[Int(generator.next() % UInt64(candidates.count))]
            parent.router.attachChild(child.router)
            if let last = child.lastParentName, last != parent.router.name {
                parentClearings[.reattachedElsewhere, default: 0] += 1
            }
            child.parent = parent
            parent.children.append(child)
            if parent.isActive { child.modelActivate() } else { child.modelDeactivate() }
            return Operation(kind: "attach", target: "\(child.router.name) to \(parent.router.name)")
        case 45..<65:
            let attached = allNodes.filter { $0.parent != nil }
            guard !attached.isEmpty else { return Operation(kind: "build", target: "(nothing attached)") }
            let child = attached[Int(generator.next() % UInt64(attached.count))]
            let parent = child.parent!
            parent.router.detachChild(child.router)
            child.modelDeactivate()
            parent.children.removeAll { $0 === child }
            child.parent = nil
            child.lastParentName = parent.router.name
            parentClearings[.detach, default: 0] += 1
            if generator.next() % 2 == 0 {
                detachedRoots.append(child)
                return Operation(kind: "detach", target: child.router.name)
            }
            drop(child)
            return Operation(kind: "detach+drop", target: child.router.name)
        case 65..<70:
            // A detached parent is freed while the test keeps its children: they must point at
            // no parent (the runtime deactivates them as the parent goes).
            guard let index = detachedRoots.firstIndex(where: { !$0.children.isEmpty }) else {
                return Operation(kind: "build", target: "(no detached parent with children)")
            }
            let parent = detachedRoots.remove(at: index)
            let kept = parent.children
            for child in kept {
                child.parent = nil
                child.lastParentName = parent.router.name
                child.modelDeactivate()
                detachedRoots.append(child)
            }
            parentClearings[.parentFreedWithLiveChildren, default: 0] += kept.count
            parent.children = []
            drop(parent)
            return Operation(kind: "drop parent, keep children", target: parent.router.name)
        case 70..<73 where !detachedRoots.isEmpty:
            // Attached through a Routing that is not a router (a test double), then dropped
            // with it: the runtime never set a parent pointer, and the subtree must still go.
            let child = detachedRoots.remove(at: Int(generator.next() % UInt64(detachedRoots.count)))
            let foreign = RoutingMock(name: "Foreign")
            foreign.attachChild(child.router)
            drop(child)
            parentClearings[.freedUnderForeignParent, default: 0] += 1
            return Operation(kind: "drop under a foreign parent", target: child.router.name)
        case 73..<85:
            let node = randomNode(using: &generator)
            node.router.interactable.activate()
            if node.parent.map(\.isActive) ?? true { node.modelActivate() }
            return Operation(kind: "activate", target: node.router.name)
        default:
            let node = randomNode(using: &generator)
            node.router.interactable.deactivate()
            node.modelDeactivate()
            return Operation(kind: "deactivate", target: node.router.name)
        }
    }

    private func randomNode(using generator: inout SplitMix64) -> Node {
        let nodes = allNodes
        return nodes[Int(generator.next() % UInt64(nodes.count))]
    }

    /// Forgets a detached subtree and checks that all of it deallocates at once.
    private func drop(_ subtreeRoot: Node) {
        var watched: [(name: String, router: Weak, interactor: Weak)] = []
        for node in subtreeRoot.subtree {
            watched.append((node.router.name, Weak(node.router), Weak(node.router.interactor)))
        }
        droppedRouterCount += watched.count
        droppedSubtrees += watched
    }

    func firstInconsistency() -> String? {
        let alive = droppedSubtrees.filter { $0.router.object != nil || $0.interactor.object != nil }.map(\.name)
        droppedSubtrees = []
        if !alive.isEmpty { return "detached and dropped but still alive: \(alive)" }
        for node in allNodes {
            let router = node.router
            if router.interactable.isActive != node.isActive {
                return
                    "\(router.path) is \(router.interactable.isActive ? "active" : "inactive"), expected \(node.isActive ? "active" : "inactive")"
            }
            if let parent = node.parent, node.isActive, !parent.isActive {
                return "\(router.path) is active under an inactive parent"
            }
            let children = router.children
            if children.count != node.children.count
                || zip(children, node.children).contains(where: { $0 !== $1.router })
            {
                return
                    "\(router.path) has children \(children.map(\.name)), expected \(node.children.map(\.router.name))"
            }
            let expectedPath = sequence(first: node, next: { $0.parent }).map(\.router.name).reversed().joined(
                separator: "/")
            if router.path != expectedPath {
                return "path \(router.path), expected \(expectedPath)"
            }
        }
        return nil
    }
}

private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
