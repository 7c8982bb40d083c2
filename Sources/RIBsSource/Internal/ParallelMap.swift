import Dispatch
import Synchronization

/// Maps on a fixed number of threads, keeping the input order in the result.
package enum ParallelMap {
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input],
        concurrency: Int,
        _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = max(1, min(concurrency, inputs.count))
        guard workers > 1 else { return inputs.map(transform) }
        let results = Mutex([Output?](repeating: nil, count: inputs.count))
        let next = Atomic(0)
        // Each worker takes the next unprocessed input, so a large file does not hold up a
        // whole pre-assigned share (Mockolo's tail imbalance, its issue #43).
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < inputs.count else { return }
                let output = transform(inputs[index])
                results.withLock { $0[index] = output }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
