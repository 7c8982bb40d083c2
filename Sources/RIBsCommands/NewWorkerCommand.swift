import ArgumentParser
import RIBsScaffold

/// `ribs new worker NAME --for RIB`: a worker beside a RIB, with its test, bound in the RIB's
/// interactor.
struct NewWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Writes a worker beside a RIB, with its test, and binds it in the RIB's interactor.",
        discussion: HelpText.paragraphs(NewCommand.workerHelp)
    )

    @Argument(help: "The worker's name, such as Heartbeat.")
    var name: String?

    @Option(name: .customLong("for"), help: "The RIB whose interactor starts the worker.")
    var rib: String?

    @Option(
        name: .customLong("dependency"),
        help: ArgumentHelp(
            "A value the worker takes from the RIB's scope, such as 'rideService:any RideService'; repeatable.",
            valueName: "name:Type"))
    var dependencies: [String] = []

    @Option(
        help: ArgumentHelp(
            "How often its work runs, on a clock the worker takes and its test steps (500ms, 2s, 1m).",
            valueName: "interval"))
    var every: String?

    @OptionGroup var placement: PlacementOptions
    @OptionGroup var writing: ScaffoldWriteOptions

    func validate() throws {
        guard name != nil, rib != nil else {
            throw ValidationError(
                "ribs new worker needs a name and --for, such as: ribs new worker Heartbeat --for LoggedIn")
        }
    }

    func run() throws {
        guard let name, let rib else { return }
        let layout = try placement.layout(testsIn: writing.tests)
        let plan = try WorkerPlan(
            worker: try RIBName(name), rib: try RIBName(rib),
            dependencies: try dependencies.map { text throws(ScaffoldError) in
                try BuilderParameter(parsing: text, input: .dependency)
            }, every: try every.map { text throws(ScaffoldError) in try WorkerInterval(parsing: text) },
            layout: layout, tests: writing.writeTests ?? layout.hasTests, overwrite: writing.force)
        try ScaffoldOutput(layout: layout, dryRun: writing.dryRun).apply(
            plan.changes, overwrite: true, notes: plan.notes)
    }
}
