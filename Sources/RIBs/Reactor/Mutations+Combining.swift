/// Streams of a reactor's mutations combined, with Rx's meaning.
@MainActor
extension Mutations {
    /// The latest element of every stream, each time one sends, once all have sent: Rx's
    /// `Observable.combineLatest(_:)` of an array (see ``combineLatest(_:_:)``).
    public static func combineLatest<Part: Sendable>(_ streams: [Mutations<Part>]) -> Mutations
    where Element == [Part] {
        combineLatest(streams) { $0 }
    }

    /// `combine` applied to the latest element of every stream, each time one sends, once all
    /// have sent: Rx's `Observable.combineLatest(_:resultSelector:)` of an array, run at once.
    /// It ends when every stream has ended, or as soon as one ends having sent nothing (no
    /// combination can follow); the first error ends it.
    ///
    /// Streams known when they are built (``just(_:)``) combine at once, as Rx's subscribed in
    /// order: the first sends all it has, then the second, each element combined with the
    /// latest of the others.
    ///
    /// ```swift
    /// Mutations.combineLatest([emailCheck, passwordCheck]) { $0.allSatisfy(\.isValid) }
    /// ```
    public static func combineLatest<Part: Sendable>(
        _ streams: [Mutations<Part>], _ combine: @escaping @MainActor @Sendable ([Part]) -> Element
    ) -> Mutations {
        if streams.allSatisfy({ $0.immediate != nil }) {
            var latest = [Part?](repeating: nil, count: streams.count)
            var combined: [Element] = []
            for (index, stream) in streams.enumerated() {
                // Rx ends the whole at once when a stream ends having sent nothing.
                guard let elements = stream.immediate, !elements.isEmpty else { break }
                for element in elements {
                    latest[index] = element
                    if latest.allSatisfy({ $0 != nil }) { combined.append(combine(latest.map { $0! })) }
                }
            }
            return Mutations(immediate: combined)
        }
        return Mutations { send in
            let latest = LatestParts<Part>(count: streams.count)
            let running = RunningStreams()
            for (index, stream) in streams.enumerated() {
                running.start(
                    Mutations<Part> { sendPart in
                        try await stream.run(sendPart)
                        if !latest.hasSent(index) { throw LatestParts<Part>.EndedEmpty() }
                    },
                    sending: { part in
                        if let parts = latest.update(index, with: part) { send(combine(parts)) }
                    })
            }
            do {
                try await running.finish()
            } catch is LatestParts<Part>.EndedEmpty {
                // A stream ended having sent nothing: the combination ends, as Rx's does.
            }
        }
    }
}

/// The latest element of each stream a ``Mutations/combineLatest(_:_:)`` runs.
@MainActor
private final class LatestParts<Part> {
    /// Thrown by a stream that ended having sent nothing, to end the others.
    struct EndedEmpty: Error {}

    private var latest: [Part?]

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
    }

    func hasSent(_ index: Int) -> Bool { latest[index] != nil }

    /// Records `part` as stream `index`'s latest; every stream's latest, once all have sent.
    func update(_ index: Int, with part: Part) -> [Part]? {
        latest[index] = part
        guard latest.allSatisfy({ $0 != nil }) else { return nil }
        return latest.map { $0! }
    }
}
