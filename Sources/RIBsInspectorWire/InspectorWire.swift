import Foundation
import RIBs

/// What goes over the wire, as JSON: the messages the inspector's page and `ribs tree` read.
///
/// A module of its own, without the server, so that `ribs tree` reads what the inspector
/// writes without building FlyingFox.
package enum InspectorWire {
    /// One RIB of the tree.
    package struct Node: Codable, Sendable, Equatable {
        package var id: UInt64?
        package var name: String
        package var path: String
        package var active: Bool
        package var viewable: Bool
        package var router: String
        package var interactor: String
        package var workers: [String]
        package var boundWork: Int
        package var children: [Node]

        package init(_ details: RIBDetails) {
            id = details.id?.rawValue
            name = details.name
            path = details.path
            active = details.isActive
            viewable = details.isViewable
            router = details.routerType
            interactor = details.interactorType
            workers = details.workers
            boundWork = details.boundWorkCount
            children = details.children.map(Node.init)
        }
    }

    /// One event of the timeline.
    package struct Event: Codable, Sendable, Equatable {
        /// Its number, from 1, in the order the inspector saw events.
        package var seq: UInt64
        package var kind: String
        package var id: UInt64?
        package var name: String
        package var path: String
        package var detail: String
        /// Milliseconds since the inspector started.
        package var t: Double
        /// The action's duration, in microseconds; absent where it was not measured (an attach or
        /// detach the inspector read from the runtime's tree-change log, before it observes every
        /// event), rather than a zero that reads as a measure.
        package var us: Double?

        package init(
            seq: UInt64, kind: String, id: UInt64?, name: String, path: String, detail: String, t: Double, us: Double?
        ) {
            (self.seq, self.kind, self.id, self.name, self.path) = (seq, kind, id, name, path)
            (self.detail, self.t, self.us) = (detail, t, us)
        }
    }

    /// A message from the server. `snapshot` first (the tree and the recent events), then
    /// `tree` and `events` as they change. `dropped` counts the events this client missed
    /// because its queue overflowed (or, in a snapshot, that the history ring let go).
    package struct Message: Codable, Sendable {
        package var type: String
        package var tree: Node?
        package var events: [Event]?
        package var dropped: Int

        package init(type: String, tree: Node?, events: [Event]?, dropped: Int) {
            (self.type, self.tree, self.events, self.dropped) = (type, tree, events, dropped)
        }
    }

    package static func encode(_ message: Message) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads a message the inspector wrote.
    package static func decode(_ data: Data) throws -> Message {
        try JSONDecoder().decode(Message.self, from: data)
    }
}

extension InspectorWire.Node {
    /// The RIB as the runtime describes it.
    package var details: RIBDetails {
        RIBDetails(
            id: id.map(RIBID.init(rawValue:)), name: name, path: path, isActive: active, isViewable: viewable,
            routerType: router, interactorType: interactor, workers: workers, boundWorkCount: boundWork,
            children: children.map(\.details))
    }
}
