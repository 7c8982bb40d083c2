import Foundation
import RIBs

/// What goes over the wire, as JSON: the messages the page and `ribs tree` read.
enum InspectorWire {
    /// One RIB of the tree.
    struct Node: Codable, Sendable, Equatable {
        var id: UInt64?
        var name: String
        var path: String
        var active: Bool
        var viewable: Bool
        var router: String
        var interactor: String
        var workers: [String]
        var boundWork: Int
        var children: [Node]

        init(_ details: RIBDetails) {
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
    struct Event: Codable, Sendable, Equatable {
        /// Its number, from 1, in the order the inspector saw events.
        var seq: UInt64
        var kind: String
        var id: UInt64?
        var name: String
        var path: String
        var detail: String
        /// Milliseconds since the inspector started.
        var t: Double
        /// The action's duration, in microseconds.
        var us: Double
    }

    /// A message from the server. `snapshot` first (the tree and the recent events), then
    /// `tree` and `events` as they change. `dropped` counts the events this client missed
    /// because its queue overflowed (or, in a snapshot, that the history ring let go).
    struct Message: Codable, Sendable {
        var type: String
        var tree: Node?
        var events: [Event]?
        var dropped: Int
    }

    static func encode(_ message: Message) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
