import FlyingSocks
import Foundation
import RIBs
import RIBsInspectorWire
import Testing

@testable import RIBsInspector

extension InspectorSocketTests {
    /// What no browser sends: the inspector answers each with an error or a closed connection, and
    /// keeps serving the app and its other clients.
    @Suite(.serialized) @MainActor struct InspectorBadInputTests {
        /// The server still serves a well-behaved client.
        private func stillServes(_ inspector: RIBsInspector) async throws {
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            #expect(try await client.readMessage()["type"] as? String == "snapshot")
        }

        @Test func malformedWebSocketFramesCloseThatConnectionOnly() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let garbage: [[UInt8]] = [
                [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],  // reserved bits, 2^63 length
                RawConnection.clientFrame(opcode: 0x3, payload: Array("reserved opcode".utf8)),
                // A control frame longer than 125 bytes.
                RawConnection.clientFrame(opcode: 0x9, payload: Array(repeating: 0x41, count: 200)),
                // An unmasked client frame, last: the one connection kept.
                [0x81, 0x05, 0x68, 0x65, 0x6C, 0x6C, 0x6F],
            ]
            // Each protocol error closes that connection. FlyingFox reads an unmasked client frame
            // as a message (RFC 6455 says to close); the inspector ignores what clients send.
            let expected = [true, true, true, false]
            var answered: [Bool] = []
            for (bytes, dropped) in zip(garbage, expected) {
                // The last case's connection is gone first, so the count is this one's alone.
                try await waitUntil { inspector.clientCount == 0 }
                let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
                _ = try await client.readMessage()  // the snapshot
                try await client.send(bytes: bytes)
                // A drop is seen as soon as it happens (a loaded machine may take seconds); a kept
                // connection is one still open after a while.
                answered.append(try await isDropped(by: inspector, within: .seconds(dropped ? 20 : 3)))
                client.close()
            }
            #expect(answered == expected, "\(answered)")
            // The kept connection, closed without a close frame, is forgotten. In three
            // fresh-clone CI runs of about thirty it was not within 20 s: a child another test
            // spawned held a copy of the client's socket, now closed in such children
            // (docs/Reliability.md).
            let (forgotten, budget) = try await holds(within: .seconds(20)) { inspector.clientCount == 0 }
            #expect(forgotten, "the kept connection was not forgotten within 20 s.\(budget.holdsNote)")
            try await stillServes(inspector)
        }

        @Test func whatAClientSendsChangesNothing() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            _ = try await client.readMessage()
            let before = root.snapshot
            try await client.send(
                bytes: RawConnection.clientFrame(opcode: 0x1, payload: Array(#"{"detach":"Root/LoggedOut"}"#.utf8)))
            try await Task.sleep(for: .milliseconds(50))
            #expect(root.snapshot == before)
            let post = try await RawConnection.open(port: inspector.port)
            defer { post.close() }
            try await post.send(
                "POST /api/tree?token=\(inspector.token) HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
            #expect(try await post.readHead().status == 405)
        }

        /// FlyingFox 0.27.1 decodes a header line in time quadratic in its length (seconds for this
        /// one): other clients are served while it does.
        @Test func oversizedHeadersAreRefusedWhileOtherClientsAreServed() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let client = try await RawConnection.open(port: inspector.port)
            defer { client.close() }
            let huge = String(repeating: "a", count: 20 * 1024)
            try await client.send("GET /?token=\(inspector.token) HTTP/1.1\r\nHost: x\r\nX-Big: \(huge)\r\n\r\n")
            try await stillServes(inspector)
            #expect(try await client.readHead().status == 431)
            try await stillServes(inspector)
        }

        @Test func aClientThatGoesAwayMidFrameIsForgotten() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            _ = try await client.readMessage()
            #expect(inspector.clientCount == 1)
            let frame = RawConnection.clientFrame(opcode: 0x1, payload: Array(repeating: 0x41, count: 100))
            try await client.send(bytes: Array(frame.prefix(20)))
            client.close()
            try await waitUntil { inspector.clientCount == 0 }
            root.attachChild(NamedRouter("AfterTheDrop"))  // nothing waits on the dead client
            try await stillServes(inspector)
        }

        @Test func aThousandConnectionsAtOnce() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let port = inspector.port
            let token = inspector.token
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<1_000 {
                    group.addTask {
                        // Half with the token, half without.
                        let target = index.isMultiple(of: 2) ? "/api/tree?token=\(token)" : "/api/tree?token=nope"
                        do {
                            return try await RawConnection.get(target, port: port).status
                        } catch {
                            return -1
                        }
                    }
                }
                var counts: [Int: Int] = [:]
                for try await status in group { counts[status, default: 0] += 1 }
                return counts
            }
            #expect((statuses[200] ?? 0) + (statuses[403] ?? 0) + (statuses[-1] ?? 0) == 1_000)
            #expect(statuses[200] ?? 0 > 0 && statuses[403] ?? 0 > 0)
            #expect(statuses.keys.allSatisfy { [200, 403, -1].contains($0) }, "\(statuses)")
            try await stillServes(inspector)
            #expect(root.snapshot.count == 2, "the app kept running")
        }

        /// Whether the server drops its only client within `limit`: its feed goes when the
        /// connection ends. (Waiting on the socket instead would mean cancelling a pending read,
        /// which FlyingSocks' shared client pool does not survive for the next test.)
        private func isDropped(by inspector: RIBsInspector, within limit: Duration) async throws -> Bool {
            try await holds(within: limit) { inspector.clientCount == 0 }.0
        }
    }

    /// A client that reads slowly loses the oldest events, counted; the app never waits for it.
    @Suite @MainActor struct InspectorFeedTests {
        private func event(_ number: UInt64) -> InspectorWire.Event {
            InspectorWire.Event(
                seq: number, kind: "attached", id: number, name: "R\(number)", path: "Root/R\(number)",
                detail: "", t: 0, us: 0)
        }

        @Test func aSlowClientsQueueOverflowsAndCountsWhatItDropped() async throws {
            let feed = InspectorFeed(snapshot: "{\"type\":\"snapshot\"}", capacity: 10)
            for number in UInt64(1)...25 { feed.push(event(number)) }  // the client reads nothing meanwhile
            #expect(await feed.next() == "{\"type\":\"snapshot\"}")
            let message = try #require(await feed.next())
            let decoded = try JSONDecoder().decode(InspectorWire.Message.self, from: Data(message.utf8))
            #expect(decoded.type == "events")
            #expect(decoded.events?.map(\.seq) == Array(UInt64(16)...25))
            #expect(decoded.dropped == 15)
            feed.close()
            #expect(await feed.next() == nil)
        }

        @Test func theHubKeepsABoundedHistoryForNewClients() throws {
            let hub = InspectorHub(capacity: 5)
            for number in 1...12 {
                hub.record(
                    RIBEvent(kind: .attached, rib: RIBID(rawValue: UInt64(number)), name: "R", path: "Root/R\(number)"))
            }
            let feed = hub.connect()
            defer { hub.disconnect(feed) }
            let snapshot = try JSONDecoder().decode(InspectorWire.Message.self, from: Data(hub.snapshotMessage().utf8))
            #expect(snapshot.events?.map(\.path) == (8...12).map { "Root/R\($0)" })
            #expect(snapshot.dropped == 7)
            #expect(hub.clientCount == 1)
        }

        @Test func aClientThatNeverReadsDoesNotHoldTheApp() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root, eventCapacity: 100)
            defer { Task { await inspector.stop() } }
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            // Many changes while the client reads nothing: each is queued or dropped, never awaited.
            let before = inspector.hub.recordedCount
            for index in 0..<20_000 {
                let child = NamedRouter("Churn\(index % 10)")
                root.attachChild(child)
                root.detachChild(child)
            }
            #expect(root.children.count == 1)
            // Attach, activate, load, deactivate, detach each time: each event recorded by the
            // inspector's thread, or refused by a full handoff (the app never waits for it).
            try await waitUntil {
                inspector.hub.recordedCount - before + UInt64(inspector.droppedByHandoff) == 100_000
            }
            let produced = inspector.hub.recordedCount - before
            // Every event produced after the snapshot either arrives or is counted as dropped.
            var received = 0
            var dropped = 0
            var lastSequence: UInt64 = 0
            while UInt64(received + dropped) < produced {
                let message = try await client.readMessage()
                guard message["type"] as? String == "events" else { continue }
                let sequences = events(message).compactMap { ($0["seq"] as? NSNumber)?.uint64Value }
                #expect(sequences.allSatisfy { $0 > lastSequence }, "in order, none twice")
                lastSequence = sequences.last ?? lastSequence
                received += sequences.count
                dropped = message["dropped"] as? Int ?? dropped
            }
            #expect(UInt64(received + dropped) == produced)
            #expect(received <= produced)
        }
    }
}
