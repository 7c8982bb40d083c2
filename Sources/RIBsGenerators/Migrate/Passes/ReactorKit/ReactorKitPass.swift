import SwiftParser
import SwiftSyntax

/// ReactorKit's reactors made the runtime's `StateReactor` (``ReactorKitRewrite``), after the
/// service layer, whose `async` calls a reactor's mutations wrap: whole or not at all. A reactor
/// this pass leaves is named by the file rules, which leave its streams on RxSwift.
struct ReactorKitPass: MigrationPass {
    let families: [FunctionKey: OneResultType]
    let name = "the ReactorKit rewrite"

    static let description = RuleDescription(
        id: .reactorKit,
        summary:
            "a ReactorKit `Reactor` whose mutation chains start from `Observable`'s builders or a service's `async` call becomes a `StateReactor`: `mutate` returns `Mutations`, a call is `Mutations.from { try await … }`",
        recipes: [.reactorKit],
        examples: [])

    func run(on stage: FileStage) -> PassOutput {
        // A file the service layer left something in stays on ReactorKit: its chains call Rx.
        guard stage.findings.isEmpty, let conformance = ReactorKitFile.reactorConformance(in: stage.tree),
            let rewrite = ReactorKitRewrite.edits(
                of: stage.tree, source: stage.text, conformance: conformance, asyncFunctions: families),
            !rewrite.edits.hasOverlaps,
            // A rewrite that would not parse leaves the reactor on ReactorKit, named, rather than
            // the whole file as it was.
            !Parser.parse(source: rewrite.edits.applied()).hasError
        else { return .unchanged }
        var output = PassOutput()
        output.edits = rewrite.edits.edits.map { RuleEdit(range: $0.range, text: $0.text, rule: .reactorKit) }
        output.owned = rewrite.bodies
        return output
    }
}
