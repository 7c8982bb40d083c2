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
    /// It ends when every stream has ended (one that ends having sent nothing leaves the others
    /// running, with no combination to follow, as Rx's does); the first error ends it. Of no
    /// stream at all, it sends `combine([])` once, as Rx's does.
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
        if streams.isEmpty { return Mutations(immediate: [combine([])]) }
        if streams.allSatisfy({ $0.immediate != nil }) {
            var latest = [Part?](repeating: nil, count: streams.count)
            var combined: [Element] = []
            for (index, stream) in streams.enumerated() {
                // A stream that sends nothing leaves its place empty: no combination follows.
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
                running.start(stream) { part in
                    if let parts = latest.update(index, with: part) { send(combine(parts)) }
                }
            }
            try await running.finish()
        }
    }
}

/// The latest element of each stream a ``Mutations/combineLatest(_:_:)`` runs.
@MainActor
private final class LatestParts<Part> {
    private var latest: [Part?]

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
    }

    /// Records `part` as stream `index`'s latest; every stream's latest, once all have sent.
    func update(_ index: Int, with part: Part) -> [Part]? {
        latest[index] = part
        guard latest.allSatisfy({ $0 != nil }) else { return nil }
        return latest.map { $0! }
    }
}
