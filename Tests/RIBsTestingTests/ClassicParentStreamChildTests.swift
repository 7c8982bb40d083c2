import RIBs
import RIBsTesting
import Testing

/// *Choosing a style*'s mixed tree: a classic router attaches a stream-style RIB, shows its
/// view, steps its clock, follows its output and detaches it, without a leak.
@MainActor
@Suite struct ClassicParentStreamChildTests {
    @Test(.leakDetection) func aClassicParentAttachesFollowsAndDetachesAStreamStyleChild() async throws {
        let clock = ManualClock()
        let harness = RIBTestHarness {
            EpisodesRouter(
                interactor: Interactor(),
                playerBuilder: PlayerBuilder(dependency: PlayerDependency(episode: "e1", clock: clock)))
        }
        harness.router.routeToPlayer()
        harness.expectTree(
            """
            Episodes (active)
            └── Player (active)
            """)
        let view = try #require(harness.router.shownView as? PlayerView)
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(1))
        #expect(view.line == "▶ 2 s")

        view.interactor.close()
        harness.expectTree("Episodes (active)")
        #expect(harness.router.shownView == nil)
        #expect(await clock.waitForSleepers(0))
        harness.finish()
    }
}
