/// The files of `ribs new worker NAME --for RIB`: the worker, and a test of what the runtime
/// promises about it (it runs while the RIB's interactor is active).
struct WorkerTemplates {
    let worker: RIBName
    let rib: RIBName
    let module: String
    /// What the worker takes from the RIB's scope (`--dependency`), with the values its test passes.
    var dependencies: [(parameter: BuilderParameter, testValue: String)] = []

    /// `HeartbeatWorker(clock: clock)`, with `arguments` for the dependencies.
    func making(_ arguments: [String]) -> String {
        "\(worker)Worker(\(zip(dependencies, arguments).map { "\($0.parameter.name): \($1)" }.joined(separator: ", ")))"
    }

    var source: String {
        let w = worker.value
        let r = rib.value
        return """
            import RIBs

            /// What \(r)Interactor starts: \(w)'s work, which runs while \(r) is active.
            /// @mockable
            @MainActor
            protocol \(w)Working: Working {}

            /// \(w)'s work for \(r): `didStart` runs each time \(r)Interactor becomes active with the worker
            /// started, `didStop` each time it resigns.
            final class \(w)Worker: Worker, \(w)Working {
            \(kept)    override func didStart(_ interactorScope: any InteractorScope) {
                    super.didStart(interactorScope)
                    // TODO: Start \(w)'s work. Follow a stream with
                    // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
                    // whileRunning { }. Both end when the worker stops.
                }
            }

            """
    }

    /// The worker's stored dependencies and its initializer, each followed by a blank line.
    private var kept: String {
        guard !dependencies.isEmpty else { return "" }
        let values = dependencies.map(\.parameter)
        return values.map { "    private let \($0.declaration)\n" }.joined() + "\n"
            + "    init(\(values.map(\.parameter).joined(separator: ", "))) {\n"
            + values.map { "        self.\($0.name) = \($0.name)\n" }.joined() + "    }\n\n"
    }

    var test: String {
        let w = worker.value
        let r = rib.value
        return """
            import RIBs
            import Testing

            @testable import \(module)

            /// \(w)Worker runs while the interactor that starts it (\(r)'s) is active: it stops when the
            /// interactor resigns and starts again when it is active again.
            @MainActor
            @Suite struct \(w)WorkerTests {
                @Test func runsWhileItsInteractorIsActive() {
                    let interactor = Interactor()
                    let worker = \(making(dependencies.map(\.testValue)))
                    interactor.activate()
                    worker.start(interactor)
                    #expect(worker.isRunning)
                    interactor.deactivate()
                    #expect(!worker.isRunning)
                    #expect(worker.isStarted, "stopped by the scope, not unbound from it")
                    interactor.activate()
                    #expect(worker.isRunning)
                    worker.stop()
                    interactor.deactivate()
                }
            }

            """
    }
}
