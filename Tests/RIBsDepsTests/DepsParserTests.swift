import TestSupport
import Testing

@testable import RIBsDependencyGraph

/// The spellings `ribs deps` reads an edge, a component and a requirement from: each case is
/// one construct, and what the graph made of it.
@Suite(.ownThreads) struct DepsParserTests {
    static func graph(_ text: String) -> DependencyGraph {
        DepsGenerator().run(sources: [.init(path: "App.swift", text: "import RIBs\n" + text, module: "App")]).graph
    }

    static let child = """
        @MainActor
        protocol ChildDependency: Dependency {}
        final class ChildBuilder: Builder<any ChildDependency> {}

        """

    @Test(arguments: [
        // A builder made in a component, with `self`.
        "final class P: Component<EmptyDependency> { var c: ChildBuilder { ChildBuilder(dependency: self) } }",
        // Module-qualified, as Needle's parser missed (#435).
        "final class P: Component<EmptyDependency> { var c: App.ChildBuilder { App.ChildBuilder(dependency: self) } }",
        // `.init(dependency:)` with the declared type (Needle #394).
        "final class P: Component<EmptyDependency> { var c: ChildBuilder { let b: ChildBuilder = .init(dependency: self); return b } }",
        // `ChildBuilder.init(dependency:)`.
        "final class P: Component<EmptyDependency> { var c: ChildBuilder { ChildBuilder.init(dependency: self) } }",
        // In a parent's builder, with the component it made.
        """
        final class P: Component<EmptyDependency> {}
        final class PBuilder: Builder<EmptyDependency> {
            func build() -> ChildBuilder {
                let component = P(dependency: EmptyComponent())
                return ChildBuilder(dependency: component)
            }
        }
        """,
        // A component made in place.
        "func make() -> ChildBuilder { ChildBuilder(dependency: P(dependency: EmptyComponent())) }\nfinal class P: Component<EmptyDependency> {}",
        // A conformance, Uber's Component Extension.
        "final class P: Component<EmptyDependency> {}\nextension P: ChildDependency {}",
        // A generic base component of the app, module-qualified.
        "class Base<D>: RIBs.Component<D> {}\nfinal class P: Base<EmptyDependency> { var c: ChildBuilder { ChildBuilder(dependency: self) } }",
    ])
    func anEdgeIsReadFrom(spelling: String) {
        let graph = Self.graph(Self.child + spelling)
        #expect(graph.edges.map { "\($0.parent) → \($0.child)" } == ["P → ChildDependency"], "\(spelling)")
        #expect(graph.components["P"] != nil && graph.components["P"]?.dependency == nil)
    }

    @Test func aDependencyHandedOnIsNoEdgeAndNoWarning() {
        let graph = Self.graph(
            Self.child + """
                final class Adapter {
                    let builder: ChildBuilder
                    init(dependency: any ChildDependency) { builder = ChildBuilder(dependency: dependency) }
                }
                """)
        #expect(graph.edges.isEmpty)
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }

    @Test func anAdapterTakingADependencyIsAnEdgeAsABuilderIs() {
        let graph = Self.graph(
            Self.child + """
                final class Adapter {
                    init(dependency: any ChildDependency) {}
                }
                final class P: Component<EmptyDependency> { var a: Adapter { Adapter(dependency: self) } }
                """)
        #expect(graph.edges.map { "\($0.parent) → \($0.child)" } == ["P → ChildDependency"])
    }

    @Test func requirementsComeWithTheirRefinementsConditionsAndMethods() {
        let graph = Self.graph(
            """
            typealias Name = String
            @MainActor protocol Base: Dependency { var name: Name { get } }
            @MainActor protocol ChildDependency: Base {
                #if DEBUG
                var debug: Bool { get }
                #elseif TESTING
                var testing: Bool { get }
                #else
                var release: Bool { get }
                #endif
                func make(_ count: Int, named label: String) async throws -> [String]
            }
            """)
        let requirements = graph.declaredRequirements["ChildDependency"] ?? []
        #expect(requirements.map(\.name) == ["debug", "testing", "release", "make(_:named:)", "name"])
        #expect(
            requirements.map(\.conditions) == [
                ["(DEBUG)"], ["!(DEBUG) && (TESTING)"], ["!(DEBUG) && !(TESTING)"], [], [],
            ])
        #expect(requirements[3].forwardedExpression == "try await dependency.make(count, named: label)")
        #expect(requirements[4].typeKey == "String")
    }
}
