/// The children a router has attached, in attach order, with detach in O(1) amortised: a
/// detached child leaves a hole, and holes are squeezed out once they are the majority, so the
/// cost of a detach does not grow with the number of siblings. Each runtime router child knows
/// its slot (`slotInParent`); a foreign `Routing` (a test double) is found by a linear search.
@MainActor
struct ChildSlots {
    private(set) var slots: ContiguousArray<(any Routing)?> = []
    private var vacantCount = 0
    /// Counts removals, so a pass over a snapshot of the slots can tell cheaply whether the
    /// snapshot is still accurate.
    private(set) var removalCount = 0

    /// Whether no child is attached.
    var isEmpty: Bool { slots.count == vacantCount }

    /// The attached children, in attach order.
    var children: [any Routing] { slots.compactMap { $0 } }

    /// The attached children that are runtime routers.
    var nodes: [any RouterNode] { slots.compactMap { $0?.routerNode } }

    /// The slot the next appended child takes.
    var nextSlot: Int { slots.count }

    mutating func append(_ child: any Routing) {
        slots.append(child)
    }

    func contains(_ child: any Routing) -> Bool {
        slots.contains { $0 === child }
    }

    /// The slot of a child that is not a runtime router (which knows its own).
    func slot(ofForeign child: any Routing) -> Int? {
        slots.firstIndex { $0 === child }
    }

    /// Empties the slot at `index`, then compacts the storage if holes are the majority.
    mutating func remove(at index: Int) {
        slots[index] = nil
        vacantCount += 1
        removalCount &+= 1
        guard vacantCount > 8, vacantCount * 2 > slots.count else { return }
        // In place: the children move up over the holes, keeping their order, and the storage
        // keeps its capacity for the next attaches.
        var kept = 0
        for index in slots.indices {
            guard let child = slots[index] else { continue }
            if kept != index {
                slots[kept] = child
                child.routerNode?.slotInParent = kept
            }
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        vacantCount = 0
    }
}
