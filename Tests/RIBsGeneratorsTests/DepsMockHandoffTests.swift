import RIBsGenerators
import TestSupport
import Testing

/// `ribs mock` reads the pass-through protocols `ribs deps` generates as models, not as Swift it
/// parses back: the mocks are those it wrote when it parsed the generated file, properties,
/// methods and `#if` members included.
@Suite(.ownThreads) struct DepsMockHandoffTests {
    static let sources: [DepsGenerator.Source] = [
        .init(
            path: "App/Root.swift",
            text: """
                import RIBs

                final class RootComponent: Component<EmptyDependency> {
                    var webService: any WebServicing { fatalError() }
                    func makeWorker(named name: String) async throws -> Worker { fatalError() }
                    #if DEBUG
                    var debugMenu: Bool { true }
                    #endif
                    var loggedInBuilder: LoggedInBuilder { LoggedInBuilder(dependency: self) }
                }
                """, module: "App"),
        .init(
            path: "App/LoggedIn.swift",
            text: """
                import RIBs

                /// @mockable
                @MainActor
                protocol LoggedInDependency: Dependency, LoggedInPassThrough {
                    var playerName: String { get }
                }

                final class LoggedInComponent: Component<any LoggedInDependency> {
                    var offGameBuilder: OffGameBuilder { OffGameBuilder(dependency: self) }
                }
                """, module: "App"),
        .init(
            path: "App/OffGame.swift",
            text: """
                import RIBs

                @MainActor
                protocol OffGameDependency: Dependency {
                    var webService: any WebServicing { get }
                    func makeWorker(named name: String) async throws -> Worker
                    #if DEBUG
                    var debugMenu: Bool { get }
                    #endif
                }

                final class OffGameComponent: Component<any OffGameDependency> {}
                final class OffGameBuilder: Builder<any OffGameDependency> {}
                final class LoggedInBuilder: Builder<any LoggedInDependency> {}
                """, module: "App"),
    ]

    @Test func theModelsGiveTheMocksTheGeneratedFileGave() {
        let mockSources = Self.sources.map { MockGenerator.Source(path: $0.path, text: $0.text) }
        let generatedText = DepsGenerator().run(sources: Self.sources).generated(module: "App")
        #expect(generatedText.contains("protocol LoggedInPassThrough"), "\(generatedText)")

        let fromText = MockGenerator().run(
            sources: mockSources + [.init(path: "App/RIBsDeps.generated.swift (ribs deps)", text: generatedText)])
        var fromModels = MockGenerator()
        fromModels.generatedParents = DepsGenerator().passThroughProtocols(for: Self.sources)
        let modelRun = fromModels.run(sources: mockSources)

        #expect(fromModels.generatedParents.map(\.name) == ["LoggedInPassThrough", "OffGamePassThrough"])
        #expect(modelRun.mockCount == 1)
        #expect(modelRun.text == fromText.text)
        for member in ["webService", "makeWorker", "debugMenu", "#if (DEBUG)"] {
            #expect(modelRun.text.contains(member), "the mock lacks \(member):\n\(modelRun.text)")
        }
    }
}
