import Foundation
import RIBs
import RIBsInspectorWire
import Testing

@testable import RIBsInspector

/// Issue 40: every event a user's page showed had `"us":0`. An action the inspector did not time
/// (an attach or detach read from the runtime's tree-change log, an attach, whose activation and
/// load are events of their own) is sent with no duration, so none reads as a measure of zero;
/// a timed one keeps its duration.
@Suite struct EventDurationTests {
    func decodedEvents(of hub: InspectorHub) throws -> [InspectorWire.Event] {
        try JSONDecoder().decode(InspectorWire.Message.self, from: Data(hub.snapshotMessage().utf8)).events ?? []
    }

    @Test func anUntimedActionHasNoDurationAndATimedOneKeepsIt() throws {
        let hub = InspectorHub(capacity: 10)
        hub.record(
            TreeChange(kind: .attached, rib: RIBID(rawValue: 2), parent: RIBID(rawValue: 1), name: "Child", time: 0),
            path: "Root/Child")
        hub.record(RIBEvent(kind: .attached, rib: RIBID(rawValue: 3), name: "Other", path: "Root/Other"))
        hub.record(
            RIBEvent(
                kind: .activated, rib: RIBID(rawValue: 3), name: "Other", path: "Root/Other",
                duration: .microseconds(42)))
        let events = try decodedEvents(of: hub)
        #expect(events.map(\.us) == [nil, nil, 42])
        #expect(!hub.snapshotMessage().contains("\"us\":0"), "a zero reads as a measure")
    }
}
