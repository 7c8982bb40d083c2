import RIBs
import Synchronization
import Testing

extension Router {
    /// Waits until a router named `name` is attached anywhere below this one (returning at once
    /// if it already is), and returns it; `nil` if this router is deallocated first, or if
    /// `timeLimit` passes first (by default 10 s, or the `.waitTimeLimit` trait's), which fails
    /// the test with the tree as it is.
    ///
    /// It follows `treeEvents`, subscribed before any suspension, so an attach cannot
    /// slip between the check and the wait: no sleeping, no polling.
    public func waitForChild(
        named name: String, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Routing)? {
        if let found = descendant(named: name) { return found }
        // Subscribed now, read in the follower: nothing attached in between is missed.
        let events = treeEvents
        let found = await waitForTree(
            timeLimit: timeLimit, what: "a child named \(name) to attach", sourceLocation: sourceLocation
        ) { [weak self] in
            for await event in events {
                if event.kind == .attached, event.name == name, self?.descendant(named: name) != nil { return true }
            }
            return false
        }
        return found ? descendant(named: name) : nil
    }

    /// Waits until no router named `name` is attached below this one, or `timeLimit` passes
    /// first, which fails the test with the tree as it is. Returns whether it was detached.
    @discardableResult
    public func waitUntilDetached(
        named name: String, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        guard descendant(named: name) != nil else { return true }
        let events = treeEvents
        return await waitForTree(
            timeLimit: timeLimit, what: "\(name) to detach", sourceLocation: sourceLocation
        ) { [weak self] in
            for await event in events {
                if event.kind == .detached, event.name == name, self?.descendant(named: name) == nil { return true }
            }
            return false
        }
    }

    /// Runs `follow` (which reads the tree's events) until it returns, or until the time limit
    /// passes: then fails the test naming `what` it waited for, with the tree.
    private func waitForTree(
        timeLimit: Duration?, what: String, sourceLocation: SourceLocation,
        _ follow: sending @escaping @MainActor () async -> Bool
    ) async -> Bool {
        let timeLimit = timeLimit ?? TestWaits.defaultLimit
        let follower = Task { @MainActor in await follow() }
        let limit = TimeLimit(timeLimit) { follower.cancel() }
        let done = await follower.value
        limit.end()
        if !done {
            Issue.record(
                Comment(
                    rawValue:
                        "Waited \(timeLimit) for \(what) below \(name).\(limit.holdsNote) The tree is:\n\(snapshot)"),
                sourceLocation: sourceLocation)
        }
        return done
    }
}

extension Routing {
    /// The first router named `name` below this one, depth first.
    public func descendant(named name: String) -> (any Routing)? {
        for child in children {
            if child.name == name { return child }
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// Waits for the first `count` elements (fewer if the sequence ends first), or until
    /// `timeLimit` passes (by default 10 s, or the `.waitTimeLimit` trait's): then fails the
    /// test with what arrived, and returns it.
    ///
    /// ```swift
    /// let scores = await scoreStream.scores.first(2)
    /// ```
    public func first(
        _ count: Int, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws(Failure) -> [Element] {
        guard count > 0 else { return [] }
        let timeLimit = timeLimit ?? TestWaits.defaultLimit
        let collected = Collected<Element>()
        var iterator = makeAsyncIterator()
        let reader = Task<Failure?, Never> {
            do throws(Failure) {
                while let element = try await iterator.next(isolation: nil) {
                    if collected.append(element) >= count { break }
                }
                return nil
            } catch {
                return error
            }
        }
        let limit = TimeLimit(timeLimit) { reader.cancel() }
        let failure = await reader.value
        limit.end()
        if let failure { throw failure }
        let elements = collected.elements
        if elements.count < count, reader.isCancelled {
            Issue.record(
                Comment(
                    rawValue:
                        "first(\(count)): \(elements.count) arrived within \(timeLimit): \(elements).\(limit.holdsNote)"
                ),
                sourceLocation: sourceLocation)
        }
        return elements
    }
}

/// What `first(_:)`'s reader collected, read after it ended or was cancelled.
private final class Collected<Element: Sendable>: Sendable {
    private let state = Locked<[Element]>([])

    /// Appends `element`; returns how many there are now.
    func append(_ element: Element) -> Int {
        state.withLock {
            $0.append(element)
            return $0.count
        }
    }

    var elements: [Element] { state.withLock { $0 } }
}
