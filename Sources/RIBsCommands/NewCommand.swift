import ArgumentParser

/// `ribs new NAME`: writes a new RIB (and its tests) into a package, in one of Uber's template
/// variants or the other two styles (``NewRIBCommand``, the default); `ribs new worker NAME --for
/// RIB` writes a worker bound to a RIB's interactor (``NewWorkerCommand``); `ribs new workflow
/// NAME --through A,B,C` writes a deep link's workflow (``NewWorkflowCommand``).
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Writes a new RIB, with its tests, into the package; or a worker, or a workflow.",
        discussion: HelpText.paragraphs(
            ribHelp + "\n\n" + workerHelp + "\n\n" + workflowHelp
                + "\n\nEach form's options: ribs new rib --help, ribs new worker --help, ribs new workflow --help."),
        subcommands: [NewRIBCommand.self, NewWorkerCommand.self, NewWorkflowCommand.self],
        defaultSubcommand: NewRIBCommand.self
    )

    static let ribHelp = """
        Without a flag the RIB is viewless (Uber's default template): its parent's dependency gives it
        the view it shows its children in. Files go to <--in>/<NAME>/, tests to <--tests-in>/<NAME>/.
        Nothing is overwritten without --force; all files are written, or none. In a target that uses
        RIBsTerminal the view controllers are its screens.

        --param rideID:String (repeatable) adds a value each build takes: the builder's protocol, the
        builder and the interactor's initializer take it, the interactor keeps it, and the tests pass a
        value (a literal, a mock, or the one after =: --param 'ride:Ride=Ride(id: "R1")').
        --dependency 'rideService:any RideService' (repeatable) adds a value from the parent's scope: the
        dependency protocol declares it, the builder hands it to the interactor, the tests pass a mock.
        --output chose:String (repeatable; --style stream or rvb) adds an output that carries a value,
        besides finished: an Events<String> the parent's handler receives.

        With --launch in an executable target, the entry point is written too (main.swift, or in place of
        SwiftPM's hello world): the package builds and runs right after the command.
        """

    static let workerHelp = """
        ribs new worker NAME --for RIB writes <NAME>Worker.swift beside the RIB, with its test, and binds it in
        <RIB>Interactor: the initializer takes it (the real worker by default) and didBecomeActive() starts it,
        so it runs while the RIB is active. With --dependency 'rideService:any RideService' the worker takes it,
        and the RIB's builder makes the worker from its component (or its dependency). With --every 2s it runs
        a loop on a clock it takes (ContinuousClock in the app), and its test steps a ManualClock through it.
        A stream-style RIB's interactor keeps the worker and its builder starts it on the node (an RVB
        module's view keeps and starts it): it runs while the RIB is active; a --dependency comes from the
        RIB's dependency struct, which gains it.
        """

    static let workflowHelp = """
        ribs new workflow NAME --through Root,LoggedIn,OffGame [--param id:String] writes a deep link's
        workflow: each RIB waits for the next to be attached (its actionable item's waitFor<Next>()), the
        last does what the link asks (<name>(…), where you write it). A launch RIB's handle(_:) starts it
        for the links whose host is the workflow's name in lower camel case, whatever the scheme:
        ribs new workflow OpenParcel --param id:String opens app://openParcel?id=P1. Each RIB after the
        first must be attached to the one before. --opens Library makes Library's step open the next RIB
        (open<Next>(…) calls its router's routeTo<Next> with what the link carries) before waiting for it;
        --async makes the last step async, to await a service before it routes.

        """
}
