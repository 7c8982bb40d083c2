import ArgumentParser
import RIBsScaffold

/// `ribs component-extension --parent P --child C`: Uber's "Component Extension" template, the
/// file in which the parent's component gives a child its dependency.
struct ComponentExtensionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "component-extension",
        abstract: "Writes <Parent>Component+<Child>.swift: the parent's component gives the child its dependency.",
        discussion: HelpText.paragraphs(
            """
            The file goes next to the parent's builder. ribs attach writes it too, with the rest of the wiring;
            this command is Uber's template alone, for a parent whose other files are written by hand.
            """)
    )

    @Option(help: "The parent RIB, such as Root.")
    var parent: String

    @Option(help: "The child RIB, such as LoggedOut.")
    var child: String

    @OptionGroup var placement: PlacementOptions

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    func run() throws {
        let layout = try placement.layout()
        let plan = try NewRIBPlan(
            componentExtensionOf: try RIBName(parent), for: try RIBName(child), layout: layout, overwrite: force)
        try ScaffoldOutput(layout: layout, dryRun: dryRun).apply(plan.changes, overwrite: force, notes: plan.notes)
    }
}
