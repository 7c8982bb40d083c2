/// The pending checks of a leak detector, in reusable slots: registering and withdrawing a check
/// costs an array write, no hashing.
///
/// An id is the slot index with the slot's generation, so an id whose check was withdrawn or
/// ran does not reach the check that reuses its slot. A slot's generation is odd while it holds
/// a check, so occupancy is known without reading (and copying) the check.
struct PendingCheckStore<Check> {
    private var generations: [UInt32] = []
    private var checks: [Check?] = []
    private var vacant: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ check: Check) -> UInt64 {
        count += 1
        let slot: Int
        if let reused = vacant.popLast() {
            slot = reused
            checks[slot] = check
        } else {
            slot = checks.count
            checks.append(check)
            generations.append(0)
        }
        generations[slot] &+= 1  // now odd: occupied
        return UInt64(generations[slot]) << 32 | UInt64(slot)
    }

    func contains(_ id: UInt64) -> Bool {
        occupiedSlot(id) != nil
    }

    /// What `body` reads of the pending check, in place (a check is not copied to read a field).
    func read<T>(_ id: UInt64, _ body: (Check) -> T) -> T? {
        guard let slot = occupiedSlot(id), let check = checks[slot] else { return nil }
        return body(check)
    }

    /// Changes the pending check in place; returns whether it was pending.
    mutating func update(_ id: UInt64, _ body: (inout Check) -> Void) -> Bool {
        guard let slot = occupiedSlot(id), checks[slot] != nil else { return false }
        body(&checks[slot]!)
        return true
    }

    /// Takes the check out (moved, not copied); `nil` if it was already withdrawn or taken.
    mutating func remove(_ id: UInt64) -> Check? {
        guard let slot = occupiedSlot(id) else { return nil }
        let check = checks[slot].take()
        release(slot)
        return check
    }

    /// Drops the check without looking at it; returns whether it was there.
    mutating func discard(_ id: UInt64) -> Bool {
        guard let slot = occupiedSlot(id) else { return false }
        checks[slot] = nil
        release(slot)
        return true
    }

    /// The ids of the pending checks that satisfy `isIncluded`, given each id and check.
    func ids(where isIncluded: (UInt64, Check) -> Bool) -> [UInt64] {
        checks.indices.compactMap { slot in
            guard generations[slot] & 1 == 1, let check = checks[slot] else { return nil }
            let id = UInt64(generations[slot]) << 32 | UInt64(slot)
            return isIncluded(id, check) ? id : nil
        }
    }

    private func occupiedSlot(_ id: UInt64) -> Int? {
        let slot = Int(truncatingIfNeeded: id & 0xFFFF_FFFF)
        let generation = UInt32(truncatingIfNeeded: id >> 32)
        guard slot < generations.count, generations[slot] == generation, generation & 1 == 1 else { return nil }
        return slot
    }

    private mutating func release(_ slot: Int) {
        generations[slot] &+= 1  // now even: vacant
        vacant.append(slot)
        count -= 1
    }
}
