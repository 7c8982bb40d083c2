import Foundation
import TestSupport
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsDeps
@testable import RIBsMock
@testable import RIBsSource

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

    /// `ribs mock` marks the files of a module that refines a pass-through protocol, and reads
    /// them for `ribs deps` from the one parse it makes of each file: the same mocks, with or
    /// without a cache, and a module that refines none is not read for it.
    @Test(arguments: [false, true])
    func oneParseGivesTheSameMocks(cached: Bool) throws {
        let generatedText = DepsGenerator().run(sources: Self.sources).generated(module: "App")
        let fromText = MockGenerator().run(
            sources: Self.sources.map { MockGenerator.Source(path: $0.path, text: $0.text) }
                + [.init(path: "App/RIBsDeps.generated.swift (ribs deps)", text: generatedText)])
        let reading = DepsGenerator.modulesWithPassThroughs(Self.sources.map { ($0.module, $0.text) })
        #expect(reading == ["App"])
        #expect(DepsGenerator.modulesWithPassThroughs([("Util", "struct Plain {}")]).isEmpty)
        let marked = Self.sources.map { MockGenerator.Source(path: $0.path, text: $0.text, dependencyModule: "App") }
        let folder = FileManager.default.temporaryDirectory.appending(path: "ribs-handoff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ParseCache(folder: folder, settings: "", toolIdentity: "test", empty: ParsedMockSource())
        let run = MockGenerator().run(sources: marked, cache: cached ? cache : nil)
        #expect(run.mockCount == 1)
        #expect(run.text == fromText.text)
        if cached {
            // A second run reads the kept entries, dependencies included.
            #expect(MockGenerator().run(sources: marked, cache: cache).text == fromText.text)
        }
    }
}
