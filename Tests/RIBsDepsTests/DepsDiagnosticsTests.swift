import Foundation
import TestSupport
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsDeps
@testable import RIBsSource

/// What `ribs deps` reports, with its exact place and text: misses (with the path and a "did you
/// mean"), type mismatches, a missing refinement, cycles, private and unreachable components,
/// edges it cannot tell, duplicate names, and files that do not parse. A run with an error
/// generates nothing (the command writes nothing).
@Suite(.ownThreads) struct DepsDiagnosticsTests {
    /// Runs on files given as `name: text`, all in module `App` unless named `Module/name`.
    static func run(_ files: [(String, String)]) -> DepsRun {
        DepsGenerator().run(
            sources: files.map { path, text in
                let module = path.contains("/") ? String(path.split(separator: "/")[0]) : "App"
                return DepsGenerator.Source(path: path, text: text, module: module)
            })
    }

    static let root = """
        import RIBs

        final class RootComponent: Component<EmptyDependency> {
            var service: String { "s" }
            var mid: MidBuilder { MidBuilder(dependency: self) }
        }
        """

    static let mid = """
        import RIBs

        @MainActor
        protocol MidDependency: Dependency, MidPassThrough {}

        final class MidComponent: Component<any MidDependency> {
            var leaf: LeafBuilder { LeafBuilder(dependency: self) }
        }

        final class MidBuilder: Builder<any MidDependency> {}
        """

    static func leaf(_ requirement: String) -> String {
        """
        import RIBs

        @MainActor
        protocol LeafDependency: Dependency {
            \(requirement)
        }

        final class LeafComponent: Component<any LeafDependency> {}

        final class LeafBuilder: Builder<any LeafDependency> {}
        """
    }

    @Test func aRequirementNoAncestorProvidesIsAnErrorAtItsLineWithThePathAndACandidate() {
        let run = Self.run([
            ("Root.swift", Self.root), ("Mid.swift", Self.mid),
            ("Leaf.swift", Self.leaf("var webService: String { get }")),
        ])
        #expect(run.hasErrors)
        #expect(
            run.diagnostics.map(\.description) == [
                "Leaf.swift:5:9: error: Leaf needs webService: String, which no component on the path Root → Mid → Leaf provides; did you mean RootComponent.service?"
            ])
    }

    /// Issue 63: the path goes on through a stream-style RIB's dependency struct, and what a
    /// struct lacks is named at the requirement with the whole path and the fix (a struct passes
    /// nothing through that it does not declare).
    @Test func aNeedADependencyStructLacksIsAnErrorWithTheWholePath() {
        let home = """
            import RIBs

            struct HomeDependency {
                let volume: Int
            }

            @MainActor
            struct HomeBuilder {
                let dependency: HomeDependency
                func build() -> LeafBuilder { LeafBuilder(dependency: HomeLeafComponent(dependency: dependency)) }
            }

            final class HomeLeafComponent: Component<HomeDependency>, LeafDependency {}
            """
        let root = """
            import RIBs

            final class RootComponent: Component<EmptyDependency> {
                var volume: Int { 1 }
            }

            final class RootBuilder: Builder<EmptyDependency> {
                func build() -> HomeBuilder {
                    let component = RootComponent(dependency: EmptyComponent())
                    return HomeBuilder(dependency: HomeDependency(volume: component.volume))
                }
            }
            """
        let run = Self.run([
            ("Root.swift", root), ("Home.swift", home), ("Leaf.swift", Self.leaf("var webService: String { get }")),
        ])
        #expect(
            run.diagnostics.map(\.description) == [
                "Leaf.swift:5:9: error: Leaf needs webService: String, which HomeDependency does not have, on the path Root → Home → Leaf: add `let webService: String` to HomeDependency (at Home.swift:3:8) and pass it where Home is built"
            ])
        // What the struct declares, its parent gives: no error, and the tree goes through it.
        let fixed = Self.run([
            ("Root.swift", root), ("Home.swift", home), ("Leaf.swift", Self.leaf("var volume: Int { get }")),
        ])
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics)")
        #expect(
            DepsTree(resolution: fixed.resolution).text()
                == "Root  provides: volume\n└── Home  requires: volume ← Root\n    └── Leaf  requires: volume ← Home\n")
    }

    /// A component's property whose type Swift infers from the one it constructs provides it
    /// (a new user's `let store = ItemStore()` was read as nothing, and its children's need as a
    /// miss with the wrong fix).
    @Test func aPropertyOfAnInferredConstructedTypeProvides() {
        let root = Self.root.replacingOccurrences(
            of: "    var service: String { \"s\" }\n", with: "    let store = ItemStore()\n")
        let run = Self.run([
            ("Root.swift", root), ("Mid.swift", Self.mid), ("Leaf.swift", Self.leaf("var store: ItemStore { get }")),
        ])
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    @Test func theNearestProviderWithAnotherTypeIsAMismatch() {
        let run = Self.run([
            ("Root.swift", Self.root), ("Mid.swift", Self.mid), ("Leaf.swift", Self.leaf("var service: Int { get }")),
        ])
        #expect(
            run.diagnostics.map(\.description) == [
                "Leaf.swift:5:9: error: Leaf needs service: Int, but the nearest provider has another type: RootComponent.service: String (at Root.swift:4:9)"
            ])
    }

    @Test(arguments: [
        ("var service: String { get }", true), ("var service: Swift.String { get }", true),
        ("var service: Optional<String> { get }", false), ("var service: Name { get }", true),
    ])
    func typesAreComparedAfterTheirSpellingIsNormalised(requirement: String, matches: Bool) {
        let run = Self.run([
            ("Root.swift", Self.root), ("Mid.swift", Self.mid), ("Leaf.swift", Self.leaf(requirement)),
            ("Names.swift", "typealias Name = String\n"),
        ])
        #expect(run.hasErrors == !matches, "\(run.diagnostics)")
    }

    @Test func aRIBSomethingPassesThroughMustRefineItsPassThroughProtocol() {
        let mid = Self.mid.replacingOccurrences(of: "Dependency, MidPassThrough {}", with: "Dependency {}")
        let run = Self.run([
            ("Root.swift", Self.root), ("Mid.swift", mid), ("Leaf.swift", Self.leaf("var service: String { get }")),
        ])
        #expect(
            run.diagnostics.map(\.description) == [
                "Mid.swift:4:10: error: MidDependency must refine MidPassThrough, which ribs deps generates, for service to reach Mid's children: declare `protocol MidDependency: Dependency, MidPassThrough` with RIBsDepsPlugin in the target (it writes MidPassThrough); without it, provide it in MidComponent (a `shared { … }` property)"
            ])
    }

    @Test func aCycleIsAnErrorAtTheEdgeThatClosesIt() {
        let a = """
            import RIBs

            @MainActor
            protocol ADependency: Dependency {}

            final class AComponent: Component<any ADependency> {
                var b: BBuilder { BBuilder(dependency: self) }
            }

            final class ABuilder: Builder<any ADependency> {}
            """
        let b = """
            import RIBs

            @MainActor
            protocol BDependency: Dependency {}

            final class BComponent: Component<any BDependency> {
                var a: ABuilder { ABuilder(dependency: self) }
            }

            final class BBuilder: Builder<any BDependency> {}
            """
        let run = Self.run([("A.swift", a), ("B.swift", b)])
        #expect(
            run.diagnostics.filter { !$0.isWarning }.map(\.description) == [
                "B.swift:7:23: error: dependency cycle: A → B → A; a RIB cannot be its own ancestor"
            ])
    }

    @Test func privateComponentsAreReportedNotDropped() {
        let hidden = """
            import RIBs

            @MainActor
            protocol ChildDependency: Dependency {
                var name: String { get }
            }

            final class ChildBuilder: Builder<any ChildDependency> {}

            private final class HiddenComponent: Component<EmptyDependency> {
                var child: ChildBuilder { ChildBuilder(dependency: self) }
            }
            """
        let run = Self.run([("Hidden.swift", hidden)])
        let descriptions = run.diagnostics.map(\.description)
        #expect(
            descriptions.contains(
                "Hidden.swift:10:1: error: HiddenComponent is private: the generated file cannot extend it with what its children need; make it internal"
            ), "\(descriptions)")
        #expect(
            descriptions.contains {
                $0.contains("Child needs name: String, which no component on the path Hidden → Child provides")
            })
    }

    @Test func aComponentNoRootReachesIsAWarningAndTheRunGoesOn() {
        let run = Self.run([("Mid.swift", Self.mid), ("Leaf.swift", Self.leaf("var score: Int { get }"))])
        #expect(!run.hasErrors, "\(run.diagnostics)")
        #expect(
            run.diagnostics.map(\.description).contains(
                "Mid.swift:6:1: warning: MidComponent is reachable by no path from a root: no component builds a builder of MidDependency with itself or conforms to it"
            ))
        // Leaf's score passes through Mid: whoever gives Mid its dependency must provide it.
        #expect(
            run.generated(module: "App").contains(
                "protocol MidPassThrough: RIBs.Dependency {\n    var score: Int { get }\n}"))
    }

    @Test func aBuilderMadeWithSomethingUnknownIsAWarningThatNamesTheFix() {
        let root = Self.root.replacingOccurrences(
            of: "var mid: MidBuilder { MidBuilder(dependency: self) }",
            with: "var mid: MidBuilder { MidBuilder(dependency: makeDependency()) }")
        let run = Self.run([("Root.swift", root), ("Mid.swift", Self.mid)])
        #expect(
            run.diagnostics.map(\.description).contains(
                "Root.swift:5:27: warning: ribs deps cannot tell which component gives MidBuilder its dependency here (makeDependency()): pass a component (`component` made as XComponent(…), `self` in a component, or XComponent(…)), or conform the component to MidDependency"
            ), "\(run.diagnostics)")
    }

    @Test func aNameDeclaredInTwoModulesIsAnError() {
        let run = Self.run([
            ("App/Root.swift", Self.root), ("Feature/Root.swift", Self.root), ("App/Mid.swift", Self.mid),
        ])
        #expect(
            run.diagnostics.map(\.description).contains(
                "Feature/Root.swift:3:1: error: RootComponent is declared twice (also at App/Root.swift:3:1, in App): ribs deps knows components by name; rename one"
            ), "\(run.diagnostics)")
    }

    @Test func aFileThatDoesNotParseIsAnErrorAndOthersAreStillRead() {
        let run = Self.run([
            ("Broken.swift", "final class X: Component<EmptyDependency> {\n    var a: = 1\n"),
            ("Root.swift", Self.root),
        ])
        #expect(run.hasErrors)
        let errors = run.diagnostics.filter { !$0.isWarning }
        #expect(errors.allSatisfy { $0.location?.file == "Broken.swift" }, "\(errors)")
        #expect(errors.contains { $0.message.contains("ribs deps reads no file that does not parse") })
        #expect(run.graph.components["RootComponent"] != nil)
    }

    @Test func anAssociatedTypeInADependencyIsAnError() {
        let dependency = """
            import RIBs

            @MainActor
            protocol LeafDependency: Dependency {
                associatedtype Service
            }
            """
        let run = Self.run([("Leaf.swift", dependency)])
        #expect(
            run.diagnostics.map(\.description) == [
                "Leaf.swift:5:5: error: LeafDependency declares an associated type Service: ribs deps cannot forward it; a dependency lists properties and methods"
            ])
    }
}
