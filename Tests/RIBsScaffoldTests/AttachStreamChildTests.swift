import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// `ribs attach` of a stream-style child under a classic parent (issue 57): the router keeps the
/// built child and what follows its outputs, the interactable hears each output, the builder
/// makes the child's dependency struct of the parent's scope. The golden cases are in
/// ``AttachTests``; these are the outputs' types, the scope, and the refusals.
@Suite(.ownThreads) struct AttachStreamChildTests {
    /// Player's outputs, as a user grows them: one without a value, two with.
    static let outputs = """
        struct PlayerOutputs {
            /// Player is done: its parent detaches it.
            let finished: Events<Void>
            let chose: Events<String>
            let progress: Events<(position: Int, of: Int)>
        }
        """

    static func sandbox(outputs: String = outputs) throws -> ScaffoldSandbox {
        let sandbox = try ScaffoldSandbox()
        try sandbox.new("Episodes", .view)
        try sandbox.new(
            "Player", .stream, dependencies: ["episodes:[String]", "clock:any Clock<Duration>"])
        let builder = try sandbox.text("Sources/App/Player/PlayerBuilder.swift")
        let start = try #require(builder.range(of: "struct PlayerOutputs {"))
        let end = try #require(builder[start.upperBound...].range(of: "\n}\n"))
        // The builder sends them from relays of its own (the interactor's, in an app).
        let grown = builder.replacingCharacters(in: start.lowerBound..<end.upperBound, with: outputs + "\n")
            .replacingOccurrences(
                of: "PlayerOutputs(finished: interactor.finished.events)",
                with:
                    "PlayerOutputs(finished: interactor.finished.events, chose: EventRelay<String>().events, progress: EventRelay<(position: Int, of: Int)>().events)"
            )
        try sandbox.write(grown, to: "Sources/App/Player/PlayerBuilder.swift")
        return sandbox
    }

    @Test func eachOutputIsHeardByTheParentsInteractorAndTheResultCompiles() async throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        // Episodes has the episodes; the clock it asks of its own parent.
        try sandbox.write(
            try sandbox.text("Sources/App/Episodes/EpisodesBuilder.swift").replacingOccurrences(
                of: "final class EpisodesComponent: Component<any EpisodesDependency> {",
                with:
                    "final class EpisodesComponent: Component<any EpisodesDependency> {\n    let episodes = [\"E1\"]\n"),
            to: "Sources/App/Episodes/EpisodesBuilder.swift")
        // A clock needs no value after `=`: the test steps RIBsTesting's.
        #expect(
            try sandbox.text("Tests/AppTests/Player/PlayerTests.swift").contains(
                "PlayerDependency(episodes: [], clock: ManualClock())"))
        let plan = try sandbox.attach("Player", to: "Episodes")
        let router = try sandbox.text("Sources/App/Episodes/EpisodesRouter.swift")
        #expect(router.contains("    private let playerBuilder: PlayerBuilder\n"))
        #expect(
            router.contains("    private var player: (rib: BuiltRIB<PlayerOutputs>, outputs: [EventSubscription])?\n"))
        #expect(
            router.contains("player.outputs.finished.subscribe { [weak self] in self?.interactor.playerFinished() },"))
        #expect(
            router.contains(
                "player.outputs.chose.subscribe { [weak self] value in self?.interactor.playerChose(value) },"))
        #expect(router.contains("if let view = player.view { viewController.present(view) }"))
        #expect(router.contains("for output in player.outputs { output.cancel() }"))
        let interactor = try sandbox.text("Sources/App/Episodes/EpisodesInteractor.swift")
        #expect(interactor.contains("    func playerFinished() {\n"))
        #expect(interactor.contains("    func playerChose(_ value: String) {\n"))
        #expect(interactor.contains("    func playerProgress(_ value: (position: Int, of: Int)) {\n"))
        let builder = try sandbox.text("Sources/App/Episodes/EpisodesBuilder.swift")
        #expect(
            builder.contains(
                "playerBuilder: PlayerBuilder(\n                dependency: PlayerDependency(episodes: component.episodes, clock: component.clock)))"
            ))
        // Only what the component lacks: the clock, asked of Episodes' parent.
        let scope = try sandbox.text("Sources/App/Episodes/EpisodesComponent+Player.swift")
        #expect(scope.contains("extension EpisodesComponent {\n    var clock: any Clock<Duration> {"))
        #expect(!scope.contains("episodes"))
        #expect(!scope.contains("EpisodesComponent: PlayerDependency"))
        #expect(plan.notes.contains { $0.description.contains("Episodes now asks its own parent for clock") })

        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(tests.errors)")
    }

    @Test func aComponentThatHasEverythingGetsNoExtension() throws {
        let sandbox = try Self.sandbox(outputs: "struct PlayerOutputs {}")
        defer { sandbox.remove() }
        try sandbox.write(
            try sandbox.text("Sources/App/Episodes/EpisodesBuilder.swift").replacingOccurrences(
                of: "final class EpisodesComponent: Component<any EpisodesDependency> {",
                with:
                    "final class EpisodesComponent: Component<any EpisodesDependency> {\n    let episodes = [\"E1\"]\n    let clock: any Clock<Duration> = ContinuousClock()\n"
            ),
            to: "Sources/App/Episodes/EpisodesBuilder.swift")
        let plan = try sandbox.attach("Player", to: "Episodes")
        #expect(!plan.changes.contains { $0.path.hasSuffix("EpisodesComponent+Player.swift") })
        #expect(
            try sandbox.text("Sources/App/Episodes/EpisodesRouter.swift").contains(
                "let outputs: [EventSubscription] = []"))
    }

    @Test func outputsThatAreNotEventsAndActionableAreRefusedWithThePlace() throws {
        let sandbox = try Self.sandbox(outputs: "struct PlayerOutputs {\n    let position: ValueRelay<Int>\n}")
        defer { sandbox.remove() }
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.attach("Player", to: "Episodes")
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/Player/PlayerBuilder.swift:")
                && "\(error)".contains(
                    "PlayerOutputs.position is ValueRelay<Int>; ribs attach follows outputs of type Events<…>")
        }
        #expect {
            try sandbox.attach("Player", to: "Episodes", actionable: true)
        } throws: { error in
            "\(error)".contains("Player is a stream-style RIB, which has no actionable item for a workflow")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }
}
