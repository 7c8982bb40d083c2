/// The files of `ribs new worker NAME --for RIB`: the worker, and a test of what the runtime
/// promises about it (it runs while the RIB's interactor is active).
struct WorkerTemplates {
    let worker: RIBName
    let rib: RIBName
    let module: String
    /// What the worker takes from the RIB's scope (`--dependency`), with the values its test passes.
    var dependencies: [(parameter: BuilderParameter, testValue: String)] = []
    /// With `--every`: the worker runs a loop on a clock it takes, which its test steps.
    var every: WorkerInterval?
    /// What starts the worker: a classic RIB's interactor as it becomes active; a stream-style
    /// RIB's or an RVB module's node (the RIB's scope), when it is made.
    var startedBy: ChildShape.Style = .classic

    /// Whether the worker takes a clock of its own: with `--every`, unless one of its dependencies
    /// is `clock`.
    var takesClock: Bool { every != nil && !dependencies.contains { $0.parameter.name == "clock" } }

    /// Whether the worker runs a loop on a clock: with `--every`.
    var loopsOnClock: Bool { every != nil }

    /// `HeartbeatWorker(…)`, with `arguments` for the dependencies, and `clock` for its clock when
    /// given (the app's builder passes none: it runs on `ContinuousClock`).
    func making(_ arguments: [String], clock: String? = nil) -> String {
        let given = zip(dependencies, arguments).map { "\($0.parameter.name): \($1)" }
        let all = (clock.map { takesClock ? ["clock: \($0)"] : [] } ?? []) + given
        return "\(worker)Worker(\(all.joined(separator: ", ")))"
    }

    var source: String {
        let w = worker.value
        let r = rib.value
        let starter =
            switch startedBy {
            case .classic: "\(r)Interactor"
            case .stream: "\(r)Builder"
            case .rvb: "\(r)View"
            }
        let scope = startedBy == .classic ? "\(r)Interactor" : "\(r)'s node"
        let work =
            loopsOnClock
            ? """
                    // A loop on the clock, which ends when the worker stops; or follow a stream with
                    // stream.subscribe(onNext: { … }).cancelOnStop(self).
                    whileRunning(named: "\(worker.lowerCamel)") { [weak self, clock] in
                        while (try? await clock.sleep(for: \(every?.swift ?? ""))) != nil {
                            self?.beat()
                        }
                    }
                }

                /// \(w)'s work, every \(every?.spoken ?? "") while the worker runs.
                private func beat() {
                    // TODO: Do \(w)'s work: call a service, update a store, or send what the interactor follows.
                }
            """
            : """
                    // TODO: Start \(w)'s work. Follow a stream with
                    // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
                    // whileRunning { }. Both end when the worker stops.
                }
            """
        return """
            import RIBs

            /// What \(starter) starts: \(w)'s work, which runs while \(r) is active.
            /// @mockable
            @MainActor
            protocol \(w)Working: Working {}

            /// \(w)'s work for \(r): `didStart` runs each time \(scope) becomes active with the worker
            /// started, `didStop` each time it resigns.
            final class \(w)Worker: Worker, \(w)Working {
            \(kept)    override func didStart(_ interactorScope: any InteractorScope) {
                    super.didStart(interactorScope)
            \(work)
            }

            """
    }

    /// The worker's clock and stored dependencies and its initializer, each followed by a blank
    /// line. The clock paces its work: the app's builder passes none (`ContinuousClock`), a test
    /// RIBsTesting's `ManualClock`, which it steps.
    private var kept: String {
        var stored = dependencies.map { "    private let \($0.parameter.declaration)\n" }.joined()
        var parameters = dependencies.map(\.parameter.parameter)
        var assignments = dependencies.map { "        self.\($0.parameter.name) = \($0.parameter.name)\n" }.joined()
        if takesClock {
            stored = "    private let clock: any Clock<Duration>\n" + stored
            parameters.insert("clock: any Clock<Duration> = ContinuousClock()", at: 0)
            assignments = "        self.clock = clock\n" + assignments
        }
        guard !parameters.isEmpty else { return "" }
        let comment =
            takesClock
            ? "    /// `clock` paces the work: the app passes none (`ContinuousClock`), a test a `ManualClock` it steps.\n"
            : ""
        return stored + "\n" + comment + "    init(\(parameters.joined(separator: ", "))) {\n" + assignments
            + "    }\n\n"
    }

    var test: String {
        let w = worker.value
        let r = rib.value
        let values = dependencies.map(\.testValue)
        // The loop's test passes its own clock, in place of a dependency named `clock` too.
        let loopValues = dependencies.map { $0.parameter.name == "clock" ? "clock" : $0.testValue }
        let clockTest =
            loopsOnClock
            ? """


                /// Its loop waits on the test's clock while it runs, beats as the clock moves, and ends
                /// when its interactor resigns.
                @Test func beatsAsTheClockMovesAndStopsWithItsInteractor() async {
                    let clock = ManualClock()
                    let interactor = Interactor()
                    let worker = \(making(loopValues, clock: "clock"))
                    interactor.activate()
                    worker.start(interactor)
                    await clock.waitForSleepers(1)
                    clock.advance(by: \(every?.swift ?? ""))
                    await clock.waitForSleepers(1)  // one beat ran; it waits for the next
                    interactor.deactivate()
                    await clock.waitForSleepers(0)  // it stopped with its interactor
                    worker.stop()
                }
            """ : ""
        return """
            import RIBs
            \(loopsOnClock ? "import RIBsTesting\n" : "")import Testing

            @testable import \(module)

            /// \(w)Worker runs while the interactor that starts it (\(r)'s) is active: it stops when the
            /// interactor resigns and starts again when it is active again.
            @MainActor
            @Suite struct \(w)WorkerTests {
                @Test func runsWhileItsInteractorIsActive() {
                    let interactor = Interactor()
                    let worker = \(making(values, clock: "ManualClock()"))
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
                }\(clockTest)
            }

            """
    }
}
