import RIBsSource
import SwiftSyntax

/// ReactorKit's reactors made the runtime's `StateReactor` (``ReactorKitRewrite``), after the
/// service layer, whose `async` calls a reactor's mutations wrap: whole or not at all. A reactor
/// this pass leaves is named by the file rules, which leave its streams on RxSwift.
struct ReactorKitPass: MigrationPass {
    let families: [FunctionKey: OneResultType]
    /// The module's functions that return a stream the file rules make `Events`, by name.
    var streamFunctions: Set<String> = []
    /// The `Observable` properties the module's protocols require, which become `Events`.
    var streamProperties: Set<String> = []
    /// The reactors a ReactorKit `View` binds: they stay on ReactorKit with it.
    var viewBoundReactors: Set<String> = []
    /// What the module's code generic over ReactorKit's `Reactor` (`extension HasLoadingStream
    /// where Self: Reactor`) asks of its reactors: one side for all of them.
    var sharedConstraints = SharedConstraints.none
    let name = "the ReactorKit rewrite"

    /// Code generic over ReactorKit's `Reactor` serves every reactor of the module, so its
    /// reactors move together: all become `StateReactor`s and the constraints name it, or all
    /// stay on ReactorKit with that code.
    enum SharedConstraints {
        /// The module has no such code: each reactor goes its own way.
        case none
        /// Every reactor becomes a `StateReactor`: the constraints name `StateReactor`.
        case rewrite
        /// A reactor stays on ReactorKit: all do, with the code generic over them.
        case keepEveryReactor
    }

    /// Where the module's code is generic over ReactorKit's `Reactor`, whether every reactor of
    /// `stages` can become a `StateReactor` decides ``sharedConstraints``.
    func decidingSharedConstraints(for stages: [FileStage]) -> ReactorKitPass {
        guard stages.contains(where: { !ReactorKitFile.reactorConstraints(in: $0.tree).isEmpty }) else { return self }
        var pass = self
        let reactors = stages.filter { ReactorKitFile.reactorConformance(in: $0.tree) != nil }
        pass.sharedConstraints = reactors.allSatisfy { rewrite(of: $0) != nil } ? .rewrite : .keepEveryReactor
        return pass
    }

    static let description = RuleDescription(
        id: .reactorKit,
        summary:
            "a ReactorKit `Reactor` whose mutation chains start from `Observable`'s builders or a service's `async` call becomes a `StateReactor`: `mutate` returns `Mutations`, a call is `Mutations.from { try await … }`, a `create` that sends later is `Mutations.create`",
        recipes: [.reactorKit],
        examples: examples)

    func run(on stage: FileStage) -> PassOutput {
        if sharedConstraints == .rewrite,
            let edits = ReactorKitFile.constraintRewrite(of: stage.tree, source: stage.text)
        {
            var output = PassOutput()
            output.edits = edits.edits.map { RuleEdit(range: $0.range, text: $0.text, rule: .reactorKit) }
            return output
        }
        guard sharedConstraints != .keepEveryReactor, let rewrite = rewrite(of: stage) else { return .unchanged }
        var output = PassOutput()
        output.edits = rewrite.edits.edits.map { RuleEdit(range: $0.range, text: $0.text, rule: .reactorKit) }
        output.owned = rewrite.bodies
        return output
    }

    /// The rewrite of the reactor `stage` holds, or `nil` where it stays on ReactorKit.
    func rewrite(of stage: FileStage) -> (edits: SourceEdits, bodies: [Range<Int>])? {
        // A file the service layer left something in stays on ReactorKit: its chains call Rx.
        guard stage.findings.isEmpty, let conformance = ReactorKitFile.reactorConformance(in: stage.tree),
            !viewBoundReactors.contains(ReactorKitFile.reactorType(of: conformance) ?? ""),
            let rewrite = ReactorKitRewrite.edits(
                of: stage.tree, source: stage.text, conformance: conformance, asyncFunctions: families,
                streamFunctions: streamFunctions, streamProperties: streamProperties),
            !rewrite.edits.hasOverlaps,
            // A rewrite that would not parse leaves the reactor on ReactorKit, named, rather than
            // the whole file as it was.
            !GuardedParse.rewritten(rewrite.edits.applied()).hasError
        else { return nil }
        return rewrite
    }
}
