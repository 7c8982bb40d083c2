import ArgumentParser
import Foundation
import RIBsGenerators

/// `ribs new NAME`: writes a new RIB (and its tests) into a package, in one of Uber's template
/// variants or the other two styles; `ribs new worker NAME --for RIB` writes a worker bound to a
/// RIB's interactor; `ribs new workflow NAME --through A,B,C` writes a deep link's workflow. `ribs new component-extension --parent P --child C`, the
/// first spelling of `ribs component-extension`, still works, with a deprecation note.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Writes a new RIB, with its tests, into the package.",
        discussion: HelpText.paragraphs(
            """
            Without a flag the RIB is viewless (Uber's default template): its parent's dependency gives it
            the view it shows its children in. Files go to <--in>/<NAME>/, tests to <--tests-in>/<NAME>/.
            Nothing is overwritten without --force; all files are written, or none. In a target that uses
            RIBsTerminal the view controllers are its screens.

            --param rideID:String (repeatable) adds a value each build takes: the builder's protocol, the
            builder and the interactor's initializer take it, the interactor keeps it, and the tests pass a
            value (a literal, a mock, or the one after =: --param 'ride:Ride=Ride(id: "R1")').
            --dependency 'rideService:any RideService' (repeatable) adds a value from the parent's scope: the
            dependency protocol declares it, the builder hands it to the interactor, the tests pass a mock.

            With --launch in an executable target, the entry point is written too (main.swift, or in place of
            SwiftPM's hello world): the package builds and runs right after the command.

            ribs new worker NAME --for RIB writes <NAME>Worker.swift beside the RIB, with its test, and binds it in
            <RIB>Interactor: the initializer takes it (the real worker by default) and didBecomeActive() starts it,
            so it runs while the RIB is active. With --dependency 'rideService:any RideService' the worker takes it,
            and the RIB's builder makes the worker from its component (or its dependency). With --every 2s it runs
            a loop on a clock it takes (ContinuousClock in the app), and its test steps a ManualClock through it.

            ribs new workflow NAME --through Root,LoggedIn,OffGame [--param id:String] writes a deep link's
            workflow: each RIB waits for the next to be attached (its actionable item's waitFor<Next>()), the
            last does what the link asks (<name>(…), where you write it). A launch RIB's handle(_:) starts it
            for the links whose host is the workflow's name in lower camel case, whatever the scheme:
            ribs new workflow OpenParcel --param id:String opens app://openParcel?id=P1. Each RIB after the
            first must be attached to the one before.
            """)
    )

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case classic, stream, rvb
    }

    @Argument(
        help:
            "The RIB's name, such as LoggedOut; or `worker` or `workflow`, followed by the worker's or workflow's name."
    )
    var name: String

    @Argument(help: "With `worker` or `workflow`: its name, such as Heartbeat or OpenParcel.")
    var secondName: String?

    @Option(name: .customLong("for"), help: "With `worker`: the RIB whose interactor starts the worker.")
    var rib: String?

    @Option(
        help: ArgumentHelp(
            "With `worker`: how often its work runs, on a clock the worker takes and its test steps (500ms, 2s, 1m).",
            valueName: "interval"))
    var every: String?

    @Option(
        help: ArgumentHelp(
            "With `workflow`: the RIBs the link goes through, from the root, such as Root,LoggedIn,OffGame.",
            valueName: "RIB,RIB,…"))
    var through: String?

    @Flag(help: "The RIB owns a view controller that is its presenter.")
    var view = false

    @Flag(help: "The RIB owns a view controller and a separate Presenter.")
    var presenter = false

    @Flag(help: "A root RIB: a LaunchRouter, an app component and the entry point that launches it.")
    var launch = false

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A value each build takes, such as rideID:String; repeatable.", valueName: "name:Type"))
    var parameters: [String] = []

    @Option(
        name: .customLong("dependency"),
        help: ArgumentHelp(
            "A value the RIB takes from its parent's scope, such as 'rideService:any RideService'; repeatable.",
            valueName: "name:Type"))
    var dependencies: [String] = []

    @Flag(
        name: .customLong("entry-point"), inversion: .prefixedNo,
        help: "With --launch in an executable target: write its entry point (default: yes).")
    var entryPoint = true

    @Option(help: "classic (Uber's), stream (SwiftUI-RIB's shape) or rvb (Router-View-Builder).")
    var style: Style = .classic

    @OptionGroup var placement: PlacementOptions

    @Option(name: .customLong("tests-in"), help: "The test folder (default: that of the target's test target).")
    var tests: String?

    @Flag(
        name: .customLong("tests"), inversion: .prefixedNo,
        help: "Write the RIB's tests (default: when the test folder exists).")
    var writeTests: Bool?

    @Flag(help: "Replace files that exist.")
    var force = false

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    @Option(help: .hidden)
    var parent: String?

    @Option(help: .hidden)
    var child: String?

    func validate() throws {
        let variants = [view, presenter, launch].filter { $0 }.count
        if variants > 1 {
            throw ValidationError("--view, --presenter and --launch are variants: pick one.")
        }
        if style != .classic, variants > 0 {
            throw ValidationError(
                "--view, --presenter and --launch are classic variants: drop them with --style \(style).")
        }
        if name == "worker" || name == "workflow" {
            let isWorker = name == "worker"
            guard secondName != nil, isWorker ? rib != nil : through != nil else {
                throw ValidationError(
                    isWorker
                        ? "ribs new worker needs a name and --for, such as: ribs new worker Heartbeat --for LoggedIn"
                        : "ribs new workflow needs a name and --through, such as: ribs new workflow OpenParcel --through Root,LoggedIn,ParcelList"
                )
            }
            guard variants == 0, style == .classic, isWorker || (dependencies.isEmpty && every == nil),
                isWorker ? parameters.isEmpty : rib == nil,
                isWorker ? through == nil : true
            else {
                throw ValidationError(
                    isWorker
                        ? "--view, --presenter, --launch, --style, --param and --through are for RIBs, not workers: drop them."
                        : "--view, --presenter, --launch, --style, --dependency, --for and --every are for RIBs and workers, not workflows: drop them."
                )
            }
            return
        } else if secondName != nil || rib != nil || through != nil || every != nil {
            throw ValidationError(
                "a second name goes with ribs new worker NAME --for RIB or ribs new workflow NAME --through A,B.")
        }
        if name == "component-extension" {
            guard parameters.isEmpty, dependencies.isEmpty else {
                throw ValidationError("--param and --dependency are for RIBs: drop them with component-extension.")
            }
            guard parent != nil, child != nil else {
                throw ValidationError(
                    "component-extension needs --parent and --child, such as --parent Root --child LoggedOut.")
            }
        } else if parent != nil || child != nil {
            throw ValidationError("--parent and --child go with ribs new component-extension.")
        }
    }

    var shape: RIBShape {
        switch style {
        case .stream: .stream
        case .rvb: .rvb
        case .classic: launch ? .launch : presenter ? .presenter : view ? .view : .viewless
        }
    }

    func run() throws {
        let layout = try placement.layout(testsIn: tests)
        if name == "worker", let secondName, let rib {
            let plan = try WorkerPlan(
                worker: try RIBName(secondName), rib: try RIBName(rib),
                dependencies: try dependencies.map { text throws(ScaffoldError) in
                    try BuilderParameter(parsing: text, flag: "--dependency")
                }, every: try every.map { text throws(ScaffoldError) in try WorkerInterval(parsing: text) },
                layout: layout, tests: writeTests ?? layout.hasTests, overwrite: force)
            try ScaffoldOutput(layout: layout, dryRun: dryRun).apply(plan.changes, overwrite: true, notes: plan.notes)
            return
        }
        if name == "workflow", let secondName, let through {
            let ribs = try through.split(separator: ",", omittingEmptySubsequences: false).map {
                name throws(ScaffoldError) in try RIBName(name.trimmingCharacters(in: .whitespaces))
            }
            let plan = try WorkflowPlan(
                name: try RIBName(secondName), through: ribs,
                parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
                layout: layout, tests: writeTests ?? layout.hasTests, overwrite: force)
            try ScaffoldOutput(layout: layout, dryRun: dryRun).apply(plan.changes, overwrite: true, notes: plan.notes)
            return
        }
        let plan: NewRIBPlan
        if name == "component-extension", let parent, let child {
            FileHandle.standardError.write(
                Data(
                    "warning: `ribs new component-extension` is deprecated: run `ribs component-extension --parent \(parent) --child \(child)`.\n"
                        .utf8))
            plan = try NewRIBPlan(
                componentExtensionOf: try RIBName(parent), for: try RIBName(child), layout: layout, overwrite: force)
        } else {
            let spec = ScaffoldSpec(
                name: try RIBName(name), shape: shape, module: layout.module, tests: writeTests ?? layout.hasTests,
                generatedDependencies: layout.generatesDependencies,
                parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
                dependencies: try dependencies.map { text throws(ScaffoldError) in
                    try BuilderParameter(parsing: text, flag: "--dependency")
                }, views: layout.usesTerminal ? .terminal : .plain)
            plan = try NewRIBPlan(spec: spec, layout: layout, overwrite: force, entryPoint: entryPoint)
        }
        // The plan checked every file it replaces: only with --force, or SwiftPM's hello world.
        try ScaffoldOutput(layout: layout, dryRun: dryRun).apply(plan.changes, overwrite: true, notes: plan.notes)
    }
}
