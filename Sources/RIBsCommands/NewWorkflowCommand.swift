import ArgumentParser
import Foundation
import RIBsScaffold

/// `ribs new workflow NAME --through A,B,C`: a deep link's workflow through the RIBs named.
struct NewWorkflowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workflow",
        abstract: "Writes a deep link's workflow through RIBs, with its test.",
        discussion: HelpText.paragraphs(NewCommand.workflowHelp)
    )

    @Argument(help: "The workflow's name, such as OpenParcel.")
    var name: String?

    @Option(
        help: ArgumentHelp(
            "The RIBs the link goes through, from the root, such as Root,LoggedIn,OffGame.", valueName: "RIB,RIB,…"))
    var through: String?

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A value the link carries, such as id:String; repeatable.", valueName: "name:Type"))
    var parameters: [String] = []

    @Option(
        help: ArgumentHelp(
            "The RIBs whose step opens the next one (calls its router's routeTo<Next>, with what the link carries) before waiting for it, such as Library.",
            valueName: "RIB,RIB,…"))
    var opens: String?

    @Flag(name: .customLong("async"), help: "The last step is async, to await a service before it routes.")
    var asyncLastStep = false

    @OptionGroup var placement: PlacementOptions
    @OptionGroup var writing: ScaffoldWriteOptions

    func validate() throws {
        guard name != nil, through != nil else {
            throw ValidationError(
                "ribs new workflow needs a name and --through, such as: ribs new workflow OpenParcel --through Root,LoggedIn,ParcelList"
            )
        }
    }

    func run() throws {
        guard let name, let through else { return }
        let layout = try placement.layout(testsIn: writing.tests)
        let ribs = try through.split(separator: ",", omittingEmptySubsequences: false).map {
            name throws(ScaffoldError) in try RIBName(name.trimmingCharacters(in: .whitespaces))
        }
        let opening = try (opens ?? "").split(separator: ",").map {
            name throws(ScaffoldError) in try RIBName(name.trimmingCharacters(in: .whitespaces))
        }
        let plan = try WorkflowPlan(
            name: try RIBName(name), through: ribs,
            parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
            layout: layout, tests: writing.writeTests ?? layout.hasTests, overwrite: writing.force,
            opening: opening, asyncLastStep: asyncLastStep)
        try ScaffoldOutput(layout: layout, dryRun: writing.dryRun).apply(
            plan.changes, overwrite: true, notes: plan.notes)
    }
}
