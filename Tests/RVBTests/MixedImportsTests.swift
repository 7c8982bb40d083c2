import RVB
import Testing

// A file that imports RVB only: RVB's Builder and Dependency win, the classic ones are RIBs'.
struct SearchDependency: Dependency { let catalog: [String] }
final class SearchBuilder: Builder<SearchDependency> {}
@MainActor protocol LegacyDependency: RIBs.Dependency {}
final class LegacyBuilder: RIBs.Builder<any LegacyDependency> {}

/// *Choosing a style*'s advice for classic RIBs and RVB in one file, compiled.
@MainActor
@Suite struct MixedImportsTests {
    final class Legacy: LegacyDependency {}

    @Test func bothBuildersAreMadeInOneFile() {
        let search = SearchBuilder(SearchDependency(catalog: ["teapot"]))
        let legacy = LegacyBuilder(dependency: Legacy())
        #expect(search.dependency.catalog == ["teapot"])
        #expect(legacy.dependency is Legacy)
    }
}
