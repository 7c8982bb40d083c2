import RIBs
import RIBsInspectorWire

/// Copies, in memory the calling thread allocates, of the strings the main actor hands the
/// inspector. The inspector keeps what it records for a while and lets go of it on its own
/// threads; a string the main actor made, freed there, takes the lock of the main actor's
/// allocator arena, which the main actor then waits for in its next `malloc`. Copied, the main
/// actor's strings are freed where they were made (``Handoff``), and the copies here.
extension String {
    /// The same characters in storage of the calling thread's own (a short string is stored
    /// inline, and allocates nothing).
    var copiedHere: String {
        let utf8 = self.utf8
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            buffer.initialize(fromContentsOf: utf8)
        }
    }
}

extension RIBDetails {
    /// The same details, every string copied here.
    var copiedHere: RIBDetails {
        RIBDetails(
            id: id, name: name.copiedHere, path: path.copiedHere, isActive: isActive, isViewable: isViewable,
            routerType: routerType.copiedHere, interactorType: interactorType.copiedHere,
            workers: workers.map(\.copiedHere), boundWorkCount: boundWorkCount, children: children.map(\.copiedHere))
    }
}

extension InspectorWire.Node {
    /// The node for `details`, with every string copied here.
    init(copying details: RIBDetails) {
        self.init(details.copiedHere)
    }
}
