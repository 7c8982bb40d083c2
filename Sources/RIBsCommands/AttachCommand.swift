import ArgumentParser
import Foundation
import RIBsScaffold

/// `ribs attach CHILD --to PARENT`: wires a child RIB to its parent in the parent's files, every
/// step the seed article does by hand, in one command.
struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Wires a child RIB to its parent: builder, routing, listener, component extension.",
        discussion: HelpText.paragraphs(
            """
            Edits the parent's files with swift-syntax: the child's builder goes into the parent's router and
            builder, routeTo<Child>() and detach<Child>() into its routing protocol and router, the child's
            listener onto its interactable (with stubs in its interactor), and <Parent>Component+<Child>.swift
            gives the child its dependency. Nothing is written when the parent is not as expected.

            Any style under any style: a classic parent keeps a stream-style child's BuiltRIB or an RVB module
            with a subscription an output, which its interactor hears; a stream-style parent attaches through
            its node and shows the child in its view container; an RVB module's router builds the child and its
            view presents it. A child with a view is closable by the person (the back key, a sheet pulled
            down), and its parent then detaches it, unless its parent is a launch RIB, whose children take the
            place of its first screen; --closable or --no-closable says otherwise.

            With --at-start the parent attaches the child as it starts (a launch RIB's first screen, a child beside
            its content), and every test that expects the parent's tree expects the child below it.

            With --actionable, routeTo<Child>() returns the child's actionable item (<Child>ActionableItem, its
            interactor), which a deep link's workflow step continues in.
            """)
    )

    @Argument(help: "The child RIB, such as CreateAccount.")
    var child: String

    @Option(help: "The parent RIB, such as Login.")
    var to: String

    @OptionGroup var placement: PlacementOptions

    @Flag(help: "routeTo<Child>() returns the child's actionable item, for a workflow step.")
    var actionable = false

    @Flag(
        inversion: .prefixedNo,
        help: "Whether the person may close the child's view (default: yes, but for a launch RIB's children).")
    var closable: Bool?

    @Flag(
        help:
            "The parent attaches the child as it starts (a launch RIB's first screen, a child beside its content), and its tests expect it; not closable unless --closable."
    )
    var atStart = false

    @Flag(help: "Print the diff of every file it would change, and write nothing.")
    var dryRun = false

    func run() throws {
        let layout = try placement.layout()
        let plan = try AttachPlan(
            child: try RIBName(child), parent: try RIBName(to), layout: layout, actionable: actionable,
            closable: closable, atStart: atStart)
        try ScaffoldOutput(layout: layout, dryRun: dryRun).apply(plan.changes, overwrite: true, notes: plan.notes)
    }
}
