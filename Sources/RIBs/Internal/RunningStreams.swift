/// The streams a merge or a `flatMap` runs at once, each in a task of the reactor's actor:
/// awaited together, all cancelled when one fails or the whole is cancelled.
@MainActor
final class RunningStreams {
    private var tasks: [Task<Void, any Error>] = []

    func start<Element>(_ stream: Mutations<Element>, sending send: @escaping @MainActor @Sendable (Element) -> Void) {
        let run = stream.run
        tasks.append(Task { @MainActor in try await run(send) })
    }

    /// Waits for every stream started, including those started meanwhile.
    func finish() async throws {
        try await withTaskCancellationHandler {
            do {
                var index = 0
                while index < tasks.count {
                    try await tasks[index].value
                    index += 1
                }
            } catch {
                for task in tasks { task.cancel() }
                throw error
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelAll() }
        }
    }

    private func cancelAll() {
        for task in tasks { task.cancel() }
    }
}
