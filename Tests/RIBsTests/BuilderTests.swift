import RIBs
import Testing

final class BuildComponent {}

final class CountingBuilder: ComponentizedBuilder<BuildComponent, String, Int, String> {
    var builtWith: [(BuildComponent, Int)] = []
    override func build(with component: BuildComponent, _ dynamicBuildDependency: Int) -> String {
        builtWith.append((component, dynamicBuildDependency))
        return "router \(dynamicBuildDependency)"
    }
}

final class SimpleBuilder: SimpleComponentizedBuilder<BuildComponent, BuildComponent> {
    override func build(with component: BuildComponent) -> BuildComponent { component }
}

final class StagedBuilder: MultiStageComponentizedBuilder<BuildComponent, ObjectIdentifier, Void> {
    override func finalStageBuild(with component: BuildComponent, _ dynamicDependency: Void) -> ObjectIdentifier {
        ObjectIdentifier(component)
    }
}

final class SimpleStagedBuilder: SimpleMultiStageComponentizedBuilder<BuildComponent, ObjectIdentifier> {
    override func finalStageBuild(with component: BuildComponent) -> ObjectIdentifier { ObjectIdentifier(component) }
}

@MainActor
@Suite struct BuilderTests {
    @Test func builderKeepsItsDependency() {
        let dependency = EmptyComponent()
        #expect(Builder(dependency: dependency).dependency === dependency)
    }

    @Test func componentizedBuilderMakesANewComponentPerBuild() {
        var made: [String] = []
        let builder = CountingBuilder { name in
            made.append(name)
            return BuildComponent()
        }
        let first: String = builder.build(withDynamicBuildDependency: 1, dynamicComponentDependency: "a")
        let (component, second): (BuildComponent, String) = builder.build(
            withDynamicBuildDependency: 2, dynamicComponentDependency: "b")
        #expect([first, second] == ["router 1", "router 2"])
        #expect(made == ["a", "b"])
        #expect(builder.builtWith[1].0 === component)
        #expect(builder.builtWith[0].0 !== builder.builtWith[1].0)
    }

    @Test func simpleComponentizedBuilderBuildsWithoutDependencies() {
        let builder = SimpleBuilder { BuildComponent() }
        let first = builder.build()
        #expect(builder.build() !== first)
    }

    @Test func multiStageBuilderKeepsOneComponentPerPass() {
        let builder = StagedBuilder { BuildComponent() }
        let early = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === early)
        #expect(builder.finalStageBuild(withDynamicDependency: ()) == ObjectIdentifier(early))
        let next = builder.componentForCurrentBuildPass
        #expect(next !== early)
        #expect(builder.finalStageBuild(withDynamicDependency: ()) == ObjectIdentifier(next))
    }

    @Test func simpleMultiStageBuilderMakesANewComponentEachPass() {
        let builder = SimpleStagedBuilder { BuildComponent() }
        let first = builder.componentForCurrentBuildPass
        #expect(builder.finalStageBuild() == ObjectIdentifier(first))
        #expect(builder.finalStageBuild() != ObjectIdentifier(first))
    }
}
